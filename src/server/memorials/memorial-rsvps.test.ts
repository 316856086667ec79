import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/dates/calendar-days.ts';
import { todayIn } from '#shared/dates/time-zones.ts';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { errorOf, type Person } from '#test/factories/team.ts';
import { createTestApp, type TestApp, uniqueClientIp } from '#test/test-app.ts';
import { RSVP_CLIENT_RULE } from './memorial-rate-limits.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialEvents, memorialRsvps } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const inDays = (days: number) => addDays(todayIn('Pacific/Kiritimati'), days);

async function eventOn(cast: MemorialCast, eventDate: string) {
  const [row] = await t.deps.db
    .insert(memorialEvents)
    .values({ memorialPageId: cast.memorialId, kind: 'service', eventDate, timeZone: 'Pacific/Kiritimati' })
    .returning();
  return row!.id;
}

const GUEST = {
  name: ' Margaret Hale ',
  email: ' Margaret@Example.COM ',
  partySize: '2',
  note: 'We will bring soup.',
};

const reply = (
  cast: MemorialCast,
  eventId: string,
  json: Record<string, string> = GUEST,
  options: { person?: Person; ip?: string } = {},
) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/events/${eventId}/rsvps`, {
    json,
    headers: { 'x-forwarded-for': options.ip ?? uniqueClientIp() },
    ...(options.person ? { cookie: options.person.cookie } : {}),
  });

const repliesSeenBy = async (cast: MemorialCast, person?: Person) =>
  (
    await jsonOf<{ rsvps: unknown[] | null }>(
      await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, person ? { cookie: person.cookie } : {}),
    )
  ).rsvps;

describe('replying to an event', () => {
  it('a visitor with no account replies; only the admin reads it', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const eventId = await eventOn(cast, inDays(5));
    expect((await reply(cast, eventId)).status).toBe(201);
    expect(await repliesSeenBy(cast, cast.admin)).toEqual([
      {
        id: expect.any(String),
        eventId,
        name: 'Margaret Hale',
        email: 'margaret@example.com',
        partySize: 2,
        note: 'We will bring soup.',
      },
    ]);
    for (const person of [cast.member, cast.stranger, undefined])
      expect(await repliesSeenBy(cast, person)).toBeNull();
  });

  it('says what is missing or wrong, field by field, and saves nothing', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const eventId = await eventOn(cast, inDays(1));
    const problem = async (json: Record<string, string>) =>
      (await errorOf(await reply(cast, eventId, json))).message;
    expect(await problem({ ...GUEST, name: '  ' })).toBe('Please enter your name');
    expect(await problem({ ...GUEST, email: 'margaret' })).toBe(MEMORIAL_MESSAGES.rsvpEmailInvalid);
    expect(await problem({ ...GUEST, email: '' })).toBe(MEMORIAL_MESSAGES.rsvpEmailRequired);
    for (const partySize of ['0', '21', '1.5', 'two', ''])
      expect(await problem({ ...GUEST, partySize })).toBe(MEMORIAL_MESSAGES.rsvpPartySize);
    expect(await problem({ ...GUEST, note: '<script>alert(1)</script>' })).toBe(
      'Content contains potentially dangerous elements',
    );
    expect(await t.deps.db.select().from(memorialRsvps)).toEqual([]);
  });

  it('takes no replies once the day has passed, none for another page’s event, none from outside a private page', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const past = await eventOn(cast, inDays(-2));
    const closed = await reply(cast, past);
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe(MEMORIAL_MESSAGES.rsvpClosed);
    const other = await createMemorialCast(t, { isPublic: true });
    const elsewhere = await eventOn(other, inDays(3));
    expect((await reply(cast, elsewhere)).status).toBe(404);

    const hidden = await createMemorialCast(t);
    const hiddenEvent = await eventOn(hidden, inDays(3));
    expect((await reply(hidden, hiddenEvent)).status).toBe(404);
    expect((await reply(hidden, hiddenEvent, GUEST, { person: hidden.stranger })).status).toBe(404);
    expect((await reply(hidden, hiddenEvent, GUEST, { person: hidden.member })).status).toBe(201);
    expect(await t.deps.db.select().from(memorialRsvps)).toHaveLength(1);
  });

  it('limits each client; a bot filling the hidden field is thanked and nothing is kept', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const eventId = await eventOn(cast, inDays(2));
    expect((await reply(cast, eventId, { ...GUEST, website: 'https://spam.example' })).status).toBe(201);
    expect(await t.deps.db.select().from(memorialRsvps)).toEqual([]);
    const ip = uniqueClientIp();
    for (let i = 0; i < RSVP_CLIENT_RULE.points; i += 1)
      expect((await reply(cast, eventId, GUEST, { ip })).status).toBe(201);
    const limited = await reply(cast, eventId, GUEST, { ip });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(MEMORIAL_MESSAGES.rsvpRateLimited);
  });

  it('goes with its event', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const eventId = await eventOn(cast, inDays(2));
    await reply(cast, eventId);
    await t.deps.db.delete(memorialEvents).where(eq(memorialEvents.id, eventId));
    expect(await t.deps.db.select().from(memorialRsvps)).toEqual([]);
  });
});
