import { screen, waitFor, within } from '@testing-library/react';
import { VALIDATION } from '../../../shared/messages';
import { conversationStore } from '../../testing/handlers/conversationStore';
import { listingFixture, serverListings } from '../../testing/handlers/listingsHandlers';
import { addReport, moderationStore } from '../../testing/handlers/moderationStore';
import { resetReviews, serverReviews, storedReview } from '../../testing/handlers/reviewStore';
import { english } from '../../testing/english';
import {
  BUYER,
  BUYER_NAME,
  SELLER,
  SELLER_NAME,
  conversationAbout,
  reportConversation,
} from '../../testing/messagesTestKit';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';
const PATH = '/dashboard/reports';

/** A conversation the buyer reported, with the seller's rude message in it. */
function reportedConversation() {
  const conversation = conversationAbout(TITLE, [
    [BUYER, 'Is the cover torn?'],
    [SELLER, 'Send money first, idiot.'],
  ]);
  reportConversation(conversation, BUYER, 'Insults');
  return conversation;
}

/** A listing of the verified seller that the buyer reported as spam. */
function reportedListing(title = 'Cheap Phones Here') {
  const listing = listingFixture({ book_title: title, seller_price: 0 });
  serverListings.push(listing);
  addReport({
    kind: 'listing',
    target_id: listing._id,
    title,
    listing_id: listing._id,
    reporter_email: BUYER,
    reported_email: SELLER,
    reason: 'Not a book.',
  });
  return listing;
}

async function openAsAdmin(cardTitle = TITLE) {
  signedInAs('admin@demo.test');
  const page = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: english('pages.reports') });
  const name = english('moderation.aboutBook', { title: cardTitle });
  return { ...page, card: await screen.findByRole('article', { name }) };
}

describe('the reports page (admin)', () => {
  it('shows a reported conversation: the book, both people, who reported and why', async () => {
    reportedConversation();
    const { card } = await openAsAdmin();

    expect(within(card).getByText(english('moderation.kindConversation'))).toBeVisible();
    for (const text of [BUYER_NAME, SELLER_NAME, SELLER, 'Insults']) {
      expect(within(card).getAllByText(text)[0]).toBeVisible();
    }
    expect(card).toHaveTextContent(
      english('moderation.reportedBy', {
        name: BUYER_NAME,
        email: BUYER,
        // The day, then the time (in the machine's zone).
        date: 'Nov 25, 2026',
      }),
    );
    expect(within(card).getAllByText(english('moderation.maySend'))).toHaveLength(2);
  });

  it('reads the messages and removes one after confirming', async () => {
    const conversation = reportedConversation();
    const { user, card } = await openAsAdmin();

    await user.click(
      within(card).getByRole('button', { name: english('moderation.readMessages') }),
    );
    const rude = await within(card).findByText('Send money first, idiot.');
    const item = rude.closest('li')!;
    await user.click(
      within(item).getByRole('button', { name: english('moderation.removeMessage') }),
    );
    const dialog = await screen.findByRole('dialog', { name: english('moderation.removeTitle') });
    await user.click(
      within(dialog).getByRole('button', { name: english('moderation.removeMessage') }),
    );

    expect(await within(card).findByText(english('messages.removedByAdmin'))).toBeVisible();
    expect(within(card).queryByText('Send money first, idiot.')).toBeNull();
    const removed = conversationStore.messages.filter(({ removed }) => removed);
    expect(removed.map(({ conversation_id }) => conversation_id)).toEqual([conversation._id]);
  });

  it('stops the seller from sending only after confirming, and allows them again', async () => {
    reportedConversation();
    const { user, card } = await openAsAdmin();
    const stop = english('moderation.stopSending', { name: SELLER_NAME });

    await user.click(within(card).getByRole('button', { name: stop }));
    let dialog = await screen.findByRole('dialog', {
      name: english('moderation.stopTitle', { name: SELLER_NAME }),
    });
    // The footer's Cancel (the header's close button is named the same).
    const cancel = within(dialog).getAllByRole('button', { name: english('moderation.cancel') });
    await user.click(cancel.at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(conversationStore.blocked.has(SELLER)).toBe(false);

    await user.click(within(card).getByRole('button', { name: stop }));
    dialog = await screen.findByRole('dialog', {
      name: english('moderation.stopTitle', { name: SELLER_NAME }),
    });
    await user.click(within(dialog).getByRole('button', { name: stop }));
    const allow = english('moderation.allowSending', { name: SELLER_NAME });
    await within(card).findByRole('button', { name: allow });
    expect(conversationStore.blocked.has(SELLER)).toBe(true);
    expect(within(card).getByText(english('moderation.stopped'))).toBeVisible();

    await user.click(within(card).getByRole('button', { name: allow }));
    dialog = await screen.findByRole('dialog', {
      name: english('moderation.allowTitle', { name: SELLER_NAME }),
    });
    await user.click(within(dialog).getByRole('button', { name: allow }));
    await within(card).findByRole('button', { name: stop });
    expect(conversationStore.blocked.has(SELLER)).toBe(false);
  });

  it('removes a reported book with a note; it moves to the resolved ones', async () => {
    const listing = reportedListing();
    const { user, card } = await openAsAdmin('Cheap Phones Here');
    expect(within(card).getByText('Not a book.')).toBeVisible();
    expect(within(card).getByRole('link', { name: english('moderation.seeBook') })).toHaveAttribute(
      'href',
      `/book/${listing._id}`,
    );

    await user.click(
      within(card).getByRole('button', {
        name: english('moderation.resolveLabel', { title: 'Cheap Phones Here' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: english('moderation.resolveTitle') });
    expect(
      within(dialog).getByRole('radio', { name: english('moderation.removeIt') }),
    ).toBeChecked();
    expect(within(dialog).getByText(english('moderation.removesListing'))).toBeVisible();
    const resolve = english('moderation.confirmResolve');
    await user.click(within(dialog).getByRole('button', { name: resolve }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      VALIDATION.reportNoteRequired,
    );
    await user.type(within(dialog).getByLabelText(english('moderation.note')), 'Spam.');
    await user.click(within(dialog).getByRole('button', { name: resolve }));

    expect(await screen.findByText(english('moderation.openEmpty'))).toBeVisible();
    expect(serverListings.some(({ _id }) => _id === listing._id)).toBe(false);
    await user.click(screen.getByRole('radio', { name: english('moderation.resolved') }));
    const resolved = await screen.findByRole('article', {
      name: english('moderation.aboutBook', { title: 'Cheap Phones Here' }),
    });
    expect(resolved).toHaveTextContent(english('moderation.outcomeRemoved'));
    expect(resolved).toHaveTextContent('Spam.');
  });

  it('keeps a reported review with no action', async () => {
    resetReviews([storedReview({ comment: 'Terrible seller, liar.' })]);
    const review = serverReviews[0]!;
    addReport({
      kind: 'review',
      target_id: review._id,
      title: review.book_title,
      review: { rating: review.rating, comment: review.comment },
      reporter_email: SELLER,
      reported_email: BUYER,
      reason: 'He never bought from me.',
    });
    const { user, card } = await openAsAdmin(review.book_title);
    expect(within(card).getByText('Terrible seller, liar.')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: /Resolve/ }));
    const dialog = await screen.findByRole('dialog', { name: english('moderation.resolveTitle') });
    await user.click(within(dialog).getByRole('radio', { name: english('moderation.noAction') }));
    expect(within(dialog).getByText(english('moderation.keeps'))).toBeVisible();
    await user.type(within(dialog).getByLabelText(english('moderation.note')), 'Fair words.');
    await user.click(
      within(dialog).getByRole('button', { name: english('moderation.confirmResolve') }),
    );

    expect(await screen.findByText(english('moderation.openEmpty'))).toBeVisible();
    expect(review.removed_reason).toBeNull();
    expect(moderationStore.reports[0]!.resolution).toMatchObject({ outcome: 'no_action' });
  });

  it('approves a waiting book, and refuses another only after confirming', async () => {
    const waiting = listingFixture({ book_title: 'First Try' });
    const junk = listingFixture({ book_title: 'Junk <script>' });
    serverListings.push(waiting, junk);
    moderationStore.awaitingApproval.add(waiting._id).add(junk._id);
    signedInAs('admin@demo.test');
    const { user } = renderRoute(PATH);

    await user.click(
      await screen.findByRole('button', {
        name: english('moderation.approveLabel', { title: 'First Try' }),
      }),
    );
    await waitFor(() => expect(moderationStore.awaitingApproval.has(waiting._id)).toBe(false));
    expect(
      await screen.findByText(english('moderation.approved', { title: 'First Try' })),
    ).toBeVisible();

    await user.click(
      screen.getByRole('button', {
        name: english('moderation.refuseLabel', { title: 'Junk <script>' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: english('moderation.refuseTitle') });
    expect(dialog).toHaveTextContent('“Junk <script>” will be deleted');
    await user.click(within(dialog).getByRole('button', { name: english('moderation.refuse') }));

    expect(await screen.findByText(english('moderation.approvalEmpty'))).toBeVisible();
    expect(serverListings.some(({ _id }) => _id === junk._id)).toBe(false);
    expect(serverListings.some(({ _id }) => _id === waiting._id)).toBe(true);
  });

  it('says when nothing waits and nothing is reported', async () => {
    signedInAs('admin@demo.test');
    renderRoute(PATH);
    expect(await screen.findByText(english('moderation.openEmpty'))).toBeVisible();
    expect(await screen.findByText(english('moderation.approvalEmpty'))).toBeVisible();
    // Its regions are named apart, so a screen reader's list of landmarks tells them apart.
    for (const key of [
      'pages.reports',
      'moderation.approvalHeading',
      'moderation.reportsHeading',
    ] as const) {
      expect(screen.getAllByRole('region', { name: english(key) })).toHaveLength(1);
    }
  });

  it('takes the former address of reported conversations to the reports', async () => {
    signedInAs('admin@demo.test');
    const { router } = renderRoute('/dashboard/reported-conversations');
    await waitFor(() => expect(router.state.location.pathname).toBe(PATH));
    expect(
      await screen.findByRole('heading', { level: 1, name: english('pages.reports') }),
    ).toBeVisible();
  });

  it('turns a buyer away at the guard, without asking for the reports', async () => {
    reportedConversation();
    const requests = recordRequests();
    signedInAs(BUYER);
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path.includes('/admin/'))).toBe(false);
    expect(screen.queryByText('Insults')).toBeNull();
  });
});
