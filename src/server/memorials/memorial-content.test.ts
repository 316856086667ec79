import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, makePng } from '#test/factories/team.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Page = {
  timeline: { id: string; eventTitle: string; eventDate: string }[];
  quotes: { quoteText: string; category: string }[];
  favorites: { itemName: string; category: string }[];
  memorial: { settings: Record<string, unknown>; title: string; description: string | null };
};

const asAdmin = (cast: MemorialCast, method: string, path: string, json?: unknown) =>
  t.request(method, `/api/memorials/${cast.memorialId}${path}`, { cookie: cast.admin.cookie, json });
const pageAs = async (cast: MemorialCast, cookie?: string) =>
  jsonOf<Page>(await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, cookie ? { cookie } : {}));

describe('timeline, quotes and favourites', () => {
  it('orders the timeline by date, quotes newest first, and applies the default categories', async () => {
    const cast = await createMemorialCast(t);
    await asAdmin(cast, 'POST', '/timeline', { eventTitle: 'Married', eventDate: '1965-06-12' });
    await asAdmin(cast, 'POST', '/timeline', { eventTitle: 'Born', eventDate: '1940-05-01' });
    await asAdmin(cast, 'POST', '/quotes', { quoteText: 'First' });
    await asAdmin(cast, 'POST', '/quotes', { quoteText: 'Second', category: 'funny' });
    await asAdmin(cast, 'POST', '/favorites', { itemName: 'Apple pie' });
    const page = await pageAs(cast, cast.admin.cookie);
    expect(page.timeline.map((event) => event.eventTitle)).toEqual(['Born', 'Married']);
    expect(page.quotes).toMatchObject([
      { quoteText: 'Second', category: 'funny' },
      { quoteText: 'First', category: 'inspirational' },
    ]);
    expect(page.favorites).toMatchObject([{ itemName: 'Apple pie', category: 'food' }]);
  });

  it('refuses missing required fields with a visible message instead of ignoring them', async () => {
    const cast = await createMemorialCast(t);
    const cases: [string, unknown, string][] = [
      ['/timeline', { eventTitle: '', eventDate: '2000-01-01' }, 'Please enter a title for the event'],
      ['/timeline', { eventTitle: 'Graduated', eventDate: '' }, 'Please enter the date of the event'],
      ['/quotes', { quoteText: '   ' }, 'Please enter the quote'],
      ['/favorites', { itemName: '' }, 'Please enter the favorite'],
    ];
    for (const [path, json, message] of cases) {
      const response = await asAdmin(cast, 'POST', path, json);
      expect(response.status).toBe(422);
      expect((await errorOf(response)).message).toBe(message);
    }
  });

  it('edits and deletes an item; an item id from another page removes nothing there', async () => {
    const cast = await createMemorialCast(t);
    const other = await createMemorialCast(t);
    const { item } = await jsonOf<{ item: { id: string } }>(
      await asAdmin(cast, 'POST', '/quotes', { quoteText: 'Old words' }),
    );
    const edit = await asAdmin(cast, 'PUT', `/quotes/${item.id}`, {
      quoteText: 'New words',
      category: 'wisdom',
    });
    expect(edit.status).toBe(200);
    expect((await pageAs(cast, cast.admin.cookie)).quotes).toMatchObject([{ quoteText: 'New words' }]);
    const foreign = await t.request('DELETE', `/api/memorials/${other.memorialId}/quotes/${item.id}`, {
      cookie: other.admin.cookie,
    });
    expect(foreign.status).toBe(200);
    expect((await asAdmin(cast, 'DELETE', '/quotes/not-a-uuid')).status).toBe(404);
    expect((await pageAs(cast, cast.admin.cookie)).quotes).toHaveLength(1);
    expect((await asAdmin(cast, 'DELETE', `/quotes/${item.id}`)).status).toBe(200);
    expect((await pageAs(cast, cast.admin.cookie)).quotes).toEqual([]);
  });

  it('sections the admin hides are not sent to visitors', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await asAdmin(cast, 'POST', '/timeline', { eventTitle: 'Born', eventDate: '1940-05-01' });
    const settings = (await pageAs(cast, cast.admin.cookie)).memorial.settings;
    const saved = await asAdmin(cast, 'PUT', '/settings', {
      ...settings,
      showTimeline: false,
      showDates: false,
    });
    expect(saved.status).toBe(200);
    const visitor = await pageAs(cast);
    expect(visitor.timeline).toEqual([]);
    expect(visitor.memorial).toMatchObject({ lovedOne: { dateOfBirth: null, dateOfDeath: null } });
    expect((await pageAs(cast, cast.admin.cookie)).timeline).toHaveLength(1);
  });
});

describe('settings, details and images', () => {
  it('saves every setting and refuses a javascript: link', async () => {
    const cast = await createMemorialCast(t);
    const settings = {
      themeColor: 'sage',
      fontFamily: 'merriweather',
      layoutStyle: 'photo-focused',
      headerStyle: 'split',
      showDates: true,
      showTimeline: true,
      showQuotes: false,
      showFavorites: true,
      showTributes: true,
      musicUrl: 'https://music.example.com/song',
      charityName: 'Hospice Care',
      charityUrl: 'https://hospice.example.org',
      moderation: 'hold',
      pronouns: 'he',
    };
    expect((await asAdmin(cast, 'PUT', '/settings', settings)).status).toBe(200);
    expect((await pageAs(cast, cast.admin.cookie)).memorial.settings).toEqual(settings);
    const bad = await asAdmin(cast, 'PUT', '/settings', { ...settings, musicUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect((await asAdmin(cast, 'PUT', '/settings', { ...settings, pronouns: 'it' })).status).toBe(422);
    // A tab opened before pronouns were asked for still saves; the page then says "their".
    const { pronouns: _, ...older } = settings;
    expect((await asAdmin(cast, 'PUT', '/settings', older)).status).toBe(200);
    expect((await pageAs(cast, cast.admin.cookie)).memorial.settings.pronouns).toBeNull();
  });

  it('Edit / Save keeps the title and description exactly as typed', async () => {
    const cast = await createMemorialCast(t);
    const details = { title: 'Rose — "Nana" <3', description: "Mum's garden & her <i>roses</i>" };
    expect((await asAdmin(cast, 'PATCH', '', details)).status).toBe(200);
    expect((await pageAs(cast, cast.admin.cookie)).memorial).toMatchObject(details);
    expect((await errorOf(await asAdmin(cast, 'PATCH', '', { title: ' ' }))).message).toBe(
      'Please enter a title for the page',
    );
  });

  it('serves gallery photos resized, with a thumbnail, and cache headers by visibility', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const form = new FormData();
    form.set('photo', new File([(await makePng(3000, 2000)) as Uint8Array<ArrayBuffer>], 'big.png'));
    const added = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
      cookie: cast.admin.cookie,
      body: form,
    });
    const { photo } = await jsonOf<{ photo: { webUrl: string; thumbnailUrl: string } }>(added);
    const web = await t.request('GET', photo.webUrl);
    expect(web.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(web.headers.get('content-type')).toBe('image/webp');
    const webMeta = await sharp(new Uint8Array(await web.arrayBuffer())).metadata();
    expect(webMeta.width).toBe(1600);
    const thumb = await sharp(
      new Uint8Array(await (await t.request('GET', photo.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 400]);
    const again = await t.request('GET', photo.webUrl, {
      headers: { 'if-none-match': web.headers.get('etag')! },
    });
    expect(again.status).toBe(304);

    await asAdmin(cast, 'PUT', '/visibility', { isPublic: false });
    expect((await t.request('GET', photo.webUrl)).status).toBe(404);
    const privateWeb = await t.request('GET', photo.webUrl, { cookie: cast.member.cookie });
    expect(privateWeb.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('refuses a file that is not an image, whatever its name', async () => {
    const cast = await createMemorialCast(t);
    const form = new FormData();
    form.set('photo', new File([new TextEncoder().encode('<html>not an image</html>')], 'photo.jpg'));
    const response = await t.request('POST', `/api/memorials/${cast.memorialId}/photos`, {
      cookie: cast.admin.cookie,
      body: form,
    });
    expect(response.status).toBe(422);
    expect((await errorOf(response)).message).toBe('Please select an image file.');
  });
});
