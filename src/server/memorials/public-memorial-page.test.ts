import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { heldTributesPath } from '#shared/memorials/memorial-links.ts';
import { PORTRAIT_SIZES, portraitSrcSet } from '#shared/memorials/responsive-images.ts';
import { SERVER_RENDER_BUILD } from '#shared/server-render-build.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import { escapeHtml } from '../infra/escape-html.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';
import type { RenderMemorialPage } from './render-public-memorial.ts';

// The wiring of the server-rendered page, with a stand-in for the build's renderer: it writes the
// name, the story and the tributes it is given. The real renderer has its own tests
// (src/web/server-render.test.tsx) and e2e/memorial-server-rendered.spec.ts reads the real build.

const PAGE_HTML = `<!doctype html><html><head>
    <meta name="description" content="Harbor default" />
    <title>Harbor</title>
  </head><body><div id="root">${SERVER_RENDER_BUILD.memorial.bodyMarker}</div>${SERVER_RENDER_BUILD.memorial.dataMarker}<script type="module" src="/assets/islands.js"></script></body></html>`;
const APP_ENTRY_HTML =
  '<!doctype html><html><head><title>Harbor</title></head><body data-entry="memorial"></body></html>';

let t: TestApp;
let webRoot: string;
let site: ReturnType<typeof createApp>;
let renders: { name: string; origin: string }[];

const render: RenderMemorialPage = ({ view, origin }) => {
  const name = `${view.memorial.lovedOne.firstName} ${view.memorial.lovedOne.lastName}`;
  renders.push({ name, origin });
  const tributes = view.tributes.map((tribute) => `<li>${escapeHtml(tribute.message)}</li>`).join('');
  return {
    root: `<h1>${escapeHtml(name)}</h1><p>${escapeHtml(view.memorial.description ?? '')}</p><ul>${tributes}</ul>`,
    data: '<script type="application/json" id="memorial-page-data">{}</script>',
  };
};

beforeEach(async () => {
  // The page cache on, as in production: the rendered page is what it keeps.
  t = await createTestApp({ env: { PUBLIC_PAGE_CACHE_SECONDS: '60' } });
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), APP_ENTRY_HTML.replace(' data-entry="memorial"', ''));
  writeFileSync(path.join(webRoot, 'memorial.html'), APP_ENTRY_HTML);
  writeFileSync(path.join(webRoot, SERVER_RENDER_BUILD.memorial.page), PAGE_HTML);
  site = createApp({ ...t.deps, webRoot, renderers: { renderMemorialPage: render } });
  renders = [];
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function publicPage() {
  const cast = await createMemorialCast(t, { isPublic: true });
  await t.deps.db
    .update(memorialPages)
    .set({ description: 'Rose kept bees for forty years.' })
    .where(eq(memorialPages.id, cast.memorialId));
  return cast;
}

const get = (url: string, cookie?: string) => site.request(url, { headers: cookie ? { cookie } : {} });

describe('a public memorial page opened by a visitor', () => {
  it('arrives rendered: the page in #root, its data for the islands, its link-preview head', async () => {
    const cast = await publicPage();
    const response = await get(`/memorial/${cast.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain(
      `<div id="root"><h1>${cast.lovedOne.firstName} ${cast.lovedOne.lastName}</h1><p>Rose kept bees for forty years.</p>`,
    );
    expect(html).toContain('<script type="application/json" id="memorial-page-data">{}</script>');
    expect(html).not.toContain(SERVER_RENDER_BUILD.memorial.bodyMarker);
    expect(html).toContain('<meta property="og:title"');
    expect(html).not.toContain('Harbor default');
    // The data is in the page already: nothing to preload. No photo, no image to preload either.
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('as="image"');
    expect(renders).toEqual([
      { name: `${cast.lovedOne.firstName} ${cast.lovedOne.lastName}`, origin: t.config.appUrl },
    ]);
  });

  it('preloads the portrait, the page’s largest picture, at the width its header style draws it', async () => {
    const cast = await publicPage();
    const photoKey = `loved-one-photos/${cast.admin.userId}/${cast.lovedOne.id}.webp`;
    await t.deps.storage.put(photoKey, new Uint8Array([1, 2, 3]), 'image/webp');
    await t.deps.db.update(lovedOnes).set({ photoKey }).where(eq(lovedOnes.id, cast.lovedOne.id));
    await t.deps.db
      .update(memorialPages)
      .set({ headerStyle: 'split' })
      .where(eq(memorialPages.id, cast.memorialId));
    const html = await (await get(`/memorial/${cast.slug}`)).text();
    const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, cast.lovedOne.id));
    const portraitUrl = `/api/memorials/${cast.memorialId}/portrait?v=${lovedOne!.updatedAt.getTime()}`;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(portraitSrcSet(portraitUrl))}" imagesizes="${escapeHtml(PORTRAIT_SIZES.split)}" fetchpriority="high" />`,
    );
    expect(head).toContain('&#38;w=320 320w, ');
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it('is rendered once for a crowd, and again after any write', async () => {
    const cast = await publicPage();
    await Promise.all(Array.from({ length: 5 }, () => get(`/memorial/${cast.slug}`)));
    expect(renders).toHaveLength(1);

    const tribute = await site.request(`/api/memorials/${cast.memorialId}/tributes`, {
      method: 'POST',
      headers: { origin: t.config.appUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ authorName: 'Margaret', message: 'Her scones & jam <3' }),
    });
    expect(tribute.status).toBe(201);
    const html = await (await get(`/memorial/${cast.slug}`)).text();
    expect(html).toContain('<li>Her scones &#38; jam &#60;3</li>');
    expect(renders).toHaveLength(2);
  });

  it('is compressed once for the crowd, in the encoding each browser accepts', async () => {
    const cast = await publicPage();
    const name = `<h1>${cast.lovedOne.firstName} ${cast.lovedOne.lastName}</h1>`;
    const read = (encoding: string) =>
      site.request(`/memorial/${cast.slug}`, { headers: { 'accept-encoding': encoding } });
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const response = await read(accepted);
      expect(response.headers.get('content-encoding'), accepted).toBe(expected);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      const body = decoders[expected](Buffer.from(await response.arrayBuffer())).toString();
      expect(body, accepted).toContain(name);
    }
    const plain = await read('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(name);
    expect(renders).toHaveLength(1);
  });

  it('is the app’s entry for anyone signed in, who may be the family and see more', async () => {
    const cast = await publicPage();
    for (const person of [cast.admin, cast.member, cast.stranger]) {
      const html = await (await get(`/memorial/${cast.slug}`, person.cookie)).text();
      expect(html).toContain('data-entry="memorial"');
    }
    expect(renders).toEqual([]);
  });

  it('is the app’s entry for the held-tribute link, which asks the admin to sign in', async () => {
    const cast = await publicPage();
    const html = await (await get(heldTributesPath(cast.slug))).text();
    expect(html).toContain('data-entry="memorial"');
    expect(renders).toEqual([]);
  });

  it('is never rendered while private or missing: the app’s entry shows the not-found page', async () => {
    const cast = await createMemorialCast(t);
    for (const url of [`/memorial/${cast.slug}`, '/memorial/nobody', '/memorial/%E0%A4%A']) {
      const html = await (await get(url)).text();
      expect(html, url).toContain('data-entry="memorial"');
      expect(html, url).not.toContain(cast.lovedOne.firstName);
    }
    expect(renders).toEqual([]);
  });

  it('without a renderer in the build, is served as the app’s entry, as before', async () => {
    const cast = await publicPage();
    const plain = createApp({ ...t.deps, webRoot });
    const html = await (await plain.request(`/memorial/${cast.slug}`)).text();
    expect(html).toContain('data-entry="memorial"');
    expect(html).toContain('as="fetch"');
  });
});
