import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

// The cache on, as in production, but long enough that only a write can be what empties it.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { PUBLIC_PAGE_CACHE_SECONDS: '60' } });
});
afterEach(async () => {
  await t.close();
});

const titleSeenBy = async (cast: MemorialCast, cookie?: string) =>
  (
    await jsonOf<{ memorial: { title: string } }>(
      await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, { cookie }),
    )
  ).memorial.title;

async function setTitleBehindTheAppsBack(cast: MemorialCast, title: string) {
  await t.deps.db.update(memorialPages).set({ title }).where(eq(memorialPages.id, cast.memorialId));
}

describe('the public page cache (anonymous visitors only)', () => {
  it('serves anonymous visitors a kept copy, but signed-in readers always read the database', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const first = await titleSeenBy(cast);
    expect(first).toEqual(expect.any(String));
    await setTitleBehindTheAppsBack(cast, 'Changed elsewhere');
    expect(await titleSeenBy(cast)).toBe(first);
    expect(await titleSeenBy(cast, cast.stranger.cookie)).toBe('Changed elsewhere');
    expect(await titleSeenBy(cast, cast.admin.cookie)).toBe('Changed elsewhere');
  });

  it('forgets everything after a successful write in this process: Make Private hides the page at once', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await t.request('GET', `/api/memorials/by-slug/${cast.slug}`)).status).toBe(200);
    expect((await t.request('GET', `/memorial/${cast.slug}`)).status).toBeLessThan(500);
    const hidden = await t.request('PUT', `/api/memorials/${cast.memorialId}/visibility`, {
      cookie: cast.admin.cookie,
      json: { isPublic: false },
    });
    expect(hidden.status).toBe(200);
    expect((await t.request('GET', `/api/memorials/by-slug/${cast.slug}`)).status).toBe(404);
  });

  it("a visitor's own tribute is in the next read, and a refused write leaves the kept copy alone", async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const tributes = async () =>
      (
        await jsonOf<{ tributes: { message: string }[] }>(
          await t.request('GET', `/api/memorials/${cast.memorialId}/tributes`),
        )
      ).tributes.map((tribute) => tribute.message);
    expect(await tributes()).toEqual([]);
    const posted = await t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
      json: { authorName: 'Neighbour Jo', message: 'She always waved.' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(posted.status).toBe(201);
    expect(await tributes()).toEqual(['She always waved.']);

    const title = await titleSeenBy(cast);
    await setTitleBehindTheAppsBack(cast, 'Changed elsewhere');
    const refused = await t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
      json: { authorName: '', message: '' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(refused.status).toBe(422);
    expect(await titleSeenBy(cast)).toBe(title);
    // Every visitor reports a page view; that changes no page and must not empty the cache.
    const pageView = await t.request('POST', '/api/analytics/events', {
      json: { events: [{ name: 'page_view', path: '/memorial/:slug' }] },
    });
    expect(pageView.status).toBeLessThan(300);
    expect(await titleSeenBy(cast)).toBe(title);
    // Nor does the time zone every signed-in page load sends.
    const timeZone = await t.request('POST', '/api/notifications/time-zone', {
      cookie: cast.admin.cookie,
      json: { timeZone: 'Europe/London' },
    });
    expect(timeZone.status).toBe(200);
    expect(await titleSeenBy(cast)).toBe(title);
  });
});
