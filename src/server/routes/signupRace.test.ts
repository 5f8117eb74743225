/**
 * @database each
 */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { UpsertResultSchema } from '../../shared/schemas/common';
import { users } from '../db/schema';
import { signedInAs } from '../testing/authHeaders';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import { testDatabaseName } from '../testing/postgres/testDatabase';

const RACERS = 20;

/**
 * The client registers the person after every sign-in, and a double click, two tabs or a retry
 * send the same POST /g-users at once. Each person must still end as one user row.
 */
describe(`${RACERS} sign-ups of one e-mail at once on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  const register = async (email: string, payload: Record<string, unknown>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/g-users',
      headers: await signedInAs(testApp, email),
      payload,
    });
  const rowsOf = (email: string) =>
    testApp.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
  const resultsOf = (answers: LightMyRequestResponse[]) =>
    answers.map((answer) => UpsertResultSchema.parse(answer.json()));

  it('stores one user; exactly one answer says created, the others matched it', async () => {
    const email = 'twin@test.example';
    // Spelled differently by different tabs: the address is one person whatever its case.
    const spellings = [email, 'Twin@Test.example', 'TWIN@test.EXAMPLE'];
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) => {
        const spelled = spellings[i % spellings.length]!;
        return register(spelled, { name: 'Twin', email: spelled, role: 'buyer', img: '' });
      }),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RACERS).fill(200));
    const results = resultsOf(answers);
    const created = results.filter((result) => result.upsertedCount === 1);
    expect(created).toHaveLength(1);
    expect(results.filter((result) => result.matchedCount === 1)).toHaveLength(RACERS - 1);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: created[0]!.upsertedId, email, role: 'buyer' });
  });

  it('ends a buyer-and-seller race as one seller, never two rows or a buyer', async () => {
    const email = 'mixed@test.example';
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        register(email, { name: `Mixed ${i}`, email, role: i % 2 ? 'seller' : 'buyer', img: '' }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RACERS).fill(200));
    expect(resultsOf(answers).filter((result) => result.upsertedCount === 1)).toHaveLength(1);
    const rows = await rowsOf(email);
    expect(rows).toHaveLength(1);
    // Roles only go up, whichever request came last.
    expect(rows[0]?.role).toBe('seller');
  });

  it('keeps the people apart when many sign up at once, each with a few repeats', async () => {
    const people = Array.from({ length: 8 }, (_, i) => `crowd${i}@test.example`);
    const answers = await Promise.all(
      people.flatMap((email) =>
        [1, 2, 3].map(() => register(email, { name: email, email, role: 'buyer', img: '' })),
      ),
    );

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(resultsOf(answers).filter((result) => result.upsertedCount === 1)).toHaveLength(
      people.length,
    );
    for (const email of people) expect(await rowsOf(email)).toHaveLength(1);
  });
});
