/**
 * @database either
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SERVER_ERRORS } from '../../shared/messages';
import { CategoryListSchema } from '../../shared/schemas/category';
import { DeleteResultSchema } from '../../shared/schemas/common';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  addOrder,
  addWish,
  expectRefusal,
  listingRow,
  OTHER_SELLER,
  orderRow,
  OWNER,
  wishlistOf,
} from '../testing/listingFixtures';

describe('DELETE /api/deletebook/:id', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const deleteListing = async (id: string, caller: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/api/deletebook/${id}`,
      headers: await signedInAs(testApp, caller),
    });
  const expectDeleted = async (id: string, caller: string) => {
    const response = await deleteListing(id, caller);
    expect(response.statusCode).toBe(200);
    expect(DeleteResultSchema.parse(response.json())).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect(await listingRow(testApp.db, id)).toBeUndefined();
  };
  const artTotal = async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/Categories' });
    return CategoryListSchema.parse(response.json()).find(
      (c) => c.category_name === 'Art and Collectibles',
    )!.total;
  };

  it('deletes the owner’s book: unpaid orders cancelled, paid history kept, wishlists emptied', async () => {
    const id = await addListing(testApp.db, { category: 'Art and Collectibles' });
    const kept = await addListing(testApp.db);
    const unpaid = await addOrder(testApp.db, id, 'unpaid');
    const paid = await addOrder(testApp.db, id, 'paid', OTHER_SELLER);
    const otherUnpaid = await addOrder(testApp.db, kept, 'unpaid');
    await addWish(testApp.db, id);
    await addWish(testApp.db, id, ADMIN);
    await addWish(testApp.db, kept);
    const totalBefore = await artTotal();

    await expectDeleted(id, OWNER);

    expect(await orderRow(testApp.db, unpaid)).toMatchObject({
      status: 'cancelled',
      listingId: null,
    });
    expect(await orderRow(testApp.db, paid)).toMatchObject({
      status: 'paid',
      listingId: null,
      bookTitle: 'Fixture Book',
      paidAt: expect.any(Date),
    });
    expect(await orderRow(testApp.db, otherUnpaid)).toMatchObject({
      status: 'unpaid',
      listingId: kept,
    });
    expect(await wishlistOf(testApp.db, id)).toEqual([]);
    expect(await wishlistOf(testApp.db, kept)).toHaveLength(1);
    expect(await artTotal()).toBe(totalBefore - 1);

    const again = await deleteListing(id, OWNER);
    expectRefusal(again, 404, SERVER_ERRORS.listingNotFound);
    const isSold = await testApp.app.inject({ method: 'GET', url: `/api/issold/${id}` });
    expect(isSold.statusCode).toBe(404);
  });

  it("lets an admin delete any seller's book, a sold one too", async () => {
    await expectDeleted(await addListing(testApp.db, { seller: OTHER_SELLER }), ADMIN);
    await expectDeleted(await addListing(testApp.db, { sold: true }), OWNER);
  });

  it('cancels nothing when the delete fails: one transaction', async () => {
    const id = await addListing(testApp.db);
    const unpaid = await addOrder(testApp.db, id, 'unpaid');
    await testApp.db.execute(sql`
      create function refuse_delete() returns trigger language plpgsql as
        $$ begin raise exception 'refused by the test'; end $$`);
    await testApp.db.execute(
      sql.raw(`create trigger refuse_delete before delete on listings for each row
        when (old.id = '${id}') execute function refuse_delete()`),
    );
    try {
      expect((await deleteListing(id, OWNER)).statusCode).toBe(500);
      expect(await orderRow(testApp.db, unpaid)).toMatchObject({ status: 'unpaid', listingId: id });
      expect(await listingRow(testApp.db, id)).toBeDefined();
    } finally {
      await testApp.db.execute(sql.raw('drop trigger refuse_delete on listings'));
    }
  });

  describe('refusals change nothing', () => {
    let id: string;
    let unpaid: string;
    let snapshot: () => Promise<unknown>;
    let before: unknown;
    beforeEach(async () => {
      id = await addListing(testApp.db);
      unpaid = await addOrder(testApp.db, id, 'unpaid');
      await addWish(testApp.db, id);
      snapshot = async () => [
        await listingRow(testApp.db, id),
        await orderRow(testApp.db, unpaid),
        await wishlistOf(testApp.db, id),
      ];
      before = await snapshot();
    });
    afterEach(async () => expect(await snapshot()).toEqual(before));

    it('403 for another seller', async () => {
      expectRefusal(await deleteListing(id, OTHER_SELLER), 403, SERVER_ERRORS.notYourListing);
    });

    it('404 for an unknown book, 400 for a malformed id', async () => {
      expectRefusal(await deleteListing(randomUUID(), OWNER), 404, SERVER_ERRORS.listingNotFound);
      expectRefusal(await deleteListing('abc', OWNER), 400, /^id: /);
    });
  });
});
