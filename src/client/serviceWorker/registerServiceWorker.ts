/**
 * Registers the service worker (sw.ts, built as /sw.js) in production builds, in browsers that
 * have service workers: not under `npm run dev` (no worker is built there, and a cached shell
 * would hide the change being made) nor in jsdom. Its code (startServiceWorker.ts, with
 * workbox-window) comes in its own small chunk once the page has loaded, and installs the worker
 * only once the page has settled (its data and pictures in, the browser idle: pageSettled.ts),
 * so the install takes neither network nor processor time from the page's own loading.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = () =>
    import(/* webpackChunkName: "service-worker" */ './startServiceWorker')
      .then(({ startServiceWorker }) => startServiceWorker())
      .catch(() => undefined);
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
