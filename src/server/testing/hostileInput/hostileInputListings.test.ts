/**
 * @database each
 * @sampled
 */
import { describeHostileInput } from './hostileSuite';
import { itRefusesUnstorableTextIn } from './unstorableText';

describeHostileInput('listings', (app) => {
  itRefusesUnstorableTextIn(app, 'POST /api/addbook', [
    'book_title',
    'book_img',
    'used',
    'category_name',
    'contact',
    'description',
    'relevantInformation',
  ]);
  itRefusesUnstorableTextIn(app, 'POST /api/listings/:id/report', ['reason']);
});
