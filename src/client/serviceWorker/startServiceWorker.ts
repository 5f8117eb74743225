import { Workbox } from 'workbox-window';
import { watchForUpdates } from './appUpdate';
import { whenPageSettled } from './pageSettled';

/**
 * Registers /sw.js once the page has settled (pageSettled.ts) and follows its updates. Loaded in
 * its own small chunk with workbox-window (registerServiceWorker.ts), so none of it weighs on
 * the first load.
 */
export async function startServiceWorker(): Promise<void> {
  await whenPageSettled();
  const workbox = new Workbox('/sw.js');
  watchForUpdates(workbox);
  await workbox.register();
}
