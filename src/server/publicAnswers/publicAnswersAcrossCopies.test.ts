/**
 * @database postgres
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { ListingSchema } from '../../shared/schemas/listing';
import { listings } from '../db/schema';
import { PUBLIC_ANSWERS_LISTENER_NAME } from '../publicAnswers/publicAnswersPlugin';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { editBody, putEdit } from '../testing/editFixtures';
import { addListing, OWNER } from '../testing/listingFixtures';
import { createTestDatabase } from '../testing/postgres/testDatabase';

/**
 * Two copies of the server on one PostgreSQL database, as behind a load balancer: each keeps
 * public answers in memory (publicAnswers/publicAnswersPlugin.ts), and a write committed through copy A shows
 * in copy B's very next answer, with no waiting: B catches up on the notifications committed
 * before each request before it answers from memory.
 */
describe('public answers across server copies', () => {
  let copyA: TestApp;
  let copyB: TestApp;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase({ seeded: true });
    copyA = await buildTestApp({ databaseUrl });
    copyB = await buildTestApp({ databaseUrl });
    await copyA.app.ready();
    await copyB.app.ready();
  });
  afterAll(async () => {
    await copyA?.close();
    await copyB?.close();
  });

  const bookPageOn = async (copy: TestApp, id: string) => {
    const response = await copy.app.inject({ method: 'GET', url: `/api/listings/${id}` });
    return { etag: response.headers.etag, listing: ListingSchema.parse(response.json()) };
  };

  it('an edit through copy A shows in copy B’s next answer', async () => {
    const id = await addListing(copyA.db);
    const before = await bookPageOn(copyB, id);
    // Answered from B's memory now: the same tag again.
    expect((await bookPageOn(copyB, id)).etag).toBe(before.etag);

    const body = await editBody(copyA, id, { seller_price: 77 });
    expect((await putEdit(copyA, id, OWNER, body)).statusCode).toBe(200);

    const after = await bookPageOn(copyB, id);
    expect(after.listing.seller_price).toBe(77);
    expect(after.etag).not.toBe(before.etag);
  });

  it('a write by a job or script (straight to the database) shows as well', async () => {
    const id = await addListing(copyA.db);
    expect((await bookPageOn(copyB, id)).listing.sold).toBe(false);
    await copyA.db.update(listings).set({ sold: true }).where(eq(listings.id, id));
    expect((await bookPageOn(copyB, id)).listing.sold).toBe(true);
  });

  it('while copy B’s listening connection is cut and comes back, its answers stay right', async () => {
    const id = await addListing(copyA.db);
    expect((await bookPageOn(copyB, id)).listing.adv).toBe(false);
    await copyA.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
       where application_name = ${PUBLIC_ANSWERS_LISTENER_NAME} and datname = current_database()`);
    await copyA.db.update(listings).set({ adv: true }).where(eq(listings.id, id));
    expect((await bookPageOn(copyB, id)).listing.adv).toBe(true);
    await copyA.db.update(listings).set({ adv: false }).where(eq(listings.id, id));
    expect((await bookPageOn(copyB, id)).listing.adv).toBe(false);
  });

  it('with the production lease, a write straight to the database shows once the lease has passed', async () => {
    const leaseMs = 200;
    const leased = await buildTestApp({
      databaseUrl,
      env: { PUBLIC_ANSWERS_LEASE_MS: String(leaseMs) },
    });
    try {
      const id = await addListing(copyA.db);
      expect((await bookPageOn(leased, id)).listing.sold).toBe(false);
      await copyA.db.update(listings).set({ sold: true }).where(eq(listings.id, id));
      // Usually at once (the notification arrives first); by the lease's end whatever the load.
      await sleep(leaseMs + 50);
      expect((await bookPageOn(leased, id)).listing.sold).toBe(true);
    } finally {
      await leased.close();
    }
  });
});
