import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { activityEvents } from '../activity/activity.schema.ts';
import { JSON_BODY_MAX_BYTES } from '../infra/body-limit.ts';
import { mailOutbox, securityEvents } from '../infra/infra.schema.ts';
import { TRIBUTE_CLIENT_RULE, TRIBUTE_PAGE_RULE } from './memorial-rate-limits.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages, memorialTributes } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type Tribute = { id: string; authorName: string; message: string; status: string };

const leaveTribute = (
  cast: MemorialCast,
  json: Record<string, string>,
  options: { ip?: string; person?: Person } = {},
) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/tributes`, {
    json,
    headers: { 'x-forwarded-for': options.ip ?? uniqueClientIp() },
    ...(options.person ? { cookie: options.person.cookie } : {}),
  });

const publishedTributes = async (cast: MemorialCast) =>
  (
    await jsonOf<{ tributes: Tribute[] }>(
      await t.request('GET', `/api/memorials/${cast.memorialId}/tributes`),
    )
  ).tributes;

describe('leaving a tribute', () => {
  it('a signed-out visitor leaves one; it is shown at once and the admin is e-mailed', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await leaveTribute(cast, { authorName: 'Neighbour Jo', message: 'She always waved.' });
    expect(response.status).toBe(201);
    expect((await jsonOf<{ tribute: Tribute }>(response)).tribute).toMatchObject({ status: 'published' });
    expect(await publishedTributes(cast)).toMatchObject([
      { authorName: 'Neighbour Jo', message: 'She always waved.' },
    ]);
    const [row] = await t.deps.db.select().from(memorialTributes);
    expect(row!.authorUserId).toBeNull();
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('A new tribute for Rose Lane');
    expect(mails[0]!.text).toContain('She always waved.');
    expect(mails[0]!.text).toContain('/memorial/rose-lane');
  });

  it('saves, mails and tells the team of a tribute once, sent again with its key at once or later', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const other = await createMemorialCast(t, { isPublic: true });
    const key = '3f0c9a1e-7b2d-4e5f-8a6b-1c2d3e4f5a6b';
    const sendTo = (page: MemorialCast, submissionKey = key) =>
      t.request('POST', `/api/memorials/${page.memorialId}/tributes`, {
        json: { authorName: 'Neighbour Jo', message: 'She always waved.' },
        headers: { 'x-forwarded-for': uniqueClientIp(), 'Idempotency-Key': submissionKey },
      });
    const sent = await Promise.all([sendTo(cast), sendTo(cast), sendTo(cast)]);
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(sent.map(async (r) => (await jsonOf<{ tribute: Tribute }>(r)).tribute.id));
    expect(new Set(ids).size).toBe(1);
    // Its answer lost on the way, the visitor presses Leave a tribute again.
    const later = await jsonOf<{ tribute: Tribute }>(await sendTo(cast));
    expect(later.tribute).toMatchObject({ id: ids[0], authorName: 'Neighbour Jo', status: 'published' });
    expect(await publishedTributes(cast)).toHaveLength(1);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email));
    expect(mails).toHaveLength(1);
    const told = await t.deps.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.lovedOneId, cast.lovedOne.id), eq(activityEvents.kind, 'tribute_received')),
      );
    expect(told).toHaveLength(1);

    // The same key on another page is that page's own tribute; no key, or a new one, is a new tribute.
    const elsewhere = await jsonOf<{ tribute: Tribute }>(await sendTo(other));
    expect(elsewhere.tribute.id).not.toBe(ids[0]);
    await sendTo(cast, '8d2e4f6a-1b3c-4d5e-9f7a-2b4c6d8e0f1a');
    await leaveTribute(cast, { authorName: 'Neighbour Jo', message: 'She always waved.' });
    expect(await publishedTributes(cast)).toHaveLength(3);

    const malformed = await sendTo(cast, 'not-a-key');
    expect(malformed.status).toBe(422);
    expect(await publishedTributes(cast)).toHaveLength(3);
  });

  it('records the author when signed in', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await leaveTribute(cast, { authorName: 'Sly', message: 'Thinking of you' }, { person: cast.stranger });
    const [row] = await t.deps.db.select().from(memorialTributes);
    expect(row!.authorUserId).toBe(cast.stranger.userId);
  });

  it("refuses <script> with the spec's message, and stores and returns <b> exactly as typed", async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const refused = await leaveTribute(cast, { authorName: 'X', message: 'Hi <script>alert(1)</script>' });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe('Content contains potentially dangerous elements');
    const literal = 'Mum\'s <b>favourite</b> & "best" friend';
    expect((await leaveTribute(cast, { authorName: 'Kim', message: literal })).status).toBe(201);
    expect((await publishedTributes(cast))[0]!.message).toBe(literal);
    expect((await t.deps.db.select().from(memorialTributes))[0]!.message).toBe(literal);
    expect(
      await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email)),
    ).toHaveLength(1);
  });

  it('tells the visitor what is missing', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const noName = await leaveTribute(cast, { authorName: '  ', message: 'Hello' });
    expect((await errorOf(noName)).message).toBe('Please enter your name');
    const noMessage = await leaveTribute(cast, { authorName: 'Jo', message: '' });
    expect((await errorOf(noMessage)).message).toBe('Please write a message');
    const tooLong = await leaveTribute(cast, { authorName: 'Jo', message: 'a'.repeat(5001) });
    expect((await errorOf(tooLong)).message).toBe('Content exceeds maximum length of 5000 characters');
  });

  it('is refused when the admin has switched tributes off', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ showTributes: false })
      .where(eq(memorialPages.id, cast.memorialId));
    const response = await leaveTribute(cast, { authorName: 'Jo', message: 'Hello' });
    expect(response.status).toBe(404);
    expect(await t.deps.db.select().from(memorialTributes)).toHaveLength(0);
  });

  it('a filled honeypot is thanked, logged and not saved', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await leaveTribute(cast, {
      authorName: 'Bot',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await t.deps.db.select().from(memorialTributes)).toHaveLength(0);
    expect(
      await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email)),
    ).toHaveLength(0);
    const events = await t.deps.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.eventType, 'honeypot_triggered'));
    expect(events).toHaveLength(1);
  });

  it('limits each client, then each page', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const ip = uniqueClientIp();
    for (let i = 0; i < TRIBUTE_CLIENT_RULE.points; i += 1) {
      expect((await leaveTribute(cast, { authorName: 'Jo', message: `m${i}` }, { ip })).status).toBe(201);
    }
    const limited = await leaveTribute(cast, { authorName: 'Jo', message: 'one more' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(limited)).message).toBe('Too many tributes. Please try again later.');
    // Other clients continue until the page's own limit.
    const remaining = TRIBUTE_PAGE_RULE.points - TRIBUTE_CLIENT_RULE.points;
    for (let i = 0; i < remaining; i += 1) {
      expect((await leaveTribute(cast, { authorName: 'Al', message: `p${i}` })).status).toBe(201);
    }
    expect((await leaveTribute(cast, { authorName: 'Al', message: 'too many' })).status).toBe(429);
  });

  it('counts an IPv6 client by its /64, which one home or phone line may use whole', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const sameLine = (i: number) => `2001:db8:4:1:${(i + 1).toString(16)}::9`;
    for (let i = 0; i < TRIBUTE_CLIENT_RULE.points; i += 1) {
      const left = await leaveTribute(cast, { authorName: 'Jo', message: `m${i}` }, { ip: sameLine(i) });
      expect(left.status).toBe(201);
    }
    const fresh = sameLine(TRIBUTE_CLIENT_RULE.points);
    expect((await leaveTribute(cast, { authorName: 'Jo', message: 'again' }, { ip: fresh })).status).toBe(
      429,
    );
    // The next /64 is someone else.
    expect(
      (await leaveTribute(cast, { authorName: 'Al', message: 'hello' }, { ip: '2001:db8:4:2::9' })).status,
    ).toBe(201);
  });
});

describe('moderation', () => {
  it("with 'hold for approval' a tribute shows only after the admin publishes it; hide and delete work", async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ moderation: 'hold' })
      .where(eq(memorialPages.id, cast.memorialId));
    const response = await leaveTribute(cast, { authorName: 'Jo', message: 'Held for now' });
    const { tribute } = await jsonOf<{ tribute: Tribute }>(response);
    expect(tribute.status).toBe('held');
    expect(await publishedTributes(cast)).toEqual([]);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email));
    expect(mails[0]!.text).toContain('waiting for your approval');
    // One click to the held tributes: the link opens the page on them.
    expect(mails[0]!.text).toContain(`/memorial/${cast.slug}?review=tributes`);

    const moderate = (person: Person | null, status: string) =>
      t.request('PATCH', `/api/memorials/${cast.memorialId}/tributes/${tribute.id}`, {
        json: { status },
        ...(person ? { cookie: person.cookie } : {}),
      });
    // The page is public: the team and strangers see it, and are told only the admin moderates.
    for (const person of [cast.member, cast.stranger]) {
      const refused = await moderate(person, 'published');
      expect(refused.status).toBe(403);
      expect(await errorOf(refused)).toEqual({
        code: 'FORBIDDEN',
        message: 'Only the admin can publish or hide tributes.',
      });
    }
    expect((await moderate(null, 'published')).status).toBe(401);
    expect(await publishedTributes(cast)).toEqual([]);

    const admin = await jsonOf<{ moderation: Tribute[] }>(
      await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, { cookie: cast.admin.cookie }),
    );
    expect(admin.moderation).toMatchObject([{ id: tribute.id, status: 'held' }]);

    expect((await moderate(cast.admin, 'published')).status).toBe(200);
    expect(await publishedTributes(cast)).toMatchObject([{ id: tribute.id }]);
    expect((await moderate(cast.admin, 'hidden')).status).toBe(200);
    expect(await publishedTributes(cast)).toEqual([]);

    const remove = (person: Person) =>
      t.request('DELETE', `/api/memorials/${cast.memorialId}/tributes/${tribute.id}`, {
        cookie: person.cookie,
      });
    expect((await remove(cast.member)).status).toBe(403);
    expect((await remove(cast.admin)).status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(memorialTributes)
        .where(and(eq(memorialTributes.id, tribute.id))),
    ).toHaveLength(0);
  });
});

describe('a photo with a tribute', () => {
  /**
   * A phone's photo: a JPEG of a few hundred kilobytes (random pixels barely compress) that says where
   * and by whom it was taken.
   */
  const phonePhoto = () =>
    sharp(randomBytes(480 * 360 * 3), { raw: { width: 480, height: 360, channels: 3 } })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Artist: 'Jo Neighbour', Copyright: 'Jo' } })
      .toBuffer();

  const leaveWithPhoto = async (
    cast: MemorialCast,
    photo: Buffer | null,
    fields = { authorName: 'Jo', message: 'At the fair, 1986.' },
    submissionKey?: string,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (photo) form.set('photo', new File([photo as Uint8Array<ArrayBuffer>], 'IMG_0042.jpg'));
    return t.request('POST', `/api/memorials/${cast.memorialId}/tributes/with-photo`, {
      body: form,
      headers: {
        'x-forwarded-for': uniqueClientIp(),
        ...(submissionKey ? { 'Idempotency-Key': submissionKey } : {}),
      },
    });
  };
  const TRIBUTE_KEY = '6a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

  const photoOf = (cast: MemorialCast, tribute: { id: string }, size: string, person?: Person) =>
    t.request('GET', `/api/memorials/${cast.memorialId}/tributes/${tribute.id}/photo/${size}`, {
      ...(person ? { cookie: person.cookie } : {}),
    });

  it('is re-encoded without what the camera wrote, shown with the tribute, and goes with it', async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.length).toBeGreaterThan(JSON_BODY_MAX_BYTES);
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await leaveWithPhoto(cast, original);
    expect(response.status).toBe(201);
    const { tribute } = await jsonOf<{ tribute: Tribute & { photo: { webUrl: string } } }>(response);
    expect(tribute.photo.webUrl).toBe(`/api/memorials/${cast.memorialId}/tributes/${tribute.id}/photo/web`);
    const served = await photoOf(cast, tribute, 'web');
    expect(served.status).toBe(200);
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect((await photoOf(cast, tribute, 'thumbnail')).status).toBe(200);
    const [row] = await t.deps.db.select().from(memorialTributes);
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, cast.admin.email));
    expect(mails[0]!.text).toContain('It comes with a photo.');

    const removed = await t.request('DELETE', `/api/memorials/${cast.memorialId}/tributes/${tribute.id}`, {
      cookie: cast.admin.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await t.deps.storage.get(row!.photoWebKey!)).toBeNull();
    expect(await t.deps.storage.get(row!.photoThumbnailKey!)).toBeNull();
  });

  it('sent again with its key, keeps one tribute and one photo', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const photo = await phonePhoto();
    const sent = await Promise.all([0, 1, 2].map(() => leaveWithPhoto(cast, photo, undefined, TRIBUTE_KEY)));
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);
    expect((await leaveWithPhoto(cast, photo, undefined, TRIBUTE_KEY)).status).toBe(201);
    expect(await t.deps.db.select().from(memorialTributes)).toHaveLength(1);
    // The web size and the thumbnail of the saved tribute's photo: the twins' copies went when their rows
    // did not come.
    const [row] = await t.deps.db.select().from(memorialTributes);
    const folder = path.join(t.config.dataDir, 'uploads', 'memorial-photos', cast.memorialId);
    const photos = readdirSync(folder).filter((name) => name.endsWith('.webp'));
    expect(photos.map((name) => `memorial-photos/${cast.memorialId}/${name}`).sort()).toEqual(
      [row!.photoThumbnailKey, row!.photoWebKey].sort(),
    );
  });

  it('held for approval, its photo is the admin’s to see until published', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await t.deps.db
      .update(memorialPages)
      .set({ moderation: 'hold' })
      .where(eq(memorialPages.id, cast.memorialId));
    const { tribute } = await jsonOf<{ tribute: Tribute }>(await leaveWithPhoto(cast, await phonePhoto()));
    for (const person of [undefined, cast.stranger, cast.member])
      expect((await photoOf(cast, tribute, 'web', person)).status).toBe(404);
    expect((await photoOf(cast, tribute, 'web', cast.admin)).status).toBe(200);
    await t.request('PATCH', `/api/memorials/${cast.memorialId}/tributes/${tribute.id}`, {
      cookie: cast.admin.cookie,
      json: { status: 'published' },
    });
    expect((await photoOf(cast, tribute, 'web')).status).toBe(200);
  });

  it('refuses what is not a photo, and a tribute with missing words, keeping no file', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const notImage = await leaveWithPhoto(cast, Buffer.from('%PDF-1.4 not a photo'));
    expect(notImage.status).toBe(422);
    const noPhoto = await leaveWithPhoto(cast, null);
    expect((await errorOf(noPhoto)).message).toBe('Please select an image file.');
    const noMessage = await leaveWithPhoto(cast, await phonePhoto(), { authorName: 'Jo', message: ' ' });
    expect((await errorOf(noMessage)).message).toBe('Please write a message');
    expect(await t.deps.db.select().from(memorialTributes)).toEqual([]);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'memorial-photos', cast.memorialId))).toBe(
      false,
    );
  });
});
