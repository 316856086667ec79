import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env.ts';
import { mountStaticSite } from './static-site.ts';

const SCRIPT = `console.log(${JSON.stringify('a calm page '.repeat(200))});`;
let webRoot: string;
let app: Hono<AppEnv>;
beforeEach(() => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-static-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<html><head><title>Harbor</title></head><body>app</body></html>',
  );
  writeFileSync(
    path.join(webRoot, 'memorial.html'),
    '<html><head><title>Harbor</title></head><body>memorial</body></html>',
  );
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
  app = new Hono<AppEnv>();
  app.get('/api/data', (c) => c.json({ text: 'x'.repeat(5000) }));
  mountStaticSite(app, webRoot, { pageFor: (p) => (p.startsWith('/memorial/') ? 'memorial.html' : null) });
});
afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

describe('the static site', () => {
  it('gzips scripts for browsers that accept it, and caches hashed assets for a year', async () => {
    const response = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.byteLength).toBeLessThan(SCRIPT.length / 5);
    expect(gunzipSync(body).toString()).toBe(SCRIPT);
    const plain = await app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('sends the build’s Brotli copy of an asset to a browser that takes it', async () => {
    writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
    const response = await app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
    // Without a copy in that encoding, it is compressed as it goes, as before.
    const gzipped = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('keeps the memorial fonts’ small files and the icons for a week: their names carry no hash', async () => {
    mkdirSync(path.join(webRoot, 'fonts'));
    writeFileSync(path.join(webRoot, 'fonts', 'inter-400-basic.woff2'), new Uint8Array([119, 79, 70, 50]));
    const response = await app.request('/fonts/inter-400-basic.woff2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect((await app.request('/fonts/missing.woff2')).status).toBe(404);
    mkdirSync(path.join(webRoot, 'icons'));
    writeFileSync(path.join(webRoot, 'icons', 'icon-192.png'), new Uint8Array([137, 80, 78, 71]));
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    for (const file of ['/icons/icon-192.png', '/favicon.svg'])
      expect((await app.request(file)).headers.get('cache-control'), file).toBe('public, max-age=604800');
  });

  it('leaves the API’s answers to the API', async () => {
    const response = await app.request('/api/data', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('answers a client route with its page, a missing asset with 404', async () => {
    expect(await (await app.request('/dashboard')).text()).toContain('app');
    expect(await (await app.request('/memorial/rose-lane')).text()).toContain('memorial');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
  });
});
