import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOW_MESSAGES } from '#shared/memorial-followers/follow-messages.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { errorOf } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { createLogger } from '../infra/logger.ts';
import { createMemorialCast, type MemorialCast } from '../memorials/memorial-test-support.ts';
import { memorialPageChanges, memorialPages } from '../memorials/memorials.schema.ts';
import { recordPageChange } from '../memorials/record-page-change.ts';
import { mailsTo } from '../notifications/notifications.test-support.ts';
import { createFollowerMailJob } from './follower-mail-job.ts';
import { memorialFollowers } from './memorial-followers.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const ASK = {
  email: ' Ann.Hale@Example.com ',
  updates: true,
  anniversaries: false,
  timeZone: 'America/Chicago',
};
const ADDRESS = 'ann.hale@example.com';

const ask = (cast: MemorialCast, json: Record<string, unknown> = ASK, ip = uniqueClientIp()) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/followers`, {
    json,
    headers: { 'x-forwarded-for': ip },
  });

const linkIn = (text: string, path: 'confirm' | 'stop') => {
  const match = new RegExp(`/follow/${path}/([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
};

const followersOf = (cast: MemorialCast) =>
  t.deps.db.select().from(memorialFollowers).where(eq(memorialFollowers.memorialPageId, cast.memorialId));

/** Asks, reads the confirmation mail and presses Confirm, as a visitor does. */
async function follow(cast: MemorialCast, json: Record<string, unknown> = ASK) {
  expect((await ask(cast, json)).status).toBe(202);
  const email = String(json.email).trim().toLowerCase();
  const [mail] = await mailsTo(t.deps.db, email, 'Please confirm');
  const token = linkIn(mail!.text, 'confirm');
  expect((await t.request('POST', `/api/memorial-follows/confirm/${token}`)).status).toBe(200);
}

const runJob = (at: Date) =>
  createFollowerMailJob({
    db: t.deps.db,
    mail: t.config,
    logger: createLogger('silent'),
    now: () => at,
  }).runOnce();

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('following a memorial page', () => {
  it('asks the address to confirm; opening the link changes nothing, the button does', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const response = await ask(cast);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });

    const [mail] = await mailsTo(t.deps.db, ADDRESS, 'Please confirm: follow Rose Lane’s memorial page');
    const token = linkIn(mail!.text, 'confirm');
    expect(mail!.text).toContain(`${t.config.appUrl}/follow/confirm/${token}`);
    const [stored] = await followersOf(cast);
    expect(stored).toMatchObject({
      email: ADDRESS,
      wantsUpdates: true,
      wantsAnniversaries: false,
      confirmedAt: null,
    });
    expect(stored!.confirmTokenHash).not.toContain(token);

    const opened = await t.request('GET', `/api/memorial-follows/confirm/${token}`);
    expect(await opened.json()).toEqual({
      name: 'Rose Lane',
      memorialPath: `/memorial/${cast.slug}`,
      confirmed: false,
    });
    expect((await followersOf(cast))[0]!.confirmedAt).toBeNull();

    const confirmed = await t.request('POST', `/api/memorial-follows/confirm/${token}`);
    expect(await confirmed.json()).toMatchObject({ name: 'Rose Lane', confirmed: true });
    const firstConfirmedAt = (await followersOf(cast))[0]!.confirmedAt;
    expect(firstConfirmedAt).not.toBeNull();
    expect((await t.request('POST', `/api/memorial-follows/confirm/${token}`)).status).toBe(200);
    expect((await followersOf(cast))[0]!.confirmedAt).toEqual(firstConfirmedAt);
  });

  it('answers the same whether the address is new, waiting or already following, and changes no choices', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const first = await ask(cast);
    const again = await ask(cast);
    // The second request replaced the first link: only the newest works.
    const [newest, older] = await mailsTo(t.deps.db, ADDRESS, 'Please confirm');
    expect(
      (await t.request('GET', `/api/memorial-follows/confirm/${linkIn(older!.text, 'confirm')}`)).status,
    ).toBe(404);
    await t.request('POST', `/api/memorial-follows/confirm/${linkIn(newest!.text, 'confirm')}`);

    const following = await ask(cast, { ...ASK, updates: false, anniversaries: true });
    for (const response of [first, again, following]) {
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ received: true });
    }
    expect(await followersOf(cast)).toMatchObject([{ wantsUpdates: true, wantsAnniversaries: false }]);
    const [told] = await mailsTo(t.deps.db, ADDRESS, 'You already follow Rose Lane’s memorial page');
    expect(told!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(told!.headers?.['List-Unsubscribe']).toContain('/follow/stop/');
  });

  it('sends one address at most three mails a day about a page, and still answers the same', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    for (let i = 0; i < 5; i += 1) expect((await ask(cast)).status).toBe(202);
    expect(await mailsTo(t.deps.db, ADDRESS, 'Please confirm')).toHaveLength(3);
  });

  it('says what is wrong, field by field, and keeps nothing', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const problem = async (json: Record<string, unknown>) => (await errorOf(await ask(cast, json))).message;
    expect(await problem({ ...ASK, email: ' ' })).toBe(FOLLOW_MESSAGES.emailRequired);
    expect(await problem({ ...ASK, email: 'ann@' })).toBe(FOLLOW_MESSAGES.emailInvalid);
    expect(await problem({ ...ASK, updates: false, anniversaries: false })).toBe(FOLLOW_MESSAGES.chooseOne);
    expect(await followersOf(cast)).toHaveLength(0);
  });

  it('keeps a zone the browser gave, and falls back to one for a zone it does not know', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await ask(cast, { ...ASK, email: 'a@example.com', timeZone: 'Europe/Dublin' });
    await ask(cast, { ...ASK, email: 'b@example.com', timeZone: 'Mars/Olympus' });
    const zones = Object.fromEntries((await followersOf(cast)).map((row) => [row.email, row.timeZone]));
    expect(zones).toEqual({ 'a@example.com': 'Europe/Dublin', 'b@example.com': 'America/New_York' });
  });

  it('thanks a bot that fills the hidden field and keeps nothing', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    expect((await ask(cast, { ...ASK, website: 'https://spam.example' })).status).toBe(202);
    expect(await followersOf(cast)).toHaveLength(0);
    expect(await mailsTo(t.deps.db, ADDRESS, '')).toHaveLength(0);
  });

  it('cannot follow a private or missing page, not even its own family', async () => {
    const cast = await createMemorialCast(t);
    expect((await ask(cast)).status).toBe(404);
    const asAdmin = await t.request('POST', `/api/memorials/${cast.memorialId}/followers`, {
      json: ASK,
      cookie: cast.admin.cookie,
    });
    expect((await errorOf(asAdmin)).message).toBe(MEMORIAL_MESSAGES.notFound);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-page'])
      expect((await t.request('POST', `/api/memorials/${id}/followers`, { json: ASK })).status).toBe(404);
    expect(await followersOf(cast)).toHaveLength(0);
  });

  it('limits one client to ten requests an hour', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const ip = uniqueClientIp();
    for (let i = 0; i < 10; i += 1)
      expect((await ask(cast, { ...ASK, email: `p${i}@example.com` }, ip)).status).toBe(202);
    const refused = await ask(cast, { ...ASK, email: 'late@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(FOLLOW_MESSAGES.rateLimited);
  });

  it('lets a confirmation link expire, and then forgets the address', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await ask(cast);
    const [mail] = await mailsTo(t.deps.db, ADDRESS, 'Please confirm');
    const token = linkIn(mail!.text, 'confirm');
    await t.deps.db.update(memorialFollowers).set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    for (const method of ['GET', 'POST']) {
      const response = await t.request(method, `/api/memorial-follows/confirm/${token}`);
      expect((await errorOf(response)).message).toBe(FOLLOW_MESSAGES.confirmLinkInvalid);
    }
    expect((await runJob(new Date())).forgotten).toBe(1);
    expect(await followersOf(cast)).toHaveLength(0);
  });
});

describe('stopping', () => {
  async function stopTokenFor(cast: MemorialCast) {
    await follow(cast);
    await ask(cast);
    const [told] = await mailsTo(t.deps.db, ADDRESS, 'You already follow');
    return linkIn(told!.text, 'stop');
  }

  it('the page asks first; its button, or a mail app one-click POST, forgets the address', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const token = await stopTokenFor(cast);
    const opened = await t.request('GET', `/api/memorial-follows/stop/${token}`);
    expect(await opened.json()).toEqual({
      name: 'Rose Lane',
      memorialPath: `/memorial/${cast.slug}`,
      following: true,
    });
    expect(await followersOf(cast)).toHaveLength(1);

    // A mail provider's server: no Origin, no cookie, a form body, outside /api.
    const oneClick = await t.app.request(`/follow/stop/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await followersOf(cast)).toHaveLength(0);

    const pressed = await t.request('POST', `/api/memorial-follows/stop/${token}`);
    expect(await pressed.json()).toMatchObject({ name: 'Rose Lane', following: false, stopped: true });
  });

  it('refuses a link Harbor did not sign', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const token = await stopTokenFor(cast);
    const altered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    for (const bad of [altered, token.slice(0, -1), 'made-up'])
      expect((await errorOf(await t.request('POST', `/api/memorial-follows/stop/${bad}`))).message).toBe(
        FOLLOW_MESSAGES.stopLinkInvalid,
      );
    expect(await followersOf(cast)).toHaveLength(1);
  });

  it('shows the family how many follow, as a number, and nobody else', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await ask(cast, { ...ASK, email: 'waiting@example.com' });
    const followersSeenBy = async (cookie?: string) =>
      (
        (await (
          await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, cookie ? { cookie } : {})
        ).json()) as {
          followers: unknown;
        }
      ).followers;
    expect(await followersSeenBy(cast.admin.cookie)).toBe(1);
    for (const cookie of [cast.member.cookie, cast.stranger.cookie, undefined])
      expect(await followersSeenBy(cookie)).toBeNull();
  });

  it('goes with the page: deleting the memorial forgets its followers', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await t.deps.db.delete(memorialPages).where(eq(memorialPages.id, cast.memorialId));
    expect(await followersOf(cast)).toHaveLength(0);
  });
});

describe('news for followers', () => {
  const EVENT = {
    kind: 'service',
    title: 'Celebration of life',
    eventDate: '2099-03-14',
    startTime: '10:00',
    endTime: '12:00',
    timeZone: 'America/Chicago',
    place: 'St. Mark’s Church',
    livestreamUrl: '',
    notes: '',
  };

  const addGathering = async (cast: MemorialCast) => {
    const response = await t.request('POST', `/api/memorials/${cast.memorialId}/events`, {
      json: EVENT,
      cookie: cast.admin.cookie,
    });
    expect(response.status).toBe(201);
  };

  it('waits for the family to pause, then tells the followers who asked for news, once', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await follow(cast, { ...ASK, email: 'notes-only@example.com', updates: false, anniversaries: true });
    await ask(cast, { ...ASK, email: 'never-confirmed@example.com' });
    await addGathering(cast);
    await recordPageChange(t.deps.db, cast.memorialId, 'photos');
    await recordPageChange(t.deps.db, cast.memorialId, 'photos');

    expect((await runJob(minutesFromNow(2))).updates).toBe(0);
    const [job1, job2] = await Promise.all([runJob(minutesFromNow(11)), runJob(minutesFromNow(11))]);
    expect(job1.updates + job2.updates).toBe(1);

    const [news] = await mailsTo(t.deps.db, ADDRESS, 'News on Rose Lane’s memorial page');
    expect(news!.text).toContain('The family has updated the details of the gatherings.');
    expect(news!.text).toContain(
      '  Celebration of life: March 14, 2099, 10:00 AM – 12:00 PM (Chicago time), St. Mark’s Church',
    );
    expect(news!.text).toContain('2 new photos have been added.');
    expect(news!.text).toContain(`${t.config.appUrl}/memorial/${cast.slug}`);
    expect(news!.headers?.['List-Unsubscribe']).toContain('/follow/stop/');
    for (const other of ['notes-only@example.com', 'never-confirmed@example.com'])
      expect(await mailsTo(t.deps.db, other, 'News')).toHaveLength(0);
    expect((await runJob(minutesFromNow(12))).updates).toBe(0);
  });

  it('sends a page news at most once an hour, however busy the family is', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await recordPageChange(t.deps.db, cast.memorialId, 'photos');
    expect((await runJob(minutesFromNow(11))).updates).toBe(1);
    await recordPageChange(t.deps.db, cast.memorialId, 'photos');
    expect((await runJob(minutesFromNow(30))).updates).toBe(0);
    expect((await runJob(minutesFromNow(72))).updates).toBe(1);
    const [latest] = await mailsTo(t.deps.db, ADDRESS, 'News');
    expect(latest!.text).toContain('A new photo has been added.');
  });

  it('tells nothing of what changed while the page was private', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await t.deps.db
      .update(memorialPages)
      .set({ isPublic: false })
      .where(eq(memorialPages.id, cast.memorialId));
    await addGathering(cast);
    expect((await runJob(minutesFromNow(11))).updates).toBe(0);
    expect(await t.deps.db.select().from(memorialPageChanges)).toHaveLength(0);
    await t.deps.db
      .update(memorialPages)
      .set({ isPublic: true })
      .where(eq(memorialPages.id, cast.memorialId));
    expect((await runJob(minutesFromNow(80))).updates).toBe(0);
  });

  it('forgets the news still pending when the family makes the page private', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast);
    await addGathering(cast);
    const setVisibility = (isPublic: boolean) =>
      t.request('PUT', `/api/memorials/${cast.memorialId}/visibility`, {
        json: { isPublic },
        cookie: cast.admin.cookie,
      });
    expect((await setVisibility(false)).status).toBe(200);
    expect(await t.deps.db.select().from(memorialPageChanges)).toHaveLength(0);
    expect((await setVisibility(true)).status).toBe(200);
    expect((await runJob(minutesFromNow(11))).updates).toBe(0);
  });
});

describe('anniversary notes for followers', () => {
  it('arrive in the follower’s morning on Rose’s days, once, for those who asked', async () => {
    // Rose Lane: born 1 May 1940, died 1 October 2026.
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast, { ...ASK, anniversaries: true });
    await follow(cast, { ...ASK, email: 'news-only@example.com' });

    const notes = async (at: string) => (await runJob(new Date(at))).anniversaryNotes;
    expect(await notes('2027-10-01T12:00:00Z')).toBe(0); // 7 AM in Chicago
    expect(await notes('2027-10-01T14:00:00Z')).toBe(1);
    expect(await notes('2027-10-01T20:00:00Z')).toBe(0);
    expect(await notes('2027-10-02T14:00:00Z')).toBe(0);
    expect(await notes('2028-05-01T14:00:00Z')).toBe(1);

    const sent = await mailsTo(t.deps.db, ADDRESS, 'Remembering Rose today');
    expect(sent.map((mail) => mail.text.split('\n')[2])).toEqual([
      'Today would have been Rose’s 88th birthday.',
      'It is one year today since Rose died.',
    ]);
    expect(sent[0]!.text).toContain(`${t.config.appUrl}/memorial/${cast.slug}`);
    expect(sent[0]!.headers?.['List-Unsubscribe']).toContain('/follow/stop/');
    expect(await mailsTo(t.deps.db, 'news-only@example.com', 'Remembering')).toHaveLength(0);

    await t.deps.db
      .update(memorialPages)
      .set({ isPublic: false })
      .where(eq(memorialPages.id, cast.memorialId));
    expect(await notes('2028-10-01T14:00:00Z')).toBe(0);
    // The confirmation and the two notes: nothing once the page is private.
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ADDRESS))).toHaveLength(
      3,
    );
  });
});

describe('anniversary notes when the family hides the dates', () => {
  const showDates = async (cast: MemorialCast, shown: boolean) => {
    const page = await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, { cookie: cast.admin.cookie });
    const { memorial } = (await page.json()) as { memorial: { settings: Record<string, unknown> } };
    const saved = await t.request('PUT', `/api/memorials/${cast.memorialId}/settings`, {
      cookie: cast.admin.cookie,
      json: { ...memorial.settings, showDates: shown },
    });
    expect(saved.status).toBe(200);
  };

  it('are not sent, since a birthday or a year since the death would give the dates away', async () => {
    // Rose Lane: born 1 May 1940, died 1 October 2026.
    const cast = await createMemorialCast(t, { isPublic: true });
    await follow(cast, { ...ASK, updates: false, anniversaries: true });
    await showDates(cast, false);

    const notes = async (at: string) => (await runJob(new Date(at))).anniversaryNotes;
    expect(await notes('2027-05-01T14:00:00Z')).toBe(0);
    expect(await notes('2027-10-01T14:00:00Z')).toBe(0);
    expect(await mailsTo(t.deps.db, ADDRESS, 'Remembering Rose today')).toHaveLength(0);

    await showDates(cast, true);
    expect(await notes('2028-05-01T14:00:00Z')).toBe(1);
  });
});
