import { screen, waitFor, within } from '@testing-library/react';
import { conversationStore } from '../../testing/handlers/conversationStore';
import { english } from '../../testing/english';
import {
  BUYER,
  BUYER_NAME,
  SELLER,
  SELLER_NAME,
  conversationAbout,
} from '../../testing/messagesTestKit';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';

const TITLE = 'Pather Panchali';
const PATH = '/dashboard/reported-conversations';

/** A conversation the buyer reported, with the seller's rude message in it. */
function reportedConversation() {
  const conversation = conversationAbout(TITLE, [
    [BUYER, 'Is the cover torn?'],
    [SELLER, 'Send money first, idiot.'],
  ]);
  conversation.report = { by_email: BUYER, reason: 'Insults', at: '2026-11-25T10:00:00.000Z' };
  return conversation;
}

async function openAsAdmin() {
  signedInAs('admin@demo.test');
  const page = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: english('messages.reportedTitle') });
  return { ...page, card: await screen.findByRole('article') };
}

describe('reported conversations (admin)', () => {
  it('shows the book, both people, who reported and why', async () => {
    reportedConversation();
    const { card } = await openAsAdmin();

    expect(card).toHaveAccessibleName(english('messages.aboutBook', { title: TITLE }));
    for (const text of [BUYER_NAME, BUYER, SELLER_NAME, SELLER, 'Insults']) {
      expect(within(card).getByText(text)).toBeVisible();
    }
    expect(card).toHaveTextContent(
      // The day, then the time (in the machine's zone).
      english('messages.reportedBy', { name: BUYER_NAME, date: 'Nov 25, 2026' }),
    );
    expect(within(card).getAllByText(english('messages.maySend'))).toHaveLength(2);
  });

  it('reads the messages and removes one after confirming', async () => {
    const conversation = reportedConversation();
    const { user, card } = await openAsAdmin();

    await user.click(within(card).getByRole('button', { name: english('messages.readMessages') }));
    const rude = await within(card).findByText('Send money first, idiot.');
    const item = rude.closest('li')!;
    await user.click(within(item).getByRole('button', { name: english('messages.removeMessage') }));
    const dialog = await screen.findByRole('dialog', { name: english('messages.removeTitle') });
    await user.click(
      within(dialog).getByRole('button', { name: english('messages.removeMessage') }),
    );

    expect(await within(card).findByText(english('messages.removedByAdmin'))).toBeVisible();
    expect(within(card).queryByText('Send money first, idiot.')).toBeNull();
    expect(within(card).getByText('Is the cover torn?')).toBeVisible();
    const removed = conversationStore.messages.filter(({ removed }) => removed);
    expect(removed.map(({ conversation_id }) => conversation_id)).toEqual([conversation._id]);
  });

  it('stops the seller from sending, and allows them again', async () => {
    reportedConversation();
    const { user, card } = await openAsAdmin();

    await user.click(
      within(card).getByRole('button', {
        name: english('messages.stopSending', { name: SELLER_NAME }),
      }),
    );
    const allow = await within(card).findByRole('button', {
      name: english('messages.allowSending', { name: SELLER_NAME }),
    });
    expect(conversationStore.blocked.has(SELLER)).toBe(true);
    expect(within(card).getByText(english('messages.stopped'))).toBeVisible();

    await user.click(allow);
    await within(card).findByRole('button', {
      name: english('messages.stopSending', { name: SELLER_NAME }),
    });
    expect(conversationStore.blocked.has(SELLER)).toBe(false);
  });

  it('says when nothing is reported', async () => {
    signedInAs('admin@demo.test');
    renderRoute(PATH);
    expect(await screen.findByText(english('messages.reportedEmpty'))).toBeVisible();
  });

  it('turns a buyer away at the guard, without asking for the list', async () => {
    reportedConversation();
    const requests = recordRequests();
    signedInAs(BUYER);
    const { router } = renderRoute(PATH);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.some(({ path }) => path.includes('reported-conversations'))).toBe(false);
    expect(screen.queryByText('Insults')).toBeNull();
  });
});
