/**
 * @database each
 * @sampled
 */
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
  itRefusesUnstorableTextIn(app, 'POST /api/reviews', ['comment']);
  itRefusesUnstorableTextIn(app, 'PUT /api/reviews/:id', ['comment']);
  itRefusesUnstorableTextIn(app, 'POST /api/reviews/:id/removal', ['reason']);
  itRefusesUnstorableTextIn(app, 'POST /api/reviews/:id/report', ['reason']);
});
