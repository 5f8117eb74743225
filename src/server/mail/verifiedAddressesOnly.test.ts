/**
 * @database either
 */
import { UnreadCountsSchema } from '../../shared/schemas/conversation';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { createEmulatorUser, uniqueEmail, updateEmulatorUser } from '../testing/emulatorUsers';
import { addListing, BUYER, OTHER_SELLER } from '../testing/listingFixtures';
import { mailSenderFor, settleOutbox } from '../testing/mailFixtures';
import { orderPayload, sendAs } from '../testing/orderFixtures';
import { getWith, register, sessionOf } from '../testing/signInFixtures';
import { type SmtpInbox, startSmtpInbox } from '../testing/smtpInbox';

/**
 * Anyone may sign up with an address they do not own. Until the identity provider has verified
 * it, the server sends it nothing: what other people do (order, write) reaches that person in
 * the product only, so nobody can make the server mail a stranger.
 */
describe('mail goes only to verified addresses', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let sender: ReturnType<typeof mailSenderFor>;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    testApp = await buildTestApp({
      env: {
        SMTP_URL: inbox.url,
        MAIL_POLL_SECONDS: '0',
        PUBLIC_URL: 'https://books.example',
        JWT_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    sender = mailSenderFor(testApp.db, testApp.config, inbox.url);
    await settleOutbox(testApp.db);
  });
  afterAll(async () => {
    sender.close();
    await testApp.close();
    await inbox.close();
  });

  const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to.includes(email));

  it('tells an unverified seller of orders and messages in the product only, and mails them once verified', async () => {
    const email = uniqueEmail('stranger');
    const seller = await createEmulatorUser(email);
    const session = await sessionOf(testApp, seller);
    expect((await register(testApp, session, email, 'seller')).statusCode).toBe(200);
    const bait = 'FREE MONEY \u2026 http://phish.example/login';
    const listing = await addListing(testApp.db, { seller: email, bookTitle: bait });

    for (const buyer of [BUYER, OTHER_SELLER]) {
      const order = orderPayload(listing, { email: buyer, seller_email: email, bookTitle: bait });
      expect((await sendAs(testApp, 'POST', '/api/orders', buyer, order)).statusCode).toBe(201);
      const question = { listing_id: listing, body: 'Is it still there?' };
      const asked = await sendAs(testApp, 'POST', '/api/conversations', buyer, question);
      expect(asked.statusCode).toBe(201);
    }
    await sender.sendDueMails();

    expect(mailsTo(email)).toEqual([]);
    const counts = UnreadCountsSchema.parse(
      (await getWith(testApp, '/api/unread-counts', session)).json(),
    );
    expect(counts).toEqual({ messages: 2, notifications: 4 });

    // Verified, and signed in since (the server learns it at sign-in): the next order is mailed.
    await updateEmulatorUser(seller.uid, { emailVerified: true });
    await sessionOf(testApp, seller);
    const another = await addListing(testApp.db, { seller: email, bookTitle: bait });
    const order = orderPayload(another, { seller_email: email, bookTitle: bait });
    expect((await sendAs(testApp, 'POST', '/api/orders', BUYER, order)).statusCode).toBe(201);
    await sender.sendDueMails();

    expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['A buyer ordered your book']);
  });
});
