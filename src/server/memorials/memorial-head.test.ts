import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PORTRAIT_SIZES, portraitSrcSet } from '#shared/memorials/responsive-images.ts';
import { makePng } from '#test/factories/team.ts';
import { standaloneText } from '#test/standalone-text.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createApp } from '../app.ts';
import { escapeHtml } from '../infra/escape-html.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

const INDEX_HTML = `<!doctype html><html><head>
    <meta name="description" content="Harbor default" />
    <title>Harbor</title>
  </head><body><div id="root"></div></body></html>`;

let t: TestApp;
let webRoot: string;
let site: ReturnType<typeof createApp>;
beforeEach(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'harbor-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  site = createApp({ ...t.deps, webRoot });
});
afterEach(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const htmlOf = async (url: string) => (await site.request(url)).text();

describe('link previews for /memorial/{slug}', () => {
  it('a public page gets its title, description, Open Graph and Twitter tags, escaped', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ title: 'Rose "Nana" <Lane>', description: "Mum's garden & roses" })
      .where(eq(memorialPages.id, cast.memorialId));
    const photoKey = 'loved-one-photos/x/rose.webp';
    await t.deps.storage.put(photoKey, new Uint8Array(await makePng()), 'image/png');
    await t.deps.db.update(lovedOnes).set({ photoKey }).where(eq(lovedOnes.id, cast.lovedOne.id));

    const html = await htmlOf(`/memorial/${cast.slug}`);
    expect(html).toContain('<title>Rose &#34;Nana&#34; &#60;Lane&#62; · Harbor</title>');
    expect(html).not.toContain('<title>Harbor</title>');
    expect(html).not.toContain('Harbor default');
    expect(html).toContain('<meta name="description" content="Mum&#39;s garden &#38; roses" />');
    expect(html).toContain('<meta property="og:title" content="Rose &#34;Nana&#34; &#60;Lane&#62;" />');
    expect(html).toContain('<meta property="og:description" content="Mum&#39;s garden &#38; roses" />');
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/memorial/${cast.slug}" />`,
    );
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toMatch(
      new RegExp(`^http://localhost:3000/api/memorials/${cast.memorialId}/share-image\\?v=[\\w-]+$`),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
    expect(html).toContain(
      `<link rel="preload" href="/api/memorials/by-slug/${cast.slug}" as="fetch" crossorigin="anonymous" />`,
    );
    // The app's entry preloads the portrait too, at the widths the page's header asks for.
    const [lovedOne] = await t.deps.db.select().from(lovedOnes).where(eq(lovedOnes.id, cast.lovedOne.id));
    const portraitUrl = `/api/memorials/${cast.memorialId}/portrait?v=${lovedOne!.updatedAt.getTime()}`;
    expect(html).toContain(
      `<link rel="preload" as="image" imagesrcset="${escapeHtml(portraitSrcSet(portraitUrl))}" imagesizes="${escapeHtml(PORTRAIT_SIZES.hero)}" fetchpriority="high" />`,
    );
  });

  it('every public page, with or without a portrait, points the preview at its 1200×630 image', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const html = await htmlOf(`/memorial/${cast.slug}`);
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toMatch(
      new RegExp(`^http://localhost:3000/api/memorials/${cast.memorialId}/share-image\\?v=[\\w-]+$`),
    );
    for (const tag of [
      '<meta property="og:image:type" content="image/jpeg" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="Rose Lane, May 1, 1940 – October 1, 2026" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      `<meta name="twitter:image" content="${image}" />`,
    ]) {
      expect(html).toContain(tag);
    }
    // What the tags say is what a signed-out crawler gets.
    const response = await site.request(new URL(image!).pathname + new URL(image!).search);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { format, width, height } = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
  });

  it('the image’s address changes when the image does, and only then', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const imageNow = async () =>
      (await htmlOf(`/memorial/${cast.slug}`)).match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    const first = await imageNow();

    await t.deps.db
      .update(memorialPages)
      .set({ description: 'A new description' })
      .where(eq(memorialPages.id, cast.memorialId));
    expect(await imageNow()).toBe(first);

    await t.deps.db.update(lovedOnes).set({ firstName: 'Rosie' }).where(eq(lovedOnes.id, cast.lovedOne.id));
    const renamed = await imageNow();
    expect(renamed).not.toBe(first);

    await t.deps.db
      .update(memorialPages)
      .set({ showDates: false })
      .where(eq(memorialPages.id, cast.memorialId));
    const html = await htmlOf(`/memorial/${cast.slug}`);
    expect(html).toContain('<meta property="og:image:alt" content="Rosie Lane" />');
    // As a number of its own: a hashed asset name or an id may hold the digits 1940.
    expect(html).not.toMatch(standaloneText('1940'));
    expect(await imageNow()).not.toBe(renamed);
  });

  it('a private page, a missing one and other paths get only the default head', async () => {
    const cast = await createMemorialCast(t);
    for (const url of [`/memorial/${cast.slug}`, '/memorial/nobody', '/memorial/%E0%A4%A', '/dashboard']) {
      const html = await htmlOf(url);
      expect(html, url).toContain('<title>Harbor</title>');
      expect(html, url).not.toContain('og:');
      expect(html, url).not.toContain('Rose');
    }
  });

  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&`)).toBe(
      '&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;',
    );
  });

  it('serves memorial.html, the page’s own entry, for /memorial/{slug} and index.html elsewhere', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    writeFileSync(
      path.join(webRoot, 'memorial.html'),
      INDEX_HTML.replace('<body>', '<body data-entry="memorial">'),
    );
    const memorialHtml = await htmlOf(`/memorial/${cast.slug}`);
    expect(memorialHtml).toContain('data-entry="memorial"');
    expect(memorialHtml).toContain('og:title');
    // A private or missing page gets the same entry, which shows the not-found page in the browser.
    expect(await htmlOf('/memorial/nobody')).toContain('data-entry="memorial"');
    for (const url of ['/', '/dashboard', '/memorial', '/memorial/a/b', '/hub/memorial/x']) {
      expect(await htmlOf(url), url).not.toContain('data-entry');
    }
  });
});
