import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import type { MemorialEventInput } from '#shared/memorials/memorial-schemas.ts';
import { errorOf, type Person } from '#test/factories/team.ts';
import { parseCalendar } from '#test/ical.ts';
import { runMigration } from '#test/migration-file.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { queryRows } from '../db/client.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast, jsonOf, type MemorialCast } from './memorial-test-support.ts';
import { memorialEvents, memorialPageChanges } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type SavedEvent = { id: string } & Record<string, unknown>;

const addEvent = (cast: MemorialCast, event: MemorialEventInput, person: Person = cast.admin) =>
  t.request('POST', `/api/memorials/${cast.memorialId}/events`, { cookie: person.cookie, json: event });

const added = async (cast: MemorialCast, event: MemorialEventInput) => {
  const response = await addEvent(cast, event);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await jsonOf<{ item: SavedEvent }>(response)).item;
};

const calendarPath = (cast: MemorialCast, eventId: string) =>
  `/api/memorials/${cast.memorialId}/events/${eventId}/calendar.ics`;

const calendarEvent = async (cast: MemorialCast, eventId: string) => {
  const response = await t.request('GET', calendarPath(cast, eventId), { cookie: cast.admin.cookie });
  expect(response.status).toBe(200);
  const { events } = parseCalendar(await response.text());
  expect(events).toHaveLength(1);
  return events[0]!;
};

const eventsOnPage = async (cast: MemorialCast, person?: Person) =>
  (
    await jsonOf<{ events: SavedEvent[] }>(
      await t.request('GET', `/api/memorials/by-slug/${cast.slug}`, person ? { cookie: person.cookie } : {}),
    )
  ).events;

/** The news noted for the page's followers, oldest first. */
const changesOf = (memorialPageId: string) =>
  t.deps.db
    .select({ id: memorialPageChanges.id, kind: memorialPageChanges.kind })
    .from(memorialPageChanges)
    .where(eq(memorialPageChanges.memorialPageId, memorialPageId))
    .orderBy(memorialPageChanges.id);

describe('the page’s events', () => {
  it('lists several gatherings in the order they happen, one still without a date last', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    await added(cast, { kind: 'reception', place: 'The Old Mill' });
    await added(cast, {
      kind: 'burial',
      eventDate: '2026-12-02',
      startTime: '11:00',
      timeZone: 'America/Chicago',
    });
    await added(cast, {
      kind: 'visitation',
      eventDate: '2026-12-01',
      startTime: '17:00',
      endTime: '19:00',
      timeZone: 'America/Chicago',
    });
    await added(cast, {
      kind: 'service',
      title: 'Celebration of life',
      eventDate: '2026-12-02',
      startTime: '09:30',
      timeZone: 'America/Chicago',
    });
    const shown = await eventsOnPage(cast);
    expect(shown.map((event) => [event.kind, event.title])).toEqual([
      ['visitation', null],
      ['service', 'Celebration of life'],
      ['burial', null],
      ['reception', null],
    ]);
    expect(shown[0]).toMatchObject({ startTime: '17:00', endTime: '19:00', timeZone: 'America/Chicago' });
  });

  it('only the admin adds, edits and removes them; another page’s event is not found', async () => {
    const cast = await createMemorialCast(t, { isPublic: true });
    const service = { kind: 'service', eventDate: '2026-12-01' } as const;
    for (const person of [cast.member, cast.stranger])
      expect((await addEvent(cast, service, person)).status).toBe(403);
    const anonymous = await t.request('POST', `/api/memorials/${cast.memorialId}/events`, { json: service });
    expect(anonymous.status).toBe(401);
    const event = await added(cast, service);
    const path = `/api/memorials/${cast.memorialId}/events/${event.id}`;
    const edit = { ...service, place: 'St Mary’s' };
    expect((await t.request('PUT', path, { cookie: cast.member.cookie, json: edit })).status).toBe(403);
    expect((await t.request('PUT', path, { cookie: cast.admin.cookie, json: edit })).status).toBe(200);
    expect((await eventsOnPage(cast))[0]).toMatchObject({ place: 'St Mary’s' });

    const other = await createMemorialCast(t, { isPublic: true });
    const elsewhere = `/api/memorials/${other.memorialId}/events/${event.id}`;
    // Removing it from another page removes nothing there, and tells that page's followers nothing.
    expect((await t.request('DELETE', elsewhere, { cookie: other.admin.cookie })).status).toBe(200);
    expect(await eventsOnPage(cast)).toHaveLength(1);
    expect(await changesOf(other.memorialId)).toEqual([]);
    expect((await t.request('GET', calendarPath(other, event.id))).status).toBe(404);
    expect((await t.request('DELETE', path, { cookie: cast.admin.cookie })).status).toBe(200);
    expect(await eventsOnPage(cast)).toEqual([]);
    const told = await changesOf(cast.memorialId);
    // Pressed again (its answer lost): no error, and no second piece of news.
    expect((await t.request('DELETE', path, { cookie: cast.admin.cookie })).status).toBe(200);
    expect(await changesOf(cast.memorialId)).toEqual(told);
  });

  it('says what is missing or wrong, in the page’s words', async () => {
    const cast = await createMemorialCast(t);
    const problem = async (event: MemorialEventInput) => (await errorOf(await addEvent(cast, event))).message;
    expect(await problem({ kind: 'service' })).toBe(MEMORIAL_MESSAGES.eventNeedsDetails);
    expect(await problem({ eventDate: '2026-07-15', startTime: '10:00' })).toBe(
      MEMORIAL_MESSAGES.timeZoneRequired,
    );
    expect(await problem({ startTime: '10:00', timeZone: 'Europe/London', place: 'Hall' })).toBe(
      MEMORIAL_MESSAGES.eventDateForTime,
    );
    expect(
      await problem({
        eventDate: '2026-07-15',
        startTime: '10:00',
        endTime: '09:00',
        timeZone: 'Europe/London',
      }),
    ).toBe(MEMORIAL_MESSAGES.eventEndBeforeStart);
    expect(await problem({ eventDate: '2026-07-15', startTime: '10:00', timeZone: 'Nowhere/Else' })).toBe(
      MEMORIAL_MESSAGES.invalidTimeZone,
    );
    expect(await problem({ place: 'Hall', livestreamUrl: 'javascript:alert(1)' })).toBe(
      MEMORIAL_MESSAGES.invalidUrl,
    );
    expect(await t.deps.db.select().from(memorialEvents)).toEqual([]);
  });

  it('a private page’s events, and their calendar files, are for its team only', async () => {
    const cast = await createMemorialCast(t);
    const event = await added(cast, { kind: 'service', eventDate: '2026-12-01' });
    expect((await t.request('GET', calendarPath(cast, event.id))).status).toBe(404);
    const stranger = await t.request('GET', calendarPath(cast, event.id), { cookie: cast.stranger.cookie });
    expect(stranger.status).toBe(404);
    const member = await t.request('GET', calendarPath(cast, event.id), { cookie: cast.member.cookie });
    expect(member.status).toBe(200);
    expect(
      (await t.request('GET', calendarPath(cast, randomUUID()), { cookie: cast.admin.cookie })).status,
    ).toBe(404);
  });
});

describe('an event’s calendar file', () => {
  it('puts a timed event at the right instant for its zone, summer or winter, for as long as it lasts', async () => {
    const cast = await createMemorialCast(t);
    const at = async (eventDate: string, startTime: string, timeZone: string, endTime?: string) => {
      const event = await added(cast, { kind: 'service', eventDate, startTime, endTime, timeZone });
      const { start, end } = await calendarEvent(cast, event.id);
      return [start, end];
    };
    expect(await at('2026-07-15', '10:00', 'America/Chicago')).toEqual([
      { kind: 'utc', instant: '2026-07-15T15:00:00.000Z' },
      { kind: 'utc', instant: '2026-07-15T17:00:00.000Z' },
    ]);
    expect(await at('2027-01-14', '10:00', 'America/Chicago', '10:45')).toEqual([
      { kind: 'utc', instant: '2027-01-14T16:00:00.000Z' },
      { kind: 'utc', instant: '2027-01-14T16:45:00.000Z' },
    ]);
    // Late evening in Sydney is still the morning before in UTC.
    expect(await at('2026-12-31', '23:30', 'Australia/Sydney')).toEqual([
      { kind: 'utc', instant: '2026-12-31T12:30:00.000Z' },
      { kind: 'utc', instant: '2026-12-31T14:30:00.000Z' },
    ]);
  });

  it('makes an event with no time a whole day, ending the next day', async () => {
    const cast = await createMemorialCast(t);
    const event = await added(cast, { kind: 'burial', eventDate: '2026-02-28', timeZone: 'Europe/London' });
    expect(await calendarEvent(cast, event.id)).toMatchObject({
      start: { kind: 'date', date: '2026-02-28' },
      end: { kind: 'date', date: '2026-03-01' },
    });
  });

  it('keeps names, place, notes and link intact, commas and semicolons included', async () => {
    const cast = await createMemorialCast(t);
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Rose; “Nana”', lastName: 'Lane, Jr.' })
      .where(eq(lovedOnes.id, cast.lovedOne.id));
    const place = 'St Mary’s Church, Leeds; side door \\ car park';
    const event = await added(cast, {
      kind: 'visitation',
      eventDate: '2026-12-01',
      startTime: '14:30',
      timeZone: 'Europe/London',
      place,
      livestreamUrl: 'https://stream.example.com/rose?a=1,2',
      notes: 'Bring a flower; she loved them.',
    });
    expect(await calendarEvent(cast, event.id)).toEqual({
      uid: `${event.id}@harbor`,
      summary: 'Visitation for Rose; “Nana” Lane, Jr.',
      description: 'Bring a flower; she loved them.\n\nLivestream: https://stream.example.com/rose?a=1,2',
      location: place,
      url: `${t.deps.config.appUrl}/memorial/${cast.slug}`,
      categories: [],
      start: { kind: 'utc', instant: '2026-12-01T14:30:00.000Z' },
      end: { kind: 'utc', instant: '2026-12-01T16:30:00.000Z' },
    });
  });

  it('keeps a service moved from a page saved before zones as local time', async () => {
    const cast = await createMemorialCast(t);
    const [event] = await t.deps.db
      .insert(memorialEvents)
      .values({
        memorialPageId: cast.memorialId,
        eventDate: '2026-07-15',
        startTime: '23:00',
        timeZone: null,
      })
      .returning();
    expect(await calendarEvent(cast, event!.id)).toMatchObject({
      summary: 'Funeral service for Rose Lane',
      start: { kind: 'floating', local: '2026-07-15T23:00:00' },
      end: { kind: 'floating', local: '2026-07-16T01:00:00' },
    });
  });

  it('downloads as a calendar file named after the page, and is not found while the date is not settled', async () => {
    const cast = await createMemorialCast(t);
    const unsettled = await added(cast, { kind: 'reception', place: 'The Old Mill' });
    expect(
      (await t.request('GET', calendarPath(cast, unsettled.id), { cookie: cast.admin.cookie })).status,
    ).toBe(404);
    // Opened from the page's link, the refusal is a page saying why, not JSON saved as the calendar file.
    const opened = await t.request('GET', calendarPath(cast, unsettled.id), {
      cookie: cast.admin.cookie,
      headers: { 'sec-fetch-dest': 'document' },
    });
    expect(opened.status).toBe(404);
    expect(opened.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await opened.text()).toContain('This event has no date yet');
    const event = await added(cast, { kind: 'burial', eventDate: '2026-07-15' });
    const response = await t.request('GET', calendarPath(cast, event.id), { cookie: cast.member.cookie });
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${cast.slug}-burial.ics"`,
    );
  });
});

describe('migration 0020: each page’s one service becomes its first event', () => {
  it('moves the date, time, zone, place and livestream, and leaves pages with no service alone', async () => {
    const withService = await createMemorialCast(t);
    const without = await createMemorialCast(t);
    // The tables as they were before 0020.
    await t.deps.db.execute(sql.raw('DROP TABLE "memorial_events" CASCADE'));
    await t.deps.db.execute(
      sql.raw(`ALTER TABLE "memorial_pages" ADD COLUMN "service_date" date, ADD COLUMN "service_time" text,
        ADD COLUMN "service_time_zone" text, ADD COLUMN "service_place" text, ADD COLUMN "livestream_url" text`),
    );
    await t.deps.db.execute(
      sql`UPDATE "memorial_pages" SET "service_date" = '2026-12-01', "service_time" = '14:00',
        "service_time_zone" = 'America/Chicago', "service_place" = 'St Mary’s',
        "livestream_url" = 'https://stream.example.com/rose' WHERE "id" = ${withService.memorialId}`,
    );
    await runMigration(t, '0020_memorial_events.sql');

    expect(await eventsOnPage(withService, withService.admin)).toMatchObject([
      {
        kind: 'service',
        title: null,
        eventDate: '2026-12-01',
        startTime: '14:00',
        endTime: null,
        timeZone: 'America/Chicago',
        place: 'St Mary’s',
        livestreamUrl: 'https://stream.example.com/rose',
      },
    ]);
    expect(await eventsOnPage(without, without.admin)).toEqual([]);
    const serviceColumns = await queryRows<{ column_name: string }>(
      t.deps.db,
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'memorial_pages' AND column_name LIKE 'service%'`,
    );
    expect(serviceColumns).toEqual([]);
  });
});
