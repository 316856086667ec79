// A built Harbor server for the front-end benchmarks: one real process on a fresh embedded data folder
// (PGlite), serving the build in WEB_ROOT (default dist/web; run `npm run build` first), with one family
// seeded through the API: a signed-in admin and a public memorial page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, startHarborProcess, waitForHealth } from '../src/server/faults/harbor-process.ts';
import { benchServerEnv } from './bench-server-env.ts';
import { type SeededFamily, seedFamily } from './harbor-fixture.ts';

export type SeededHarbor = { url: string; family: SeededFamily; stop: () => Promise<void> };

/** Debian's chromium and the flags of playwright.config.ts. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function startSeededHarbor(): Promise<SeededHarbor> {
  const webRoot = path.resolve(process.env.WEB_ROOT ?? 'dist/web');
  if (!existsSync(path.join(webRoot, 'memorial.html'))) {
    throw new Error(`No build in ${webRoot} (memorial.html missing); run npm run build first.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const harbor = startHarborProcess(
    port,
    benchServerEnv({ APP_URL: url, TRUST_PROXY: 'true', WEB_ROOT: webRoot, DATABASE_URL: '', REDIS_URL: '' }),
  );
  try {
    await waitForHealth(harbor, 60_000);
    return { url, family: await seedFamily(url, url, 0), stop: harbor.stop };
  } catch (error) {
    await harbor.stop();
    throw error;
  }
}
