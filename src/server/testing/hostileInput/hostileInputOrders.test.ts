import { describeHostileInput } from './hostileSuite';
import { itRefusesUnstorableTextIn } from './unstorableText';

describeHostileInput('orders', (app) => {
  itRefusesUnstorableTextIn(app, 'POST /api/orders', [
    'name',
    'bookTitle',
    'phone',
    'location',
    'seller_name',
  ]);
});
