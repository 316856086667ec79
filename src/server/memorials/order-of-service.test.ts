import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MemorialEventInput } from '#shared/memorials/memorial-schemas.ts';
import type { Person } from '#test/factories/team.ts';
import { pdfText } from '#test/pdf-text.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { rateLimits } from '../infra/infra.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { ORDER_OF_SERVICE_CLIENT_RULE } from './memorial-rate-limits.ts';
import { createMemorialCast, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const programmePath = (cast: MemorialCast) => `/api/memorials/${cast.memorialId}/order-of-service.pdf`;

const download = (cast: MemorialCast, person?: Person) =>
  t.request('GET', programmePath(cast), person ? { cookie: person.cookie } : {});

async function addEvent(cast: MemorialCast, event: MemorialEventInput) {
  const response = await t.request('POST', `/api/memorials/${cast.memorialId}/events`, {
    cookie: cast.admin.cookie,
    json: event,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function putPortrait(cast: MemorialCast) {
  const png = await sharp({ create: { width: 900, height: 1100, channels: 3, background: '#6b8fb3' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('photo', new File([png as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' }));
  const response = await t.request('PUT', `/api/loved-ones/${cast.lovedOne.id}/photo`, {
    cookie: cast.admin.cookie,
    body: form,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

async function readPdf(response: Response) {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  const pages = (await getDocumentProxy(bytes.slice())).numPages;
  // pdfkit writes each object's dictionary as plain text; only the streams are compressed.
  const hasImage = Buffer.from(bytes).toString('latin1').includes('/Subtype /Image');
  return { text: await pdfText(bytes.slice()), pages, hasImage };
}

const STORY_PARAGRAPH =
  'Rose grew up on a farm outside Springfield, where she learned to keep bees, mend fences and sing ' +
  'harmony in the church choir. She taught third grade for thirty-one years and never forgot a name. ';

describe('GET /api/memorials/{id}/order-of-service.pdf', () => {
  it('prints the cover, the gatherings in order with 12-hour times, the story and the page’s QR address', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await putPortrait(cast);
    await t.deps.db
      .update(memorialPages)
      .set({ description: 'Forever in our hearts.\n\nA longer second paragraph the cover leaves out.' })
      .where(eq(memorialPages.id, cast.memorialId));
    const story = Array.from({ length: 14 }, () => STORY_PARAGRAPH.repeat(3)).join('\n\n');
    await t.deps.db
      .update(lovedOnes)
      .set({ obituary: `${story}\n\nThe last words of her story.` })
      .where(eq(lovedOnes.id, cast.lovedOne.id));
    await addEvent(cast, { kind: 'reception', place: 'The Old Mill', notes: 'Light lunch served.' });
    await addEvent(cast, {
      kind: 'service',
      title: 'Celebration of life',
      eventDate: '2026-12-05',
      startTime: '10:30',
      timeZone: 'America/Chicago',
      place: 'St Mark’s Church, Springfield',
    });
    await addEvent(cast, {
      kind: 'visitation',
      eventDate: '2026-12-04',
      startTime: '17:00',
      endTime: '19:00',
      timeZone: 'America/Chicago',
      place: 'Grace Chapel',
    });

    const response = await download(cast);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${cast.slug}-order-of-service.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const pdf = await readPdf(response);
    expect(pdf.hasImage).toBe(true);
    expect(pdf.text).toContain('Rose Lane');
    expect(pdf.text).toContain('May 1, 1940 – October 1, 2026');
    expect(pdf.text).toContain('Forever in our hearts.');
    expect(pdf.text).not.toContain('A longer second paragraph');
    const order = ['Visitation', 'Celebration of life', 'Reception'].map((name) => pdf.text.indexOf(name));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(pdf.text).toContain('December 4, 2026 at 5:00 PM – 7:00 PM (Chicago time)');
    expect(pdf.text).toContain('December 5, 2026 at 10:30 AM (Chicago time)');
    expect(pdf.text).toContain('St Mark’s Church, Springfield');
    expect(pdf.text).toContain('Date to be announced');
    expect(pdf.text).toContain('Light lunch served.');
    expect(pdf.text).toContain('Their story');
    // The story runs on over the pages, every word of it, up to its last line.
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    expect(pdf.text).toContain('The last words of her story.');
    expect(pdf.text).toContain('Scan to visit the memorial page, leave a tribute, or light a candle');
    expect(pdf.text).toContain(`${t.config.appUrl}/memorial/${cast.slug}`);
  });

  it('leaves the dates out when the family hides them, for the admin as for everyone', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ showDates: false })
      .where(eq(memorialPages.id, cast.memorialId));
    await addEvent(cast, { kind: 'burial', eventDate: '2026-12-06', startTime: '14:00', timeZone: 'UTC' });
    const pdf = await readPdf(await download(cast, cast.admin));
    expect(pdf.text).toContain('Rose Lane');
    expect(pdf.text).not.toContain('1940');
    expect(pdf.text).not.toContain('October 1, 2026');
    expect(pdf.text).toContain('December 6, 2026 at 2:00 PM (UTC)');
    // No portrait, no picture: the QR code is drawn, not an image.
    expect(pdf.hasImage).toBe(false);
    // The cover's line falls back to the page's title when there is no description.
    const [page] = await t.deps.db.select().from(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(pdf.text).toContain(page!.title);
  });

  it('prints whatever the family typed: quotes, ampersands, other alphabets; a character no font holds is left out', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Zoë "Nana"', lastName: 'Łukaszewicz-Сергеева' })
      .where(eq(lovedOnes.id, cast.lovedOne.id));
    await t.deps.db
      .update(memorialPages)
      .set({ description: 'Mum’s garden & her <i>roses</i> 🌷 (Tom & Jerry) \\ ) (' })
      .where(eq(memorialPages.id, cast.memorialId));
    await addEvent(cast, { kind: 'service', title: 'Prayers & "songs" 🕯️', place: 'Café Łazienki' });
    await addEvent(cast, { kind: 'reception', title: '王秀英 · 김민준 · さくら', place: 'Beit שרה' });
    const pdf = await readPdf(await download(cast));
    expect(pdf.text).toContain('Zoë "Nana" Łukaszewicz-Сергеева');
    expect(pdf.text).toContain('Mum’s garden & her <i>roses</i> (Tom & Jerry) \\ ) (');
    expect(pdf.text).toContain('Prayers & "songs"');
    expect(pdf.text).toContain('Café Łazienki');
    expect(pdf.text).toContain('王秀英 · 김민준 · さくら');
    expect(pdf.text).toContain('Beit שרה');
    expect(pdf.text).not.toContain('🌷');
  });

  it('is for those who may read the page: a private page’s team, 404 for strangers and the signed-out', async () => {
    const cast = await createMemorialCast(t);
    await addEvent(cast, { kind: 'service', eventDate: '2026-12-05', startTime: '10:00', timeZone: 'UTC' });
    const admin = await download(cast, cast.admin);
    expect(admin.headers.get('cache-control')).toBe('private, no-cache');
    expect((await readPdf(admin)).text).toContain('Rose Lane');
    expect((await readPdf(await download(cast, cast.member))).text).toContain('10:00 AM (UTC)');
    expect((await download(cast, cast.stranger)).status).toBe(404);
    expect((await download(cast)).status).toBe(404);
    expect((await t.request('GET', '/api/memorials/not-a-page/order-of-service.pdf')).status).toBe(404);

    await t.deps.db
      .update(memorialPages)
      .set({ isPublic: true })
      .where(eq(memorialPages.id, cast.memorialId));
    expect((await download(cast, cast.stranger)).status).toBe(200);
    expect((await download(cast)).status).toBe(200);
  });

  it('opened from the page’s link, a refusal is a calm page with the way back, not JSON saved as the file', async () => {
    const cast = await createMemorialCast(t);
    const pageUrl = `${TEST_ORIGIN}/m/rose-lane?from=link`;
    const opened = await t.request('GET', programmePath(cast), {
      headers: { 'sec-fetch-dest': 'document', referer: pageUrl },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(opened.headers.get('content-disposition')).toBeNull();
    const html = await opened.text();
    expect(html).toContain('<h1>We couldn’t make this file</h1>');
    expect(html).toContain('Memorial page not found');
    expect(html).toContain('<a href="/m/rose-lane?from=link">Back to the page</a>');

    // Another site's page is not where Back goes.
    const elsewhere = await t.request('GET', programmePath(cast), {
      headers: { 'sec-fetch-dest': 'document', referer: 'https://elsewhere.example/page' },
    });
    expect(await elsewhere.text()).toContain('<a href="/">Back to the page</a>');
    // Any other caller keeps the API's JSON.
    const fetched = await t.request('GET', programmePath(cast), { headers: { 'sec-fetch-dest': 'empty' } });
    expect(fetched.headers.get('content-type')).toMatch(/^application\/json/);
    // A file that can be made is the file, whoever asks.
    const made = await t.request('GET', programmePath(cast), {
      cookie: cast.admin.cookie,
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect(made.headers.get('content-type')).toBe('application/pdf');
    expect(made.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('is drawn for each download, so one address gets a family’s worth an hour, not a script’s', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const ip = uniqueClientIp();
    const fetchAs = () => t.request('GET', programmePath(cast), { headers: { 'x-forwarded-for': ip } });
    expect((await fetchAs()).status).toBe(200);
    await t.deps.db
      .update(rateLimits)
      .set({ points: ORDER_OF_SERVICE_CLIENT_RULE.points })
      .where(eq(rateLimits.key, `${ORDER_OF_SERVICE_CLIENT_RULE.name}:${ip}`));
    const limited = await fetchAs();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(
      (await t.request('GET', programmePath(cast), { headers: { 'x-forwarded-for': uniqueClientIp() } }))
        .status,
    ).toBe(200);
  });
});
