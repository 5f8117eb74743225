/**
 * @database either
 */
import { MESSAGE_MAX_LENGTH } from '../../shared/constants';
import { SERVER_ERRORS, VALIDATION } from '../../shared/messages';
import {
  ConversationSchema,
  ConversationsPageSchema,
  MessageSchema,
  MessagesPageSchema,
  StartConversationResponseSchema,
  UnreadCountsSchema,
} from '../../shared/schemas/conversation';
import { ReportListSchema } from '../../shared/schemas/report';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addConversation } from '../testing/conversationFixtures';
import { addListing, callAs, expectRefusal } from '../testing/listingFixtures';
import { notificationsOf } from '../testing/notificationFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';

/**
 * Messages between a buyer and a seller (docs/product.md#messages): starting and joining a
 * conversation, what a message may be, who may read and write, paging, unread counts and the
 * one new_message notification per conversation until it is read. Fresh people in every test.
 */
describe('conversations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => testApp.close());

  const start = (caller: string, listingId: string, body: string) =>
    sendAs(testApp, 'POST', '/api/conversations', caller, { listing_id: listingId, body });
  const send = (caller: string, id: string, body: string) =>
    sendAs(testApp, 'POST', `/api/conversations/${id}/messages`, caller, { body });
  const markRead = (caller: string, id: string, seq: number) =>
    sendAs(testApp, 'POST', `/api/conversations/${id}/read`, caller, { seq });
  const conversation = async (caller: string, id: string) =>
    ConversationSchema.parse(
      (await callAs(testApp, 'GET', `/api/conversations/${id}`, caller)).json(),
    );
  const messagesPage = async (caller: string, id: string, query = '') =>
    MessagesPageSchema.parse(
      (await callAs(testApp, 'GET', `/api/conversations/${id}/messages${query}`, caller)).json(),
    );
  const counts = async (caller: string) =>
    UnreadCountsSchema.parse((await callAs(testApp, 'GET', '/api/unread-counts', caller)).json());
  const pair = async () => ({
    buyer: await addPerson(testApp.db),
    seller: await addPerson(testApp.db, 'seller'),
  });

  describe('starting a conversation', () => {
    it('the first message makes it with the book copied in; the next joins the same one', async () => {
      const { buyer, seller } = await pair();
      const listingId = await addListing(testApp.db, { seller, bookTitle: 'Pather Panchali' });

      const first = await start(buyer, listingId, '  Is the cover torn?  ');
      expect(first.statusCode).toBe(201);
      const started = StartConversationResponseSchema.parse(first.json());
      expect(started.conversation).toMatchObject({
        listing_id: listingId,
        book_title: 'Pather Panchali',
        my_role: 'buyer',
        other: { name: 'Test seller ' + seller.match(/\d+/)![0] },
        last_message: { body: 'Is the cover torn?', mine: true, removed: false },
        unread: 0,
        reported: false,
        sending_blocked: false,
      });
      expect(started.message).toMatchObject({ body: 'Is the cover torn?', mine: true });

      const again = await start(buyer, listingId, 'Or the spine?');
      expect(again.statusCode).toBe(201);
      const joined = StartConversationResponseSchema.parse(again.json());
      expect(joined.conversation._id).toBe(started.conversation._id);
      expect(joined.message.seq).toBeGreaterThan(started.message.seq);
      const seen = await messagesPage(seller, started.conversation._id);
      expect(seen.items.map((m) => [m.body, m.mine])).toEqual([
        ['Is the cover torn?', false],
        ['Or the spine?', false],
      ]);
    });

    it('two first messages at once land in one conversation', async () => {
      const { buyer, seller } = await pair();
      const listingId = await addListing(testApp.db, { seller });
      const [a, b] = await Promise.all([
        start(buyer, listingId, 'A'),
        start(buyer, listingId, 'B'),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const ids = [a, b].map(
        (r) => StartConversationResponseSchema.parse(r.json()).conversation._id,
      );
      expect(ids[0]).toBe(ids[1]);
      expect((await messagesPage(buyer, ids[0]!)).items).toHaveLength(2);
    });

    it('refuses the seller of the book, a deleted book and an unknown one', async () => {
      const { buyer, seller } = await pair();
      const own = await addListing(testApp.db, { seller });
      expectRefusal(await start(seller, own, 'Hello'), 409, SERVER_ERRORS.ownListingMessage);

      const deleted = await addListing(testApp.db, { seller });
      expect(
        (await callAs(testApp, 'DELETE', `/api/deletebook/${deleted}`, seller)).statusCode,
      ).toBe(200);
      expectRefusal(
        await start(buyer, deleted, 'Still there?'),
        404,
        SERVER_ERRORS.listingNotFound,
      );
      expectRefusal(
        await start(buyer, '00000000-0000-4000-8000-000000000000', 'Hello'),
        404,
        SERVER_ERRORS.listingNotFound,
      );
      expect((await callAs(testApp, 'GET', '/api/conversations', seller)).json()).toEqual({
        items: [],
        next: null,
      });
    });

    it('a sold book can still be asked about (the buyer who paid arranges the meeting)', async () => {
      const { buyer, seller } = await pair();
      const sold = await addListing(testApp.db, { seller, sold: true });
      expect((await start(buyer, sold, 'Where shall we meet?')).statusCode).toBe(201);
    });

    it('GET /conversations/about/:listingId: the buyer’s own, else 404', async () => {
      const { buyer } = await pair();
      const other = await addPerson(testApp.db);
      const { id, listingId } = await addConversation(testApp.db, { buyer });
      const about = await callAs(testApp, 'GET', `/api/conversations/about/${listingId}`, buyer);
      expect(ConversationSchema.parse(about.json())._id).toBe(id);
      expectRefusal(
        await callAs(testApp, 'GET', `/api/conversations/about/${listingId}`, other),
        404,
        SERVER_ERRORS.conversationNotFound,
      );
    });
  });

  describe('what a message may be', () => {
    it('2,000 characters are taken; 2,001, whitespace only and NUL are refused', async () => {
      const { buyer } = await pair();
      const { id } = await addConversation(testApp.db, { buyer });
      const longest = 'ক'.repeat(MESSAGE_MAX_LENGTH);
      expect((await send(buyer, id, longest)).statusCode).toBe(201);
      expectRefusal(
        await send(buyer, id, `${longest}x`),
        400,
        `body: ${VALIDATION.messageTooLong}`,
      );
      expectRefusal(await send(buyer, id, ' \n\t '), 400, `body: ${VALIDATION.messageRequired}`);
      expectRefusal(await send(buyer, id, 'a\u0000b'), 400, `body: ${VALIDATION.unstorableText}`);
      const stored = await messagesPage(buyer, id);
      expect(stored.items.map((m) => m.body.length)).toEqual(['Message 1'.length, 2000]);
    });

    it('HTML is kept and answered as the text it is', async () => {
      const { buyer, seller } = await pair();
      const listingId = await addListing(testApp.db, { seller });
      const html = '<img src=x onerror="alert(1)"> <b>bold</b> &amp; <a href="javascript:x">a</a>';
      const sent = StartConversationResponseSchema.parse(
        (await start(buyer, listingId, html)).json(),
      );
      expect(sent.message.body).toBe(html);
      expect((await messagesPage(seller, sent.conversation._id)).items[0]!.body).toBe(html);
    });
  });

  describe('only its two people', () => {
    it('a third person, and the admin before a report, get 404 on every route', async () => {
      const { buyer } = await pair();
      const stranger = await addPerson(testApp.db, 'seller');
      const { id } = await addConversation(testApp.db, { buyer });
      for (const caller of [stranger, 'admin@demo.test']) {
        const missing = SERVER_ERRORS.conversationNotFound;
        expectRefusal(
          await callAs(testApp, 'GET', `/api/conversations/${id}`, caller),
          404,
          missing,
        );
        expectRefusal(
          await callAs(testApp, 'GET', `/api/conversations/${id}/messages`, caller),
          404,
          missing,
        );
        expectRefusal(await send(caller, id, 'Hi'), 404, missing);
        expectRefusal(await markRead(caller, id, 1), 404, missing);
        expectRefusal(
          await sendAs(testApp, 'POST', `/api/conversations/${id}/report`, caller, {
            reason: 'Spam.',
          }),
          404,
          missing,
        );
      }
      expect((await messagesPage(buyer, id)).items).toHaveLength(1);
      const anonymous = await callAs(testApp, 'GET', `/api/conversations/${id}`, undefined);
      expectRefusal(anonymous, 401, SERVER_ERRORS.signInRequired);
    });

    it('the admin reads a reported conversation, read only', async () => {
      const { id } = await addConversation(testApp.db, { reported: true });
      const seen = await conversation('admin@demo.test', id);
      expect(seen).toMatchObject({ reported: true, sending_blocked: true, unread: 0 });
      const page = await messagesPage('admin@demo.test', id);
      expect(page.items.map((m) => [m.body, m.mine])).toEqual([['Message 1', false]]);
      expectRefusal(
        await send('admin@demo.test', id, 'Hi'),
        404,
        SERVER_ERRORS.conversationNotFound,
      );
    });
  });

  describe('paging', () => {
    it('conversations: newest activity first; a new message moves one to the top', async () => {
      const { buyer } = await pair();
      const [a, b, c] = [
        await addConversation(testApp.db, { buyer }),
        await addConversation(testApp.db, { buyer }),
        await addConversation(testApp.db, { buyer }),
      ];
      const list = async (query: string) =>
        ConversationsPageSchema.parse(
          (await callAs(testApp, 'GET', `/api/conversations${query}`, buyer)).json(),
        );
      const first = await list('?limit=2');
      expect(first.items.map((x) => x._id)).toEqual([c.id, b.id]);
      // The cursor keeps its place when the page's last conversation moves up meanwhile.
      expect((await send(b.seller, b.id, 'Yes, still for sale.')).statusCode).toBe(201);
      const second = await list(`?limit=2&before=${first.next}`);
      expect(second).toMatchObject({ items: [{ _id: a.id }], next: null });
      expect((await list('')).items.map((x) => x._id)).toEqual([b.id, c.id, a.id]);
      expect(await list('?before=not-a-cursor')).toEqual({ items: [], next: null });
    });

    it('messages: oldest to newest within a page, `next` for older ones', async () => {
      const { buyer } = await pair();
      const { id } = await addConversation(testApp.db, { buyer, count: 5 });
      const bodies = (page: { items: { body: string }[] }) => page.items.map((m) => m.body);
      const newest = await messagesPage(buyer, id, '?limit=2');
      expect(bodies(newest)).toEqual(['Message 4', 'Message 5']);
      const older = await messagesPage(buyer, id, `?limit=2&before=${newest.next}`);
      expect(bodies(older)).toEqual(['Message 2', 'Message 3']);
      const oldest = await messagesPage(buyer, id, `?limit=2&before=${older.next}`);
      expect(oldest).toMatchObject({ items: [{ body: 'Message 1' }], next: null });
    });
  });

  describe('unread counts, read marks and the new_message notification', () => {
    it('count the other person’s messages after the mark; the mark only moves forward', async () => {
      const { buyer, seller } = await pair();
      const { id } = await addConversation(testApp.db, { buyer, seller, count: 2 });
      expect(await counts(seller)).toEqual({ messages: 2, notifications: 0 });
      expect((await conversation(seller, id)).unread).toBe(2);
      expect((await conversation(buyer, id)).unread).toBe(0);

      const [m1, m2] = (await messagesPage(seller, id)).items;
      const read = await markRead(seller, id, m1!.seq);
      expect(ConversationSchema.parse(read.json()).unread).toBe(1);
      expect(ConversationSchema.parse((await markRead(seller, id, 0)).json()).unread).toBe(1);
      expect((await counts(seller)).messages).toBe(1);
      // Beyond the newest message stops at it: a later message still counts as unread.
      await markRead(seller, id, Number.MAX_SAFE_INTEGER);
      expect((await counts(seller)).messages).toBe(0);
      const sent = MessageSchema.parse((await send(buyer, id, 'Hello?')).json());
      expect(sent.seq).toBeGreaterThan(m2!.seq);
      expect((await conversation(seller, id)).unread).toBe(1);
      expect((await counts(seller)).messages).toBe(1);
    });

    it('one new_message per conversation until it is read, then a new one', async () => {
      const { buyer, seller } = await pair();
      const { id } = await addConversation(testApp.db, { buyer, seller, count: 0 });
      const newMessage = (senderName: string, read: boolean) => ({
        kind: 'new_message',
        data: { conversation_id: id, book_title: 'Fixture Book', sender_name: senderName },
        read,
      });
      const buyerName = (await conversation(seller, id)).other.name;
      const sellerName = (await conversation(buyer, id)).other.name;
      await send(buyer, id, 'One');
      await send(buyer, id, 'Two');
      expect(await notificationsOf(testApp.db, seller)).toEqual([newMessage(buyerName, false)]);
      expect(await notificationsOf(testApp.db, buyer)).toEqual([]);
      await send(seller, id, 'Yes?');
      expect(await notificationsOf(testApp.db, buyer)).toEqual([newMessage(sellerName, false)]);

      const last = (await messagesPage(seller, id)).items.at(-1)!;
      expect((await markRead(seller, id, last.seq)).statusCode).toBe(200);
      expect(await notificationsOf(testApp.db, seller)).toEqual([newMessage(buyerName, true)]);
      await send(buyer, id, 'Three');
      expect(await notificationsOf(testApp.db, seller)).toEqual([
        newMessage(buyerName, false),
        newMessage(buyerName, true),
      ]);
      expect(await counts(seller)).toEqual({ messages: 1, notifications: 1 });
    });
  });

  it('reporting: either person, saying why; each sees their own report until it is resolved', async () => {
    const { buyer, seller } = await pair();
    const { id } = await addConversation(testApp.db, { buyer, seller });
    const report = (caller: string, reason: string) =>
      sendAs(testApp, 'POST', `/api/conversations/${id}/report`, caller, { reason });
    expectRefusal(await report(seller, '   '), 400, `reason: ${VALIDATION.reportReasonRequired}`);
    const reported = await report(seller, '  Asks for my phone number.  ');
    expect(ConversationSchema.parse(reported.json()).reported).toBe(true);
    expect((await conversation(buyer, id)).reported).toBe(false);
    // Twice is the same report; the other person's is their own.
    expect((await report(seller, 'Again.')).statusCode).toBe(200);
    expect((await report(buyer, 'Not true.')).statusCode).toBe(200);
    const list = ReportListSchema.parse(
      (await callAs(testApp, 'GET', '/api/admin/reports', 'admin@demo.test')).json(),
    );
    const ours = list.items.filter((item) => item.target_id === id);
    expect(ours.map(({ reason, kind }) => [kind, reason])).toEqual([
      ['conversation', 'Asks for my phone number.'],
      ['conversation', 'Not true.'],
    ]);
  });
});
