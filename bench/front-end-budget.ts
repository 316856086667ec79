// `node --import tsx bench/front-end-budget.ts` (part of `npm run bench`, after the build): the
// JavaScript, CSS and font bytes a browser downloads for the first view of the landing page, the
// sign-in page, the dashboard (signed in) and a public memorial page (signed out), gzip-compressed,
// against each page's budget. Measured in a real browser against the built server, so lazy chunks a
// page loads at once count and those it never asks for (the memorial editor, other screens) do not.
// Writes its section of docs/benchmarks.md.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { TYPEFACE_STORAGE_KEY } from '../src/shared/theme/theme-init-script.ts';
import { machine, today, writeDocSection } from './bench-doc.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type SeededHarbor, startSeededHarbor } from './seeded-harbor.ts';

type Kind = 'script' | 'stylesheet' | 'font';
type Weight = Record<Kind, number>;
type View = {
  name: string;
  path: (harbor: SeededHarbor) => string;
  signedIn: boolean;
  /** What the person sees once the view is ready. */
  ready: (page: Page) => Promise<void>;
  /**
   * Gzip KB, from the goal of issue 20 (a first view fast on a weak phone), not from today's sizes:
   * JavaScript 60 KB for the landing, 90 KB for /auth, 150 KB for the signed-in app, 40 KB for a public
   * memorial page; fonts 40 KB of woff2. A view over its budget is reported as over.
   */
  budgetKb: Weight;
  /** Whether the view fetches the app's typeface once it has settled, for the pages after it (decision 053). */
  keepsTypeface: boolean;
};

const VIEWS: readonly View[] = [
  {
    name: 'Landing `/`',
    path: () => '/',
    signedIn: false,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    budgetKb: { script: 60, stylesheet: 15, font: 40 },
    keepsTypeface: true,
  },
  {
    name: 'Sign in `/auth`',
    path: () => '/auth',
    signedIn: false,
    ready: (page) => page.getByLabel('Password').first().waitFor(),
    budgetKb: { script: 90, stylesheet: 15, font: 40 },
    keepsTypeface: true,
  },
  {
    name: 'Dashboard `/dashboard` (signed in)',
    path: () => '/dashboard',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    budgetKb: { script: 150, stylesheet: 15, font: 40 },
    keepsTypeface: true,
  },
  {
    name: 'Public memorial `/memorial/{slug}`',
    path: (harbor) => `/memorial/${harbor.family.slug}`,
    signedIn: false,
    ready: (page) => page.locator('article[data-layout]').waitFor(),
    budgetKb: { script: 40, stylesheet: 15, font: 40 },
    keepsTypeface: false,
  },
];
const KINDS: readonly Kind[] = ['script', 'stylesheet', 'font'];

async function measureView(browser: Browser, harbor: SeededHarbor, view: View): Promise<Weight> {
  const context = await browser.newContext({
    extraHTTPHeaders: view.signedIn ? { cookie: harbor.family.cookie } : {},
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const seen = new Set<string>();
  const weight: Weight = { script: 0, stylesheet: 0, font: 0 };
  page.on('response', (response) => {
    const kind = response.request().resourceType() as Kind;
    if (!KINDS.includes(kind) || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      response.body().then((body) => {
        weight[kind] += gzipSync(body).length / 1024;
      }),
    );
  });
  await page.goto(`${harbor.url}${view.path(harbor)}`);
  await view.ready(page);
  await page.waitForLoadState('networkidle');
  // The typeface's two files come a few seconds later, once the page has settled; they are counted as
  // the view's fonts, since every visitor downloads them on it.
  if (view.keepsTypeface)
    await page.waitForFunction((key) => localStorage.getItem(key) === '1', TYPEFACE_STORAGE_KEY, {
      timeout: 30_000,
    });
  await Promise.all(pending);
  await context.close();
  return weight;
}

const harbor = await startSeededHarbor();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: string[] = [];
let isOver = false;
try {
  for (const view of VIEWS) {
    const weight = await measureView(browser, harbor, view);
    const cells = KINDS.map((kind) => {
      const within = weight[kind] <= view.budgetKb[kind];
      isOver ||= !within;
      return `${weight[kind].toFixed(1)} KB / ${view.budgetKb[kind]} KB${within ? '' : ' (OVER)'}`;
    });
    const total = KINDS.reduce((sum, kind) => sum + weight[kind], 0);
    rows.push(`| ${view.name} | ${cells.join(' | ')} | ${total.toFixed(1)} KB |`);
  }
} finally {
  await browser.close();
  await harbor.stop();
}

await writeDocSection('front-end-budget', [
  '## Front-end budgets: bytes downloaded for the first view (gzip)',
  '',
  '| view | JavaScript / budget | CSS / budget | fonts / budget | total |',
  '|---|---|---|---|---|',
  ...rows,
  '',
  'Each view loaded once in a fresh browser (Debian chromium) from the built server, until the page is',
  'shown and the network is idle; every script, style sheet and font it fetched, compressed with gzip.',
  'The fonts of the landing page, /auth and the dashboard are the app typeface’s two small files, which',
  'these views fetch once they have settled, for the pages after them; their first view uses the',
  'system’s faces and waits for no font (decision 053).',
  'A visitor to a public memorial page gets it rendered on the server, with Preact islands for the',
  'theme switch, the candle and the flower, the gatherings and their replies, the photo lightbox, the',
  'tributes, sharing and following (decisions 041, 057, 059, 060, 065), and its font in small files (decision 045);',
  'signed in, it is the app’s own entry (memorial.html, decision 017). The landing page is rendered on',
  'the server too, its dialogs fetched when reached for (decision 042), and so is the sign-in page, its',
  'panel one island with the forms (decision 047). In the app, dialogs and the toasts load when first',
  'wanted (decision 046), so they are not counted here, and the routes are declared rather than a data',
  'router (decision 048).',
  '',
  `Measured ${today()} on ${machine()}, with \`node --import tsx bench/front-end-budget.ts\`.`,
]);
if (isOver) process.exitCode = 1;
