import type { Database } from '../db/client';
import { conversations, messages, reports } from '../db/schema';
import { addListing, BUYER, userId } from './listingFixtures';
import { addPerson } from './orderFixtures';

/**
 * Test helpers of the conversation routes: a conversation written straight to the database (a
 * fresh seller's book by default, so no demo account but its buyer is in it), with messages.
 */

export interface FixtureConversation {
  id: string;
  listingId: string;
  seller: string;
  /** Ids of the messages written, oldest first. */
  messageIds: string[];
}

/**
 * A conversation about a fresh listing with `count` messages from the buyer ("Message 1"…);
 * `reported`: the buyer has an open report about it.
 */
export async function addConversation(
  db: Database,
  {
    buyer = BUYER,
    seller,
    count = 1,
    reported = false,
  }: { buyer?: string; seller?: string; count?: number; reported?: boolean } = {},
): Promise<FixtureConversation> {
  const sellerEmail = seller ?? (await addPerson(db, 'seller'));
  const listingId = await addListing(db, { seller: sellerEmail });
  const buyerId = await userId(db, buyer);
  const [row] = await db
    .insert(conversations)
    .values({
      listingId,
      buyerId,
      sellerId: await userId(db, sellerEmail),
      bookTitle: 'Fixture Book',
      bookImg: '/images/books/fixture.svg',
    })
    .returning({ id: conversations.id });
  const id = row!.id;
  if (reported) {
    await db.insert(reports).values({
      targetKind: 'conversation',
      conversationId: id,
      targetTitle: 'Fixture Book',
      reporterId: buyerId,
      reportedUserId: await userId(db, sellerEmail),
      reason: 'Rude.',
    });
  }
  const messageIds: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const [message] = await db
      .insert(messages)
      .values({ conversationId: id, senderId: buyerId, body: `Message ${n}` })
      .returning({ id: messages.id });
    messageIds.push(message!.id);
  }
  return { id, listingId, seller: sellerEmail, messageIds };
}
