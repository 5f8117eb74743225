import { act, screen, waitFor, within } from '@testing-library/react';
import { API } from '../../../shared/apiPaths';
import { nextTestId } from '../../testing/handlers/errorResponse';
import { addConversation, addMessage } from '../../testing/handlers/conversationStore';
import { serverListings } from '../../testing/handlers/listingsHandlers';
import { addNotification } from '../../testing/handlers/notificationsHandlers';
import { emailOffAccounts } from '../../testing/handlers/preferencesHandlers';
import { recordRequests } from '../../testing/requestLog';
import { renderRoute } from '../../testing/renderWithProviders';
import { signedInAs } from '../../testing/session';
import { english } from '../../testing/english';

const PERSON = 'buyer@demo.test';
const header = () => within(screen.getByRole('banner'));
const sideMenu = () => within(screen.getByRole('navigation', { name: 'Dashboard' }));

function tell(email: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    addNotification(email, 'order_cancelled', {
      order_id: nextTestId(),
      listing_id: null,
      book_title: 'Lalsalu',
      reason: 'expired',
    });
  }
}

/** The demo seller writes `count` messages to PERSON about one of their books. */
function sellerWrites(count: number) {
  const listing = serverListings.find(({ seller_email }) => seller_email === 'seller@demo.test')!;
  const conversation = addConversation(listing, PERSON);
  for (let index = 0; index < count; index += 1) {
    addMessage(conversation, 'seller@demo.test', `Still available, ${index}`);
  }
}

describe('unread badges', () => {
  it('shows a signed-out visitor neither link and asks for no counts', async () => {
    const requests = recordRequests();
    renderRoute('/about');

    expect(await header().findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(header().queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
    expect(header().queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(requests.map(({ path }) => path)).not.toContain(API.unreadCounts.url());
  });

  it('names each count in the header and the side menu, and links to its page', async () => {
    tell(PERSON, 3);
    sellerWrites(2);
    signedInAs(PERSON);
    renderRoute('/dashboard/myorders');

    const messages = await header().findByRole('link', { name: 'Messages, 2 unread' });
    expect(messages).toHaveAttribute('href', '/dashboard/messages');
    expect(messages).toHaveTextContent('2');
    const bell = header().getByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    expect(bell).toHaveTextContent('3');

    await screen.findByRole('navigation', { name: 'Dashboard' });
    await sideMenu().findByRole('link', { name: 'Messages, 2 unread' });
    expect(sideMenu().getByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent(
      /^Notifications3$/,
    );
  });

  it('shows nothing unread as a plain icon link, and more than 99 as 99+', async () => {
    tell(PERSON, 120);
    signedInAs(PERSON);
    renderRoute('/about');

    const bell = await header().findByRole('link', { name: 'Notifications, 120 unread' });
    expect(bell).toHaveTextContent('99+');
    const messages = header().getByRole('link', { name: 'Messages' });
    expect(messages).toHaveTextContent('');
  });

  it('asks for the counts again when the person comes back to the tab', async () => {
    signedInAs(PERSON);
    renderRoute('/about');
    await header().findByRole('link', { name: 'Notifications' });

    // Told while the stream was down (no stream is served here): the tab's focus catches up.
    tell(PERSON, 2);
    act(() => void window.dispatchEvent(new Event('focus')));

    expect(await header().findByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
  });
});

describe('e-mail about notifications (profile)', () => {
  it('is on until turned off, and the server keeps the choice', async () => {
    signedInAs(PERSON);
    const { user } = renderRoute('/dashboard/profile');
    const name = english('dashboard.emailNotifications');

    const choice = await screen.findByRole('switch', { name });
    await waitFor(() => expect(choice).toBeChecked());
    await user.click(choice);

    await waitFor(() => expect(emailOffAccounts.has(PERSON)).toBe(true));
    await waitFor(() => expect(choice).not.toBeChecked());
    await user.click(choice);
    await waitFor(() => expect(emailOffAccounts.has(PERSON)).toBe(false));
    await waitFor(() => expect(choice).toBeChecked());
  });
});
