import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';

// The real public folder (manifest and icons as committed) plus stand-ins for the built files.
const PUBLIC_DIR = path.resolve('src/web/public');

let t: TestApp;
let webRoot: string;
let site: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  cpSync(PUBLIC_DIR, webRoot, { recursive: true });
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Harbor</title></head></html>',
  );
  writeFileSync(path.join(webRoot, 'sw.js'), "self.addEventListener('fetch', () => {});");
  site = createApp({ ...t.deps, webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

type Manifest = {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe('Harbor as an installable app', () => {
  it('serves the service worker as JavaScript that browsers check on every visit', async () => {
    const response = await site.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('serves the manifest as one, and every icon it names exists at its stated size', async () => {
    const response = await site.request('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'Harbor', start_url: '/dashboard', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons) {
      const file = await site.request(icon.src);
      expect(file.headers.get('content-type'), icon.src).toBe('image/png');
      const { width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });
});
