/**
 * @database each
 */
import type { LightMyRequestResponse } from 'fastify';
import { SERVER_ERRORS } from '../../shared/messages';
import { ListingListSchema, ListingSchema } from '../../shared/schemas/listing';
import { toSellerRating } from '../db/queries/userMappers';
import { buildTestApp, type TestApp } from '../testing/buildTestApp';
import {
  ADMIN,
  addListing,
  callAs,
  categoryNamed,
  expectRefusal,
} from '../testing/listingFixtures';
import { addPerson, sendAs } from '../testing/orderFixtures';
import { testDatabaseName } from '../testing/postgres/testDatabase';
import { addHandedOverOrder, addReviewRow, ratingOf } from '../testing/reviewFixtures';

const NEW_REVIEWS = 16;
const EDITED = 3;
const REMOVED = 3;
/** Reviews edited by their buyer while the admin removes them: either may come first. */
const EDITED_WHILE_REMOVED = 2;

/**
 * A seller rated by many buyers at once (a busy evening after a book fair) while older reviews
 * are changed and removed: the users row's sum and count, kept by the trigger of migration
 * 0010_trust, must equal an aggregate over the reviews, and every listing answer shows it.
 */
describe(`a seller's rating under concurrent reviews on ${testDatabaseName()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  }, 60_000);
  afterAll(() => testApp.close());

  const statusOf = (answer: LightMyRequestResponse) => answer.statusCode;

  it('keeps sum and count exact, and listing answers show the new average', async () => {
    const seller = await addPerson(testApp.db, 'seller');
    const listingId = await addListing(testApp.db, { seller });
    const buyers = await Promise.all(
      Array.from({ length: NEW_REVIEWS + EDITED + REMOVED + EDITED_WHILE_REMOVED }, () =>
        addPerson(testApp.db),
      ),
    );
    const fresh = buyers.slice(0, NEW_REVIEWS);
    const older = buyers.slice(NEW_REVIEWS);
    const orders = await Promise.all(
      fresh.map((buyer) => addHandedOverOrder(testApp.db, { buyer, seller })),
    );
    const olderReviews = await Promise.all(
      older.map((buyer) => addReviewRow(testApp.db, { buyer, seller, rating: 5, daysAgo: 2 })),
    );
    const edited = olderReviews.slice(0, EDITED);
    const removed = olderReviews.slice(EDITED, EDITED + REMOVED);
    const contested = olderReviews.slice(EDITED + REMOVED);
    const buyerOf = (id: string) => older[olderReviews.indexOf(id)]!;

    const post = (buyer: string, i: number) =>
      sendAs(testApp, 'POST', '/api/reviews', buyer, {
        order_id: orders[i],
        rating: (i % 5) + 1,
        comment: `Review ${i}`,
      });
    const edit = (id: string) =>
      sendAs(testApp, 'PUT', `/api/reviews/${id}`, buyerOf(id), { rating: 1, comment: 'Changed.' });
    const remove = (id: string) =>
      sendAs(testApp, 'POST', `/api/reviews/${id}/removal`, ADMIN, { reason: 'Off topic.' });

    const [posted, edits, removals, contestedEdits] = await Promise.all([
      Promise.all(fresh.map(post)),
      Promise.all(edited.map(edit)),
      Promise.all([...removed, ...contested].map(remove)),
      Promise.all(contested.map(edit)),
    ]);
    expect(posted.map(statusOf)).toEqual(fresh.map(() => 201));
    expect(edits.map(statusOf)).toEqual(edited.map(() => 200));
    expect(removals.map(statusOf)).toEqual([...removed, ...contested].map(() => 200));
    for (const answer of contestedEdits) {
      if (answer.statusCode !== 200) expectRefusal(answer, 409, SERVER_ERRORS.reviewRemoved);
    }

    const { kept, counted } = await ratingOf(testApp.db, seller);
    expect(kept).toEqual(counted);
    // The new ones (1..5 stars in turn), the changed ones at 1, the removed and contested gone.
    const newStars = fresh.reduce((sum, _, i) => sum + (i % 5) + 1, 0);
    expect(counted).toEqual({ sum: newStars + EDITED, count: NEW_REVIEWS + EDITED });
    const average = toSellerRating(counted.sum, counted.count);

    const book = ListingSchema.parse(
      (await callAs(testApp, 'GET', `/api/listings/${listingId}`, undefined)).json(),
    );
    expect(book.seller_rating).toEqual(average);
    const fiction = await categoryNamed(testApp.db, 'Fiction');
    const page = await callAs(testApp, 'GET', `/api/CategoryBooks/${fiction.id}?limit=5`, seller);
    const card = ListingListSchema.parse(page.json()).find((listing) => listing._id === listingId);
    expect(card?.seller_rating).toEqual(average);
  });
});
