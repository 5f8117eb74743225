import { watchForUpdates } from './appUpdate';

/**
 * Registers the service worker (sw.ts, built as /sw.js) in production builds, in browsers that
 * have service workers: not under `npm run dev` (no worker is built there, and a cached shell
 * would hide the change being made) nor in jsdom. workbox-window comes in its own small chunk,
 * once the page has loaded, so it weighs nothing on the first paint.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { Workbox } = await import(/* webpackChunkName: "service-worker" */ 'workbox-window');
    const workbox = new Workbox('/sw.js');
    watchForUpdates(workbox);
    await workbox.register();
  };
  const startQuietly = () => start().catch(() => undefined);
  if (document.readyState === 'complete') void startQuietly();
  else window.addEventListener('load', () => void startQuietly(), { once: true });
}
