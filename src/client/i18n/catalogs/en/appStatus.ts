/**
 * Ours: the connection banner, the 'new version' prompt and the offline page the
 * service worker shows (src/client/serviceWorker, docs/decisions/0036-offline-app-shell.md).
 */
export const appStatus = {
  offline:
    'You are offline. Pages you have opened still show; prices, orders and messages load when you are back online.',
  updateAvailable: 'A new version of the site is available.',
  updateReload: 'Reload',
  /** The offline page (public/offline.html, filled in by the build). */
  offlinePageTitle: 'You are offline',
  offlinePageText:
    'This page could not be loaded because there is no internet connection. Check your mobile data or Wi-Fi and try again.',
  offlinePageRetry: 'Try again',
};
