import type { Page, Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' never comes to a signed-in page: its live stream (GET /api/events,
 * Server-Sent Events) is one request that lasts as long as the page. So the journeys count the
 * page's other requests themselves: tracked from the page's first sign-in (or its first check),
 * quiet once none has been pending for half a second.
 */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

const pendingRequests = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests (once per page); call it before the page does much. */
export function trackRequests(page: Page): Set<Request> {
  const known = pendingRequests.get(page);
  if (known) return known;
  const pending = new Set<Request>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  const settle = (request: Request) => pending.delete(request);
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return pending;
}

/** Like waitForLoadState('networkidle'), but blind to the live stream. */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const pending = trackRequests(page);
  await page.waitForLoadState('load');
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(50);
  }
}
