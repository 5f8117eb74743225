import { useSyncExternalStore } from 'react';

/**
 * The part of workbox-window's `Workbox` the app uses. registerServiceWorker.ts passes the real
 * one; a test passes a fake with the same events.
 */
export interface ServiceWorkerControl {
  addEventListener(type: 'waiting', listener: () => void): void;
  addEventListener(type: 'controlling', listener: (event: { isUpdate?: boolean }) => void): void;
  /** Posts `{ type: 'SKIP_WAITING' }` to the waiting worker (sw.ts then takes over). */
  messageSkipWaiting(): void;
}

const listeners = new Set<() => void>();
let waitingWorker: ServiceWorkerControl | null = null;

function setWaiting(worker: ServiceWorkerControl | null): void {
  waitingWorker = worker;
  listeners.forEach((listener) => listener());
}

/**
 * Follows a registered service worker: when a newer one (a new deployment) has installed and
 * waits, the 'New version available' prompt shows (UpdatePrompt.tsx). Accepting it asks that
 * worker to take over; when it controls the page, the page reloads onto the new version. Only
 * a replacement reloads (`isUpdate`): the very first worker takes the page without a reload.
 * Every open tab reloads then, since the old version's files are no longer on the server.
 */
export function watchForUpdates(
  worker: ServiceWorkerControl,
  reload: () => void = () => window.location.reload(),
): void {
  worker.addEventListener('waiting', () => setWaiting(worker));
  worker.addEventListener('controlling', (event) => {
    if (event.isUpdate) reload();
  });
}

/** Whether a new version waits for the reader's go-ahead (re-renders when that changes). */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waitingWorker !== null,
  );
}

/** The reader accepted the new version: the waiting worker takes over (then 'controlling'). */
export function acceptUpdate(): void {
  waitingWorker?.messageSkipWaiting();
}

/** Forgets a waiting worker (tests start each from none). */
export function resetAppUpdate(): void {
  setWaiting(null);
}
