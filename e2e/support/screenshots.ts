import path from 'node:path';

/**
 * Where the journeys save their screenshots. Normally under test-results/ (git-ignored, emptied
 * by Playwright at the start of each run), so running the journeys leaves the tracked pictures
 * alone; `UPDATE_SCREENSHOTS=1 npm run e2e` writes them over the gallery (docs/screenshots/README.md) instead.
 */
export const SCREENSHOT_DIR =
  process.env.UPDATE_SCREENSHOTS === '1' ? 'docs/screenshots' : 'test-results/screenshots';

/** The file of one screenshot: `home-laptop.png`, `my-orders-phone.png`, ... */
export const shot = (name: string, project: string) =>
  path.join(SCREENSHOT_DIR, `${name}-${project}.png`);
