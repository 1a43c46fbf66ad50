import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the local runtime
 * serving the built SPA, with an in-memory DynamoDB Local of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium, the browser people have: `npm run bench` measures first paint and Lighthouse in it (tests/bench/browser.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The browser tests' Chromium: Debian's headless shell of the same build (package
 * `chromium-headless-shell`), the kind of browser Playwright itself runs headless tests in. It
 * renders and runs the pages as the full browser does, without the full browser's own processes
 * and UI: the whole suite took 747 s of CPU against 1,191 s in the full one
 * (docs/decisions/browser-tests-in-the-headless-shell.md). `CHROMIUM_PATH=/usr/bin/chromium` to watch a run (`--headed`).
 */
const browserTestsChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The flags of the browser tests and the bench. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const baseURL = `http://127.0.0.1:${port}`;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: browserTestsChromiumPath,
    args: chromiumArgs,
  },
};
/**
 * Specs that move the runtime's clock (days or months, then back): a journey running beside them
 * would find its e-mail code or passkey challenge expired in between (CI: teams, passkeys).
 */
const movesTheClockFar = /(auto-renewal|transfers)\.spec\.ts$/;
/** Moves the clock past every session's 5-minute freshness, for good: after everything else. */
const endsFreshSignIns = /step-up\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three journeys at once on 2 cores: each waits on the runtime and the browser in turn.
  workers: 3,
  timeout: 30_000,
  // On 2 busy cores an answer can take seconds (the runtime hashes passwords at the test cost: `--password-hashing test` below).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    locale: 'fo-FO',
    // A trace records every action of every journey (snapshots, screencast) to keep the failing
    // ones: about a quarter of the browser time on 2 cores (measured 2026-12-07: 59–64 s → 42–48 s
    // for two specs). CI's record is its printed output (each failure's call log and message), so
    // CI records none; a run on a developer's machine keeps the failures' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [movesTheClockFar, endsFreshSignIns],
      use: browser,
    },
    {
      // The runtime's clock is one for every journey: a spec that moves it by months (a renewal day)
      // would expire the sessions and checkouts of the journeys running beside it, so it runs after them.
      name: 'chromium-clock',
      testMatch: movesTheClockFar,
      dependencies: ['chromium'],
      // One file at a time: each moves the one clock the other's journey runs on.
      workers: 1,
      use: browser,
    },
    {
      // The step-up journeys move the clock 6 minutes on: every session then open would have to
      // sign in again before its next risky change, so they run last (issue 29).
      name: 'chromium-step-up',
      testMatch: endsFreshSignIns,
      dependencies: ['chromium-clock'],
      use: browser,
    },
  ],
  webServer: {
    command: `node --import tsx infra/local/cli.ts --in-memory --viewers-from-header --password-hashing test --port ${port}`,
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
