import { watchForUpdates } from './appUpdate';
import { whenPageSettled } from './pageSettled';

/**
 * Registers the service worker (sw.ts, built as /sw.js) in production builds, in browsers that
 * have service workers: not under `npm run dev` (no worker is built there, and a cached shell
 * would hide the change being made) nor in jsdom. Only once the page has settled (its data and
 * pictures in, the browser idle: pageSettled.ts), so installing the worker takes neither network
 * nor processor time from the page's own loading; workbox-window comes then, in its own small
 * chunk.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import(/* webpackChunkName: "service-worker" */ 'workbox-window');
    const workbox = new Workbox('/sw.js');
    watchForUpdates(workbox);
    await workbox.register();
  };
  void whenPageSettled()
    .then(start)
    .catch(() => undefined);
}
