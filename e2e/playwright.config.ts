import { defineConfig } from '@playwright/test';
import { TEST_CLOCK_START } from '@mo/contracts';
import { E2E_MOCK_PORT, E2E_MOCK_URL, E2E_WEB_PORT, E2E_WEB_URL } from './ports';

// Debian's Chromium: `npx playwright install` cannot download browsers on these machines.
const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // nginx's journey runs with its own stack: e2e/playwright.nginx.config.ts
  testIgnore: '**/production.e2e.ts',
  // E2E_OUTPUT and E2E_WEB_DIST let several people run suites side by side (own ports too).
  outputDir: process.env.E2E_OUTPUT ?? '../test-results/e2e',
  // Two journeys at once, each file on one worker: every journey has a sandbox of its own on the
  // mock (support.ts), so none sees another's world. E2E_WORKERS=1 runs them one at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry in CI only; a retried pass is reported as flaky by scripts/test-summary.ts (and in
  // the closing notes), never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_REPORT: where the JSON report goes (E2E_OUTPUT and it let several runs share a machine).
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? '../test-results/summary/playwright.json' }],
  ],
  use: {
    baseURL: E2E_WEB_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
    screenshot: 'only-on-failure',
    // CI retries once, so a failure still leaves a trace; passing journeys record none.
    trace: 'on-first-retry',
    viewport: { width: 1280, height: 800 },
    // Charts honour reduced motion, so screenshots never catch them mid-animation.
    contextOptions: { reducedMotion: 'reduce' },
  },
  projects: [
    {
      name: 'id',
      use: { locale: 'id-ID' },
      metadata: { lang: 'id' },
    },
    { name: 'en', use: { locale: 'en-GB' }, metadata: { lang: 'en' } },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx mock-server/src/server.ts',
      cwd: '..',
      url: `${E2E_MOCK_URL}/__mock/health`,
      env: {
        PORT: String(E2E_MOCK_PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        MOCK_CONTROL: 'on',
        // The mock's clock starts at the suites' fixed instant (late in the UTC day, the next day in
        // Jakarta), so the journeys' dates never depend on when or where they run.
        MOCK_CLOCK_START: TEST_CLOCK_START,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The built portal (npm test builds it first), served by vite preview with the /gw proxy.
      command: `node_modules/.bin/vite preview web --host 127.0.0.1 --port ${E2E_WEB_PORT} --strictPort --outDir ${process.env.E2E_WEB_DIST ?? 'dist'}`,
      cwd: '..',
      url: E2E_WEB_URL,
      env: { MOCK_URL: E2E_MOCK_URL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
