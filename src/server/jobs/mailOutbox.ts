import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createMailSender } from '../mail/mailSender';
import { createMailTransport } from '../mail/transport';

const sendMailsFromOutbox: FastifyPluginAsync = async (app) => {
  const { SMTP_URL, MAIL_POLL_SECONDS, MAIL_LEASE_SECONDS } = app.config;
  if (!SMTP_URL) {
    // Said once, at start: the notifications stay pending, and are sent once SMTP_URL is set.
    app.addHook('onReady', async () => {
      app.log.info(
        'e-mail is off: SMTP_URL is not set, so notifications are not sent by e-mail ' +
          '(npm start sets it to a local inbox; docs/product.md#e-mail)',
      );
    });
    return;
  }
  if (MAIL_POLL_SECONDS === 0) return;

  const transport = createMailTransport(SMTP_URL, MAIL_LEASE_SECONDS);
  const sender = createMailSender({ db: app.db, transport, config: app.config, log: app.log });
  let timer: NodeJS.Timeout | undefined;
  // The round under way, if any: not started twice, and closing waits for it rather than
  // closing the database under it (an unfinished round's rows return when their lease ends).
  let sending: Promise<void> | undefined;

  const sendRound = async () => {
    try {
      const round = await sender.sendDueMails();
      if (Object.values(round).some((count) => count > 0)) app.log.info(round, 'mail outbox');
    } catch (error) {
      app.log.error({ err: error }, 'mail outbox round failed');
    } finally {
      sending = undefined;
    }
  };

  app.addHook('onReady', async () => {
    app.log.info({ smtp: new URL(SMTP_URL).host }, 'e-mail is on');
    timer = setInterval(() => {
      sending ??= sendRound();
    }, MAIL_POLL_SECONDS * 1000);
    // A timer alone must not keep the process (or a test run) alive.
    timer.unref();
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    sender.stop();
    await sending;
    transport.close();
  });
};

/**
 * Sends notifications by e-mail from the outbox (the notifications table), every
 * MAIL_POLL_SECONDS on every server copy (0: never on a timer), never inside a request: a request
 * only writes the notification, in its own transaction. Without SMTP_URL it sends nothing and
 * says so once (docs/decisions/0033-mail-outbox.md).
 */
export const mailOutboxPlugin = fp(sendMailsFromOutbox, {
  name: 'mailOutbox',
  dependencies: ['db'],
});
