/**
 * @database each
 * @sampled
 */
import { describeHostileInput } from './hostileSuite';
import { itRefusesUnstorableTextIn } from './unstorableText';

describeHostileInput('conversations', (app) => {
  itRefusesUnstorableTextIn(app, 'POST /api/conversations', ['body']);
  itRefusesUnstorableTextIn(app, 'POST /api/conversations/:id/messages', ['body']);
  itRefusesUnstorableTextIn(app, 'POST /api/conversations/:id/report', ['reason']);
  itRefusesUnstorableTextIn(app, 'PUT /api/admin/reports/:id/resolution', ['note']);
});
