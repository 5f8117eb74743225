import { act, screen } from '@testing-library/react';
import { appStatus as banglaTexts } from '../../i18n/catalogs/bn/appStatus';
import { appStatus as englishTexts } from '../../i18n/catalogs/en/appStatus';
import {
  resetAppUpdate,
  type ServiceWorkerControl,
  watchForUpdates,
} from '../../serviceWorker/appUpdate';
import { renderRoute, renderRouteIn } from '../../testing/renderWithProviders';

type Listener = (event: { isUpdate?: boolean }) => void;

/** workbox-window's Workbox as the app sees it: events the test fires, the message it records. */
function fakeServiceWorker() {
  const listeners = new Map<string, Listener[]>();
  const worker = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: jest.fn(),
  } as unknown as ServiceWorkerControl & { messageSkipWaiting: jest.Mock };
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) =>
    act(() => listeners.get(type)?.forEach((listener) => listener(event)));
  return { worker, fire };
}

function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  resetAppUpdate();
  jest.restoreAllMocks();
});

describe("the 'New version available' prompt", () => {
  it('appears when a new version waits, and Reload asks it to take over, then reloads', async () => {
    const { worker, fire } = fakeServiceWorker();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    const { user } = renderRoute('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(englishTexts.updateAvailable)).not.toBeInTheDocument();

    fire('waiting');
    // Announced: inside a polite live region.
    const prompt = screen.getByText(englishTexts.updateAvailable).closest('[aria-live="polite"]');
    expect(prompt).not.toBeNull();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    // By keyboard, as an ordinary button.
    const reloadButton = screen.getByRole('button', { name: englishTexts.updateReload });
    reloadButton.focus();
    await user.keyboard('{Enter}');
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the very first service worker takes the page', async () => {
    const { worker, fire } = fakeServiceWorker();
    const reload = jest.fn();
    watchForUpdates(worker, reload);
    renderRoute('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByText(englishTexts.updateAvailable)).not.toBeInTheDocument();
  });

  it('speaks Bangla to a Bangla reader', async () => {
    const { worker, fire } = fakeServiceWorker();
    watchForUpdates(worker, jest.fn());
    await renderRouteIn('bn', '/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    fire('waiting');
    expect(screen.getByText(banglaTexts.updateAvailable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: banglaTexts.updateReload })).toBeInTheDocument();
  });
});

describe('the offline banner', () => {
  it('says the connection is gone while it is, and goes away when it is back', async () => {
    renderRoute('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(englishTexts.offline)).not.toBeInTheDocument();

    goOffline(true);
    expect(screen.getByText(englishTexts.offline).closest('[aria-live="polite"]')).not.toBeNull();

    goOffline(false);
    expect(screen.queryByText(englishTexts.offline)).not.toBeInTheDocument();
  });

  it('speaks Bangla to a Bangla reader', async () => {
    await renderRouteIn('bn', '/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    goOffline(true);
    expect(screen.getByText(banglaTexts.offline)).toBeInTheDocument();
  });
});
