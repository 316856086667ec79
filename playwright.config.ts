import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;
export const E2E_PASSCODE = 'harbor-e2e-passcode';
export const E2E_OPERATOR_EMAIL = 'operator.e2e@example.com';

/**
 * Chromium keeps only the last --disable-features it is given, and Playwright passes its own list first:
 * ours repeats Playwright 1.65's (chromiumSwitches.ts) so none of its switches is lost.
 * e2e/browser-switches.spec.ts fails when a new Playwright adds one that is missing here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Every browser window (one per test's context) preloads the address bar's two pop-ups as web pages,
 * each in a renderer of its own: about a second of CPU per test that no test looks at. Without them
 * the browser suite took a third less time on CI's two AMD cores (docs/decisions/092).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three on CI's two cores too: with two, the cores sat idle an eighth of the time while tests waited on
  // the server and the browser, and a third worker fills that (the suite took 9.1 minutes with two, 8.1 with three).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // A trace records screenshots and DOM snapshots of every action of every test, which made the suite
    // a third slower on CI's two cores; CI keeps only what it prints, so the trace is for local runs.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Harbor's service worker answers some reads itself, where page.route cannot reach them; the journeys
    // that fake a failing server need it off. e2e/offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh embedded database for every run: the suite starts from nothing, as a new install does.
    // Each port has its own build and data folder, so parallel runs on one machine never collide.
    command: `rm -rf .e2e-data-${PORT} && npm run build --silent && node --import tsx src/server/index.ts`,
    url: `${E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(PORT),
      APP_URL: E2E_BASE_URL,
      DATA_DIR: `.e2e-data-${PORT}`,
      WEB_ROOT: `dist/web-e2e-${PORT}`,
      PREVIEW_PASSCODE: E2E_PASSCODE,
      REQUIRE_EMAIL_VERIFICATION: 'true',
      // Each test acts as its own client (e2e/fixtures.ts sets X-Forwarded-For), so the per-client
      // sign-up and sign-in limits (3 per 15 minutes) hold without tests tripping over each other.
      TRUST_PROXY: 'true',
      // There is no proxy here, only those simulated clients: the mail-reading helpers (e2e/support.ts)
      // may still read the dev mailbox from this computer (decision 030).
      DEV_MAILBOX: 'loopback-despite-proxy',
      LOG_LEVEL: 'warn',
      // The operator console's journeys (e2e/operator.spec.ts) sign up with this address.
      OPERATOR_EMAILS: E2E_OPERATOR_EMAIL,
    },
  },
});
