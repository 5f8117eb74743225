/**
 * @database either
 */
import { eq } from 'drizzle-orm';
import { TEST_MODE_CARDS } from '../../shared/constants';
import { SERVER_ERRORS } from '../../shared/messages';
import { UnreadCountsSchema } from '../../shared/schemas/conversation';
import {
  NotificationsPageSchema,
  NotificationsReadResponseSchema,
} from '../../shared/schemas/notification';
import { conversations, messages, users } from '../db/schema';
import type { TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  callAs,
  expectRefusal,
  OWNER,
  userId,
} from '../testing/listingFixtures';
import { addNotification, notificationsOf } from '../testing/notificationFixtures';
import { addPerson, orderPayload, sendAs } from '../testing/orderFixtures';
import { buildPaymentTestApp, OTHER_BUYER, orderWithIntent, pay } from '../testing/paymentFixtures';
import { addHandedOverOrder } from '../testing/reviewFixtures';

/**
 * Who is told what (docs/product.md#notifications): each change writes exactly one notification
 * per person concerned, in its own transaction, and a refused or repeated change writes none.
 * Then the routes, always the caller's own. Every test uses fresh people, so counts are its own.
 */
describe('notifications', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildPaymentTestApp();
  });
  afterAll(() => testApp.close());

  const told = (email: string) => notificationsOf(testApp.db, email);
  const nameOf = async (email: string) =>
    (await testApp.db.select().from(users).where(eq(users.email, email)))[0]!.name;
  const about = (orderId: string, listingId: string | null) => ({
    order_id: orderId,
    listing_id: listingId,
    book_title: 'Fixture Book',
  });

  describe('written with the change that causes them', () => {
    it('book_ordered: the seller, once; a second order of the same book tells nobody', async () => {
      const seller = await addPerson(testApp.db, 'seller');
      const buyer = await addPerson(testApp.db);
      const listingId = await addListing(testApp.db, { seller });
      const place = () =>
        sendAs(testApp, 'POST', '/api/orders', buyer, orderPayload(listingId, { email: buyer }));

      const placed = await place();
      expect(placed.statusCode).toBe(201);
      expectRefusal(await place(), 409, SERVER_ERRORS.alreadyOrdered);
      const orderId = (placed.json() as { insertedId: string }).insertedId;
      expect(await told(seller)).toEqual([
        {
          kind: 'book_ordered',
          data: { ...about(orderId, listingId), buyer_name: await nameOf(buyer) },
          read: false,
        },
      ]);
      expect(await told(buyer)).toEqual([]);
    });

    it('order_paid to the seller with the meeting place, sold_to_another_buyer to the other buyer; a replay tells nobody', async () => {
      const seller = await addPerson(testApp.db, 'seller');
      const [payer, loser] = [await addPerson(testApp.db), await addPerson(testApp.db)];
      const listingId = await addListing(testApp.db, { seller });
      const lost = await addOrder(testApp.db, listingId, 'unpaid', loser);
      const paid = await orderWithIntent(testApp, payer, TEST_MODE_CARDS.succeeds, listingId);

      expect((await pay(testApp, payer, paid)).statusCode).toBe(201);
      expect((await pay(testApp, payer, paid)).statusCode).toBe(200);
      expect(await told(seller)).toEqual([
        {
          kind: 'order_paid',
          data: {
            ...about(paid.orderId, listingId),
            buyer_name: 'Karim Ahmed',
            meeting_place: 'Dhaka',
          },
          read: false,
        },
      ]);
      expect(await told(loser)).toEqual([
        {
          kind: 'order_cancelled',
          data: { ...about(lost, listingId), reason: 'sold_to_another_buyer' },
          read: false,
        },
      ]);
      expect(await told(payer)).toEqual([]);
    });

    it('listing_deleted to the buyer; the payment refused afterwards tells the seller nothing', async () => {
      const seller = await addPerson(testApp.db, 'seller');
      const buyer = await addPerson(testApp.db);
      const listingId = await addListing(testApp.db, { seller });
      const paid = await orderWithIntent(testApp, buyer, TEST_MODE_CARDS.succeeds, listingId);

      expect(
        (await callAs(testApp, 'DELETE', `/api/deletebook/${listingId}`, seller)).statusCode,
      ).toBe(200);
      expectRefusal(
        await pay(testApp, buyer, paid),
        409,
        SERVER_ERRORS.paymentRefundedListingRemoved,
      );
      expect(await told(buyer)).toEqual([
        {
          kind: 'order_cancelled',
          data: { ...about(paid.orderId, null), reason: 'listing_deleted' },
          read: false,
        },
      ]);
      expect(await told(seller)).toEqual([]);
    });

    it('seller_verified: only the verify that changes something', async () => {
      const seller = await addPerson(testApp.db, 'seller');
      const verify = () =>
        callAs(testApp, 'PUT', `/api/sellerverify?mail=${encodeURIComponent(seller)}`, ADMIN);
      expect((await verify()).statusCode).toBe(200);
      expect((await verify()).statusCode).toBe(200);
      expect(await told(seller)).toEqual([{ kind: 'seller_verified', data: {}, read: false }]);
    });

    it('new_review to the seller; a second review of the order is refused and tells nobody', async () => {
      const seller = await addPerson(testApp.db, 'seller');
      const buyer = await addPerson(testApp.db);
      const orderId = await addHandedOverOrder(testApp.db, { buyer, seller });
      const review = () =>
        sendAs(testApp, 'POST', '/api/reviews', buyer, { order_id: orderId, rating: 4 });

      const written = await review();
      expect(written.statusCode).toBe(201);
      expectRefusal(await review(), 409, SERVER_ERRORS.reviewExists);
      expect(await told(seller)).toEqual([
        {
          kind: 'new_review',
          data: {
            review_id: (written.json() as { insertedId: string }).insertedId,
            seller_id: await userId(testApp.db, seller),
            rating: 4,
            book_title: 'Fixture Book',
          },
          read: false,
        },
      ]);
    });
  });

  describe('the routes, the caller’s own only', () => {
    const page = async (caller: string, query = '') => {
      const response = await callAs(testApp, 'GET', `/api/notifications${query}`, caller);
      expect(response.statusCode).toBe(200);
      return NotificationsPageSchema.parse(response.json());
    };
    const read = (caller: string | undefined, id: string) =>
      callAs(testApp, 'POST', `/api/notifications/${id}/read`, caller);
    const unread = (response: { statusCode: number; json(): unknown }) => {
      expect(response.statusCode).toBe(200);
      return NotificationsReadResponseSchema.parse(response.json()).unread;
    };
    const counts = async (caller: string) => {
      const response = await callAs(testApp, 'GET', '/api/unread-counts', caller);
      expect(response.statusCode).toBe(200);
      return UnreadCountsSchema.parse(response.json());
    };

    it('pages newest first by `before`; another person’s id as `before` gives an empty page', async () => {
      const person = await addPerson(testApp.db);
      const ids: string[] = [];
      for (let i = 0; i < 5; i += 1) ids.push(await addNotification(testApp.db, person));
      const newestFirst = [...ids].reverse();

      const first = await page(person, '?limit=2');
      expect(first.items.map((n) => n._id)).toEqual(newestFirst.slice(0, 2));
      expect(first.next).toBe(newestFirst[1]);
      const second = await page(person, `?limit=2&before=${first.next}`);
      expect(second.items.map((n) => n._id)).toEqual(newestFirst.slice(2, 4));
      const last = await page(person, `?limit=2&before=${second.next}`);
      expect(last).toMatchObject({ items: [{ _id: newestFirst[4] }], next: null });
      expect(last.items[0]).toMatchObject({ kind: 'order_cancelled', read: false });

      expect(await page(OTHER_BUYER, `?before=${ids[4]}`)).toEqual({ items: [], next: null });
      expect((await page(OTHER_BUYER)).items.map((n) => n._id)).not.toContain(ids[0]);
      expectRefusal(
        await callAs(testApp, 'GET', '/api/notifications', undefined),
        401,
        SERVER_ERRORS.signInRequired,
      );
    });

    it('marks one read (twice is harmless), then all; another person’s id is unknown to the caller', async () => {
      const person = await addPerson(testApp.db);
      const [one, two] = [
        await addNotification(testApp.db, person),
        await addNotification(testApp.db, person),
      ];
      await addNotification(testApp.db, person);

      expectRefusal(await read(OTHER_BUYER, one), 404, SERVER_ERRORS.notificationNotFound);
      expectRefusal(await read(undefined, one), 401, SERVER_ERRORS.signInRequired);
      expect((await read(person, 'not-an-id')).statusCode).toBe(400);
      expect(unread(await read(person, one))).toBe(2);
      expect(unread(await read(person, one))).toBe(2);
      expect((await page(person)).items.find((n) => n._id === two)?.read).toBe(false);

      const markAll = (caller: string | undefined) =>
        callAs(testApp, 'POST', '/api/notifications/read-all', caller);
      expectRefusal(await markAll(undefined), 401, SERVER_ERRORS.signInRequired);
      expect(unread(await markAll(person))).toBe(0);
      expect((await page(person)).items.every((n) => n.read)).toBe(true);
      expect((await counts(person)).notifications).toBe(0);
    });

    it('counts unread messages of the other person after my read mark, not removed, in both roles', async () => {
      const me = await addPerson(testApp.db, 'seller');
      const buyer = await addPerson(testApp.db);
      const [meId, ownerId, buyerId] = [
        await userId(testApp.db, me),
        await userId(testApp.db, OWNER),
        await userId(testApp.db, buyer),
      ];
      const conversation = async (buyerOf: string, sellerOf: string) => {
        const [row] = await testApp.db
          .insert(conversations)
          .values({ bookTitle: 'Fixture Book', buyerId: buyerOf, sellerId: sellerOf })
          .returning({ id: conversations.id });
        return row!.id;
      };
      const say = async (conversationId: string, senderId: string, removed = false) => {
        const [row] = await testApp.db
          .insert(messages)
          .values({
            conversationId,
            senderId,
            body: 'Hello',
            removedAt: removed ? new Date() : null,
          })
          .returning({ seq: messages.seq });
        return row!.seq;
      };
      // I ask OWNER about a book (I am its buyer) and a buyer asks me about mine (I am its seller).
      const asking = await conversation(meId, ownerId);
      const readUpTo = await say(asking, ownerId);
      await say(asking, meId);
      await say(asking, ownerId);
      await say(asking, ownerId, true);
      await testApp.db
        .update(conversations)
        .set({ buyerReadSeq: readUpTo })
        .where(eq(conversations.id, asking));
      const asked = await conversation(buyerId, meId);
      await say(asked, buyerId);
      await say(asked, buyerId);
      await addNotification(testApp.db, me);

      expect(await counts(me)).toEqual({ messages: 3, notifications: 1 });
      expect(await counts(buyer)).toEqual({ messages: 0, notifications: 0 });
      expectRefusal(
        await callAs(testApp, 'GET', '/api/unread-counts', undefined),
        401,
        SERVER_ERRORS.signInRequired,
      );
    });
  });
});
