/**
 * @database each
 * @sampled
 */
import { describeHostileInput } from './hostileSuite';
import { itRefusesUnstorableTextIn } from './unstorableText';

describeHostileInput('payments', (app) => {
  itRefusesUnstorableTextIn(app, 'POST /api/test-payments/confirm', ['clientSecret']);
  itRefusesUnstorableTextIn(app, 'POST /api/payments', ['transactionId']);
});
