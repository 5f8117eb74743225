import { screen } from '@testing-library/react';
import {
  type StoredConversation,
  addConversation,
  addMessage,
  otherOf,
} from './handlers/conversationStore';
import { addReport } from './handlers/moderationStore';
import { serverListings } from './handlers/listingsHandlers';
import { renderRoute } from './renderWithProviders';
import { signedInAs } from './session';

export const BUYER = 'buyer@demo.test';
export const SELLER = 'seller@demo.test';
export const BUYER_NAME = 'Karim Ahmed';
export const SELLER_NAME = 'Rahim Uddin';

/** A demo book of the demo seller, by title. */
export const bookTitled = (title: string) =>
  serverListings.find(({ book_title }) => book_title === title)!;

/**
 * A conversation about `title` between the demo buyer and seller, with `lines` as
 * [sender, words] in order.
 */
export function conversationAbout(
  title: string,
  lines: Array<[string, string]> = [],
): StoredConversation {
  const conversation = addConversation(bookTitled(title), BUYER);
  for (const [sender, body] of lines) addMessage(conversation, sender, body);
  return conversation;
}

/** `email`'s open report about the conversation, as POST /conversations/{id}/report files it. */
export const reportConversation = (conversation: StoredConversation, email: string, reason = '') =>
  addReport({
    kind: 'conversation',
    target_id: conversation._id,
    title: conversation.book_title,
    img: conversation.book_img,
    listing_id: conversation.listing_id,
    reporter_email: email,
    reported_email: otherOf(conversation, email),
    reason,
  });

/** Opens one conversation as `email`, and waits for its heading (the other person's name). */
export async function openConversation(email: string, conversation: StoredConversation) {
  signedInAs(email);
  const page = renderRoute(`/dashboard/messages/${conversation._id}`);
  const otherName = email === BUYER ? SELLER_NAME : BUYER_NAME;
  await screen.findByRole('heading', { level: 1, name: otherName });
  return page;
}
