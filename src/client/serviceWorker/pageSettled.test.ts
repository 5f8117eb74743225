import { LATEST_MS, QUIET_MS, whenPageSettled } from './pageSettled';

/** The browser's PerformanceObserver for 'resource' entries: the test says when a download ends. */
function fakeDownloads() {
  const observers: Array<() => void> = [];
  class FakeObserver {
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return { finish: () => observers.forEach((callback) => callback()), observers };
}

/** The browser's next idle period: within 50 ms when timers are pending (fake timers, too). */
const IDLE_PERIOD_MS = 50;

/** Whether the promise has settled, after running what is due now. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(0);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('whenPageSettled (when the service worker may install)', () => {
  it('waits until the page has downloaded nothing for a while, and stops watching then', async () => {
    const downloads = fakeDownloads();
    const settled = whenPageSettled();
    await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
    downloads.finish(); // its data arrives: the quiet period starts again
    await jest.advanceTimersByTimeAsync(QUIET_MS - 1);
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(1 + IDLE_PERIOD_MS);
    expect(await isSettled(settled)).toBe(true);
    expect(downloads.observers).toHaveLength(0);
  });

  it('does not wait for ever on a page that keeps downloading', async () => {
    const downloads = fakeDownloads();
    const settled = whenPageSettled();
    for (let elapsed = 0; elapsed < LATEST_MS - QUIET_MS; elapsed += QUIET_MS / 2) {
      downloads.finish();
      await jest.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(LATEST_MS);
    expect(await isSettled(settled)).toBe(true);
  });

  it('starts counting only once the page has loaded', async () => {
    fakeDownloads();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const settled = whenPageSettled();
    await jest.advanceTimersByTimeAsync(LATEST_MS);
    expect(await isSettled(settled)).toBe(false);
    window.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(QUIET_MS + IDLE_PERIOD_MS);
    expect(await isSettled(settled)).toBe(true);
  });
});
