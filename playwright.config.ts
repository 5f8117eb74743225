import { defineConfig } from '@playwright/test';

const port = process.env.PORT ?? '5000';
const baseURL = `http://localhost:${port}`;

/**
 * Browser journeys against the product exactly as `npm start` runs it, in Debian's chromium
 * (Playwright's own browser downloads are not reachable here).
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'laptop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // Request logs of every page load would drown the test report; warnings still show.
    env: { LOG_LEVEL: 'warn' },
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
