import { screen, waitFor, within } from '@testing-library/react';
import { API } from '../../shared/apiPaths';
import { english } from '../testing/english';
import { nextTestId } from '../testing/handlers/errorResponse';
import { addConversation, addMessage } from '../testing/handlers/conversationStore';
import { serverListings } from '../testing/handlers/listingsHandlers';
import { addNotification } from '../testing/handlers/notificationsHandlers';
import { refuseNextLiveConnection, serveLiveEvents } from '../testing/liveStream';
import { recordRequests } from '../testing/requestLog';
import { renderRoute } from '../testing/renderWithProviders';
import { fakeIdentity, signedInAs } from '../testing/session';

const PERSON = 'seller@demo.test';
const header = () => within(screen.getByRole('banner'));
const bellName = () => header().getByRole('link', { name: /^Notifications/ });
const messagesName = () => header().getByRole('link', { name: /^Messages/ });

function tellPerson() {
  return addNotification(PERSON, 'book_ordered', {
    order_id: nextTestId(),
    listing_id: nextTestId(),
    book_title: 'Lalsalu',
    buyer_name: 'Karim Ahmed',
  });
}

/** The page is shown or hidden, as a browser says when the person switches tabs. */
function showPage(
  visibility: jest.SpyInstance<DocumentVisibilityState>,
  state: DocumentVisibilityState,
) {
  visibility.mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

async function openAbout() {
  signedInAs(PERSON);
  const page = renderRoute('/about');
  await waitFor(() => expect(bellName()).toHaveAccessibleName('Notifications'));
  return page;
}

describe('live updates', () => {
  it('raises the header badges when an event arrives, without a reload', async () => {
    const live = serveLiveEvents();
    await openAbout();
    const stream = await live.connection(1);
    expect(stream.caller).toBe(PERSON);
    expect(stream.lastEventId).toBeNull();

    const told = tellPerson();
    stream.send(1, { kind: 'notification', notification_id: told._id });
    await waitFor(() => expect(bellName()).toHaveAccessibleName('Notifications, 1 unread'));

    // A buyer asks twice about one of PERSON's books.
    const listing = serverListings.find(({ seller_email }) => seller_email === PERSON)!;
    const conversation = addConversation(listing, 'buyer@demo.test');
    addMessage(conversation, 'buyer@demo.test', 'Is the cover torn?');
    const last = addMessage(conversation, 'buyer@demo.test', 'Can we meet at noon?');
    stream.send(2, { kind: 'message', conversation_id: conversation._id, message_id: last._id });
    await waitFor(() => expect(messagesName()).toHaveAccessibleName('Messages, 2 unread'));
  });

  it('reconnects after a drop with Last-Event-ID, catches up, and applies a replayed event once', async () => {
    const live = serveLiveEvents();
    signedInAs(PERSON);
    renderRoute('/dashboard/notifications');
    const first = await live.connection(1);
    const early = tellPerson();
    first.send(1, { kind: 'notification', notification_id: early._id });
    expect(await screen.findByRole('link', { name: /ordered your book/ })).toBeVisible();

    // The server restarts; meanwhile the person is told something more.
    first.drop();
    const missed = addNotification(PERSON, 'seller_verified', {});
    const second = await live.connection(2);
    expect(second.lastEventId).toBe('1');
    expect(second.caller).toBe(PERSON);

    // Event 1 comes again (in the replay and the live feed at once): it must not be applied
    // again, or the page would fetch its list for it before the next event's counts.
    const requests = recordRequests();
    second.send(1, { kind: 'notification', notification_id: early._id });
    // A read on another device: only the counts are refetched for it (not the notifications).
    second.send(2, { kind: 'read', conversation_id: nextTestId() });
    await waitFor(() => expect(requests.map(({ path }) => path)).toContain(API.unreadCounts.url()));
    const paths = requests.map(({ path }) => path);
    expect(paths.indexOf(API.unreadCounts.url())).toBeLessThan(
      paths.includes(API.notifications.url()) ? paths.indexOf(API.notifications.url()) : Infinity,
    );

    second.send(3, { kind: 'notification', notification_id: missed._id });
    expect(await screen.findByRole('link', { name: /verified seller/ })).toBeVisible();
    await waitFor(() => expect(bellName()).toHaveAccessibleName('Notifications, 2 unread'));
  });

  it('applies a reset even below its last id (a server whose events started afresh)', async () => {
    const live = serveLiveEvents();
    signedInAs(PERSON);
    renderRoute('/dashboard/notifications');
    const first = await live.connection(1);
    first.send(7, { kind: 'notifications_read' });
    first.drop();
    const second = await live.connection(2);
    expect(second.lastEventId).toBe('7');

    const missed = tellPerson();
    second.send(2, { kind: 'reset' });
    expect(await screen.findByRole('link', { name: /ordered your book/ })).toBeVisible();
    // The reset's id is the client's from now on: the next event after it counts.
    const more = addNotification(PERSON, 'seller_verified', {});
    second.send(3, { kind: 'notification', notification_id: more._id });
    expect(await screen.findByRole('link', { name: /verified seller/ })).toBeVisible();
    expect(missed._id).not.toBe(more._id);
  });

  it('gets a fresh access token after a 401 and connects again', async () => {
    const live = serveLiveEvents();
    refuseNextLiveConnection(401);
    const requests = recordRequests();
    await openAbout();

    const stream = await live.connection(1);
    expect(stream.caller).toBe(PERSON);
    expect(requests.filter(({ path }) => path === API.jwt.url())).toHaveLength(1);
  });

  it('connects again after a pause when the access token cannot be renewed (offline)', async () => {
    const live = serveLiveEvents();
    refuseNextLiveConnection(401);
    signedInAs(PERSON);
    // Firebase cannot refresh the ID token without a connection, once; a failure left unhandled
    // would fail this test.
    jest
      .spyOn(fakeIdentity.currentUser!, 'getIdToken')
      .mockRejectedValueOnce(new Error('Firebase: Error (auth/network-request-failed).'));
    renderRoute('/about');

    // Within a wait's deadline, so the test fails rather than waiting for the stream for good.
    await waitFor(() => expect(live.connections).toHaveLength(1));
    const stream = await live.connection(1);
    expect(stream.caller).toBe(PERSON);
    const told = tellPerson();
    stream.send(1, { kind: 'notification', notification_id: told._id });
    await waitFor(() => expect(bellName()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('stops trying to connect once the person signs out while the renewal fails', async () => {
    const live = serveLiveEvents();
    refuseNextLiveConnection(401);
    signedInAs(PERSON);
    let failRenewal!: (error: Error) => void;
    const getIdToken = jest.spyOn(fakeIdentity.currentUser!, 'getIdToken').mockReturnValueOnce(
      new Promise((_resolve, reject) => {
        failRenewal = reject;
      }),
    );
    const { user } = renderRoute('/about');
    await waitFor(() => expect(getIdToken).toHaveBeenCalled());

    await user.click(await screen.findByRole('button', { name: english('labels.logOut') }));
    const requests = recordRequests();
    // The clock is the test's from here: however busy the machine, a reconnect the client
    // scheduled would come within the longest pause it ever waits, which the test then lets pass.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      failRenewal(new Error('Firebase: Error (auth/network-request-failed).'));
      await jest.advanceTimersByTimeAsync(60_000);
    } finally {
      jest.useRealTimers();
    }

    expect(live.connections).toHaveLength(0);
    expect(requests.map(({ path }) => path)).not.toContain(API.liveEvents.url());
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('after a newer page of the person took its stream, connects again only once shown again', async () => {
    const live = serveLiveEvents();
    await openAbout();
    const first = await live.connection(1);
    first.send(4, { kind: 'notifications_read' });
    first.supersede();

    // The clock is the test's: a reconnect the client scheduled would come within a minute.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      await jest.advanceTimersByTimeAsync(60_000);
    } finally {
      jest.useRealTimers();
    }
    expect(live.connections).toHaveLength(1);

    // The person switches to another tab and back.
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      showPage(visibility, 'hidden');
      expect(live.connections).toHaveLength(1);
      showPage(visibility, 'visible');
      const second = await live.connection(2);
      expect(second.lastEventId).toBe('4');
      expect(second.caller).toBe(PERSON);
    } finally {
      visibility.mockRestore();
    }
  });

  it('closes the stream on sign-out', async () => {
    const live = serveLiveEvents();
    const { user } = await openAbout();
    const stream = await live.connection(1);

    await user.click(screen.getByRole('button', { name: english('labels.logOut') }));

    await stream.closed;
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(live.connections).toHaveLength(1);
  });
});
