/**
 * @database either
 */
import { SERVER_ERRORS } from '../../shared/messages';
import {
  ConversationSchema,
  MessageSchema,
  MessagesPageSchema,
} from '../../shared/schemas/conversation';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { addConversation } from '../testing/conversationFixtures';
import {
  ADMIN,
  addListing,
  BUYER,
  callAs,
  expectRefusal,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';

/**
 * The admin's side of messages (docs/product.md#messages): removing a message, stopping and
 * allowing a person's sending, each with its deny paths; and the per-person limit on sending,
 * shared by both ways of sending. Reported conversations are in the reports' queue (reports.test.ts).
 */
describe('moderating conversations', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => testApp.close());

  const send = (caller: string, id: string, body: string) =>
    sendAs(testApp, 'POST', `/api/conversations/${id}/messages`, caller, { body });
  const remove = (caller: string | undefined, messageId: string) =>
    callAs(testApp, 'PUT', `/api/messages/${messageId}/removal`, caller);
  const block = async (caller: string | undefined, email: string, blocked: boolean) =>
    sendAs(
      testApp,
      'PUT',
      `/api/users/${await userId(testApp.db, email)}/messaging-block`,
      caller,
      { blocked },
    );
  const roleRequired = (status: number) => [status, SERVER_ERRORS.roleRequired(['admin'])] as const;

  it('removing a message: it keeps its place, empty, for both people; twice is 409, unknown 404', async () => {
    const buyer = await addPerson(testApp.db);
    const { id, seller, messageIds } = await addConversation(testApp.db, {
      buyer,
      count: 2,
      reported: true,
    });
    const target = messageIds[1]!;
    for (const caller of [buyer, seller, OWNER]) {
      expectRefusal(await remove(caller, target), ...roleRequired(403));
    }
    expectRefusal(await remove(undefined, target), 401, SERVER_ERRORS.signInRequired);

    const removed = await remove(ADMIN, target);
    expect(MessageSchema.parse(removed.json())).toMatchObject({
      _id: target,
      body: '',
      removed: true,
    });
    for (const reader of [buyer, seller]) {
      const page = MessagesPageSchema.parse(
        (await callAs(testApp, 'GET', `/api/conversations/${id}/messages`, reader)).json(),
      );
      expect(page.items.map((m) => [m.body, m.removed])).toEqual([
        ['Message 1', false],
        ['', true],
      ]);
      const seen = ConversationSchema.parse(
        (await callAs(testApp, 'GET', `/api/conversations/${id}`, reader)).json(),
      );
      expect(seen.last_message).toMatchObject({ body: '', removed: true });
    }
    // The removed message no longer counts as unread for the seller.
    expect(
      ConversationSchema.parse(
        (await callAs(testApp, 'GET', `/api/conversations/${id}`, seller)).json(),
      ).unread,
    ).toBe(1);
    expectRefusal(await remove(ADMIN, target), 409, SERVER_ERRORS.messageAlreadyRemoved);
    expectRefusal(
      await remove(ADMIN, '00000000-0000-4000-8000-000000000000'),
      404,
      SERVER_ERRORS.messageNotFound,
    );
  });

  it('a stopped person gets the clear refusal on both ways of sending, until allowed again', async () => {
    const buyer = await addPerson(testApp.db);
    const { id, seller } = await addConversation(testApp.db, { buyer });
    const otherBook = await addListing(testApp.db, { seller });
    const start = () =>
      sendAs(testApp, 'POST', '/api/conversations', buyer, { listing_id: otherBook, body: 'Hi' });

    const stopped = await block(ADMIN, buyer, true);
    expect(stopped.json()).toEqual({ _id: await userId(testApp.db, buyer), sending_blocked: true });
    expectRefusal(await send(buyer, id, 'Hello?'), 403, SERVER_ERRORS.messagingBlocked);
    expectRefusal(await start(), 403, SERVER_ERRORS.messagingBlocked);
    const asBuyer = await callAs(testApp, 'GET', `/api/conversations/${id}`, buyer);
    expect(ConversationSchema.parse(asBuyer.json()).sending_blocked).toBe(true);
    // The other person still writes; the stopped one still reads.
    expect((await send(seller, id, 'Are you there?')).statusCode).toBe(201);

    expect((await block(ADMIN, buyer, false)).json()).toMatchObject({ sending_blocked: false });
    expect((await send(buyer, id, 'Yes.')).statusCode).toBe(201);
    expect((await start()).statusCode).toBe(201);
  });

  it('stopping: only the admin, never an admin account, and only someone who exists', async () => {
    const buyer = await addPerson(testApp.db);
    for (const caller of [BUYER, OWNER]) {
      expectRefusal(await block(caller, buyer, true), ...roleRequired(403));
    }
    expectRefusal(await block(undefined, buyer, true), 401, SERVER_ERRORS.signInRequired);
    expectRefusal(await block(ADMIN, ADMIN, true), 409, SERVER_ERRORS.adminMessagingBlock);
    const unknown = await sendAs(
      testApp,
      'PUT',
      '/api/users/00000000-0000-4000-8000-000000000000/messaging-block',
      ADMIN,
      { blocked: true },
    );
    expectRefusal(unknown, 404, SERVER_ERRORS.userIdNotFound);
    const { id } = await addConversation(testApp.db, { buyer });
    expect((await send(buyer, id, 'Not stopped.')).statusCode).toBe(201);
  });
});

describe('the sending limit', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { MESSAGE_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => testApp.close());

  it('counts both ways of sending per person, then answers 429 with the shared message', async () => {
    const buyer = await addPerson(testApp.db);
    const other = await addPerson(testApp.db);
    const { id, seller } = await addConversation(testApp.db, { buyer });
    const listingId = await addListing(testApp.db, { seller });
    const send = (caller: string) =>
      sendAs(testApp, 'POST', `/api/conversations/${id}/messages`, caller, { body: 'Hi' });
    const start = (caller: string) =>
      sendAs(testApp, 'POST', '/api/conversations', caller, { listing_id: listingId, body: 'Hi' });

    expect((await start(buyer)).statusCode).toBe(201);
    expect((await send(buyer)).statusCode).toBe(201);
    expect((await send(buyer)).statusCode).toBe(201);
    expectRefusal(await send(buyer), 429, SERVER_ERRORS.tooManyRequests);
    expectRefusal(await start(buyer), 429, SERVER_ERRORS.tooManyRequests);
    // Someone else's budget is their own.
    expect((await send(seller)).statusCode).toBe(201);
    expect((await start(other)).statusCode).toBe(201);
  });
});
