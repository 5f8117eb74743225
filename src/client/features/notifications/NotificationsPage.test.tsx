import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../shared/apiPaths';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/constants';
import { english } from '../../testing/english';
import { apiUrl } from '../../testing/handlers/apiUrl';
import { knownUsers } from '../../testing/handlers/identityHandlers';
import { addNotification, serverNotifications } from '../../testing/handlers/notificationsHandlers';
import { holdRequests } from '../../testing/holdRequests';
import { renderRoute } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { signedInAs } from '../../testing/session';
import {
  CONVERSATION_ID,
  PERSON,
  tellEveryKind,
  tellModerationKinds,
} from './notificationsTestKit';

function openNotifications() {
  signedInAs(PERSON);
  return renderRoute('/dashboard/notifications');
}

const list = () => screen.getByRole('list');
const link = (name: string | RegExp) => within(list()).getByRole('link', { name });
/** The header's bell (the side menu has a Notifications link too). */
const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });

describe('notifications page', () => {
  it('tells each kind in words, newest first, each linking to where it happened', async () => {
    tellEveryKind();
    openNotifications();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }),
    ).toBeInTheDocument();
    await screen.findByRole('link', { name: /rated you/ });
    expect(document.title).toBe('Notifications | Used Book Resale');
    const texts = within(list())
      .getAllByRole('link')
      .map((item) => item.textContent);
    // Unread ones say so to screen readers first; the seller_verified one was read already.
    expect(texts).toEqual([
      'Unread: A buyer rated you 4 stars out of 5 for “Lalsalu”.',
      'Unread: New message from Karim Ahmed about “Lalsalu”.',
      'Unread: Your order of “Debdas” was cancelled: the seller deleted the book.',
      'Unread: Your order of “Padma Nadir Majhi” was cancelled: the book was sold to another buyer.',
      'Unread: Your order of “Lalsalu” was cancelled: it was not paid in time.',
      'Unread: Karim Ahmed paid for “Lalsalu”. Meeting place: Dhanmondi Lake gate.',
      'Unread: Karim Ahmed ordered your book “Lalsalu”.',
      'You are now a verified seller.',
    ]);
    const hrefOf = (name: RegExp) => link(name).getAttribute('href');
    const sellerId = knownUsers.get(PERSON)!._id;
    expect(hrefOf(/rated you/)).toBe(`/seller/${sellerId}`);
    expect(hrefOf(/New message/)).toBe(`/dashboard/messages/${CONVERSATION_ID}`);
    expect(hrefOf(/“Debdas” was cancelled/)).toBe('/dashboard/myorders');
    expect(hrefOf(/paid for/)).toBe('/dashboard/myproducts');
    expect(hrefOf(/ordered your book/)).toBe('/dashboard/myproducts');
    expect(hrefOf(/verified seller/)).toBe('/dashboard/myproducts');
    // When: relative words, the exact day and time on hover.
    const [newest] = within(list()).getAllByRole('listitem');
    expect(within(newest!).getByText(/ ago$/)).toHaveAttribute(
      'title',
      expect.stringMatching(/2026/),
    );
    expect(screen.getByText('7 unread notifications')).toBeVisible();
  });

  it('tells reports and approvals, each linking to where it can be seen', async () => {
    tellModerationKinds();
    openNotifications();

    await screen.findByRole('link', { name: /approved/ });
    const texts = within(list())
      .getAllByRole('link')
      .map((item) => item.textContent?.replace('Unread: ', ''));
    expect(texts).toEqual([
      'The admin did not approve “Junk”, so it was removed.',
      'The admin approved “Padma Nadir Majhi”. Buyers can find it now.',
      'The admin removed your review for “Lalsalu” after a report. The reason is on My Orders.',
      'The admin took action on the conversation you reported, about “Debdas”.',
      'The admin looked at your report about “Lalsalu” and found nothing against the rules.',
      'Someone reported a book. It waits in Reports.',
    ]);
    const hrefOf = (name: RegExp) => link(name).getAttribute('href');
    expect(hrefOf(/did not approve/)).toBe('/dashboard/myproducts');
    expect(hrefOf(/approved “Padma/)).toBe('/dashboard/myproducts');
    expect(hrefOf(/removed your review/)).toBe('/dashboard/myorders');
    expect(hrefOf(/took action/)).toBe(`/dashboard/messages/${CONVERSATION_ID}`);
    expect(hrefOf(/found nothing/)).toBe(`/seller/${knownUsers.get(PERSON)!._id}`);
    expect(hrefOf(/Someone reported/)).toBe('/dashboard/reports');
  });

  it('marks one read when it is opened: its badge count goes down', async () => {
    const { ordered } = tellEveryKind();
    const { user } = openNotifications();
    await screen.findByRole('link', { name: /ordered your book/ });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));

    await user.click(link(/ordered your book/));

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 6 unread'));
    expect(serverNotifications.get(PERSON)!.find(({ _id }) => _id === ordered._id)!.read).toBe(
      true,
    );
    // The link went on to where it happened.
    expect(await screen.findByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
  });

  it("marks all read with 'Mark all read'; the bell then shows no count", async () => {
    tellEveryKind();
    const { user } = openNotifications();
    await screen.findByRole('link', { name: /rated you/ });

    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 7 unread'));
    await user.click(screen.getByRole('button', { name: english('notifications.markAllRead') }));

    expect(await screen.findByText('Nothing unread')).toBeVisible();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(list()).queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: english('notifications.markAllRead') }),
    ).toBeDisabled();
  });

  it('loads older ones a page at a time', async () => {
    for (let index = 1; index <= NOTIFICATIONS_PAGE_SIZE + 2; index += 1) {
      addNotification(PERSON, 'book_ordered', {
        order_id: knownUsers.get(PERSON)!._id,
        listing_id: null,
        book_title: `Book ${index}`,
        buyer_name: 'Karim Ahmed',
      });
    }
    const { user } = openNotifications();
    await screen.findByRole('link', { name: /“Book 22”/ });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: english('notifications.showMore') }));

    expect(await screen.findByRole('link', { name: /“Book 1”/ })).toBeVisible();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS_PAGE_SIZE + 2);
    expect(
      screen.queryByRole('button', { name: english('notifications.showMore') }),
    ).not.toBeInTheDocument();
  });

  it('shows a spinner while loading, then says there is nothing yet', async () => {
    const release = holdRequests('get', API.notifications.route);
    openNotifications();

    expect(
      await screen.findByRole('status', { name: english('notifications.loading') }),
    ).toBeVisible();
    release();
    expect(await screen.findByText(english('notifications.empty'))).toBeVisible();
  });

  it('says it could not load them, and tries again', async () => {
    // The api slice retries a 500 a few times; each attempt fails until the test restores it.
    let failing = true;
    server.use(
      http.get(apiUrl(API.notifications.route), () =>
        failing ? new HttpResponse(null, { status: 500 }) : undefined,
      ),
    );
    tellEveryKind();
    const { user } = openNotifications();

    expect(await screen.findByText(english('listing.loadFailed'))).toBeVisible();
    failing = false;
    await user.click(screen.getByRole('button', { name: english('listing.retry') }));
    expect(await screen.findByRole('link', { name: /rated you/ })).toBeVisible();
  });

  it('sends a signed-out visitor to sign in, and the server refuses their calls', async () => {
    const page = renderRoute('/dashboard/notifications');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(page.router.state.location.pathname).toBe('/signin');
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    const refused = await fetch(apiUrl(API.notifications.url()));
    expect(refused.status).toBe(401);
  });
});
