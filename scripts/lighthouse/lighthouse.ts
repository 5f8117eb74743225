// `npm run lighthouse`: Lighthouse (default mobile settings: emulated phone, simulated slow 4G;
// the CPU slowdown calibrated to this machine, cpuCalibration.ts) on Debian's chromium against the product as `npm start` runs it, for the
// home page and a category page signed in as the demo buyer, then a search, a book and a seller
// page signed out, as someone opening a shared link sees them. Each page is audited
// LIGHTHOUSE_RUNS times (3 by default) and the median run counts. Prints scores, LCP, TBT and CLS
// against the budgets, saves the HTML and JSON reports, and exits non-zero when one is missed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Flags, RunnerResult } from 'lighthouse';
import type { Page } from 'puppeteer-core';
import {
  formatFindings,
  formatTable,
  medianRun,
  RUNS_PER_PAGE,
  summarize,
  type PageSummary,
} from './budgets';
import { cpuSlowdownFor } from './cpuCalibration';
import { ensureProductServer } from './productServer';
import { bestMatch, categoryId, launchChromium, signInAsBuyer } from './signedInBrowser';

const BASE_URL = `http://localhost:${process.env.PORT ?? '5000'}`;
const REPORT_DIR = path.resolve(__dirname, '../../test-results/lighthouse');

const FLAGS: Flags = {
  // Lighthouse clears the origin's storage (and cache) before a navigation by default: the
  // signed-in session (IndexedDB, localStorage) must survive into the audited pages.
  disableStorageReset: true,
  output: ['html', 'json'],
  logLevel: 'error',
};

/**
 * Lighthouse loaded by Node's own ESM loader. A static import here becomes a require() that
 * tsx transpiles, and its esbuild `__name` helpers then break the functions Lighthouse sends
 * into the page as source ("__name is not defined").
 */
const loadLighthouse = () => import('lighthouse');

/** The word searched for on the audited search page: it finds several demo books. */
const SEARCH_WORDS = 'novel';

/** Runs one Lighthouse navigation in the page and keeps its two reports. */
async function auditOnce(page: Page, name: string, url: string): Promise<PageSummary> {
  const { navigation } = await loadLighthouse();
  // Storage stays (the session), but the HTTP cache goes, as in Lighthouse's own runs: the
  // sign-in already fetched the scripts, and a warm cache would hide what they cost.
  const devtools = await page.createCDPSession();
  await devtools.send('Network.clearBrowserCache');
  // So does the service worker, with its caches (decision 0036): a worker installed by an earlier
  // page would serve the scripts from its precache, and the run would not measure a first visit.
  await devtools.send('Storage.clearDataForOrigin', {
    origin: BASE_URL,
    storageTypes: 'service_workers,cache_storage',
  });
  await devtools.detach();
  const cpuSlowdownMultiplier = await cpuSlowdownFor(page);
  const flags: Flags = { ...FLAGS, throttling: { cpuSlowdownMultiplier } };
  const result: RunnerResult | undefined = await navigation(page, url, { flags });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const [html, json] = result.report as string[];
  writeFileSync(path.join(REPORT_DIR, `${name}.report.html`), html ?? '');
  writeFileSync(path.join(REPORT_DIR, `${name}.report.json`), json ?? '');
  return summarize(name, result.lhr);
}

/** LIGHTHOUSE_PAGES=home,book audits only those pages (all five by default). */
const ONLY_PAGES = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

/** Audits the page RUNS_PER_PAGE times; the median run stands for it. */
async function audit(page: Page, name: string, url: string): Promise<PageSummary[]> {
  if (ONLY_PAGES && !ONLY_PAGES.includes(name)) return [];
  const runs: PageSummary[] = [];
  for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
    console.log(`Lighthouse: ${name}, run ${run} of ${RUNS_PER_PAGE} (${url})...`);
    runs.push(await auditOnce(page, name, url));
  }
  return [medianRun(runs)];
}

async function auditSignedIn(): Promise<PageSummary[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await signInAsBuyer(page, BASE_URL);
    const fiction = await categoryId(BASE_URL, 'Fiction');
    return [
      ...(await audit(page, 'home', `${BASE_URL}/`)),
      ...(await audit(page, 'category', `${BASE_URL}/categorybooks/${fiction}`)),
    ];
  } finally {
    await browser.close();
  }
}

async function auditSignedOut(): Promise<PageSummary[]> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const { bookId, sellerId } = await bestMatch(BASE_URL, SEARCH_WORDS);
    const search = `${BASE_URL}/search?q=${encodeURIComponent(SEARCH_WORDS)}`;
    return [
      ...(await audit(page, 'search', search)),
      ...(await audit(page, 'book', `${BASE_URL}/book/${bookId}`)),
      ...(await audit(page, 'seller', `${BASE_URL}/seller/${sellerId}`)),
    ];
  } finally {
    await browser.close();
  }
}

async function main() {
  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await ensureProductServer(BASE_URL, path.join(REPORT_DIR, 'server.log'));
  let summaries: PageSummary[];
  try {
    summaries = [...(await auditSignedIn()), ...(await auditSignedOut())];
  } finally {
    if (server.startedHere) console.log('Stopping the product server this run started...');
    await server.stop();
  }
  console.log(`\n${formatTable(summaries)}\n`);
  console.log(formatFindings(summaries));
  console.log(`\nReports: ${path.relative(process.cwd(), REPORT_DIR)}/*.report.{html,json}`);
  const missed = summaries.filter((summary) => summary.missed.length > 0);
  if (missed.length > 0) {
    console.error(`Budgets missed on: ${missed.map((summary) => summary.page).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
