/** How long the page must finish no download before it counts as settled. */
export const QUIET_MS = 2000;
/** A page that never stops downloading (a reader scrolling through covers) settles after this. */
export const LATEST_MS = 20_000;

/**
 * Resolves once the page has loaded, then downloaded nothing for QUIET_MS (its data, route
 * chunks and pictures are in; a long-lived stream such as /api/events never finishes, so it does
 * not count), and the browser is idle; at the latest LATEST_MS after load.
 *
 * Why wait (docs/decisions/0036-offline-app-shell.md): installing the service worker downloads
 * and stores the app shell (fetches, Cache Storage writes and Chrome compiling the stored scripts
 * for its code cache, in the browser's processes). Started at `load`, that work ran while the
 * page was still fetching its data and rendering it, competing for a slow network and a phone's
 * few cores: Lighthouse measured the page's own main-thread tasks about twice as long.
 */
export function whenPageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      let quietTimer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        clearTimeout(quietTimer);
        clearTimeout(latestTimer);
        observer?.disconnect();
        whenIdle(resolve);
      };
      const restartQuiet = () => {
        clearTimeout(quietTimer);
        quietTimer = setTimeout(settle, QUIET_MS);
      };
      const latestTimer = setTimeout(settle, LATEST_MS);
      const observer =
        typeof PerformanceObserver === 'undefined'
          ? undefined
          : new PerformanceObserver(restartQuiet);
      observer?.observe({ type: 'resource' });
      restartQuiet();
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}

/** On the browser's next idle period (Safari has no requestIdleCallback: a short timer there). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
}
