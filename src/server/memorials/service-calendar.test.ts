import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MEMORIAL_MESSAGES } from '#shared/memorials/memorial-messages.ts';
import { DEFAULT_MEMORIAL_SETTINGS, type MemorialSettingsInput } from '#shared/memorials/memorial-schemas.ts';
import { errorOf } from '#test/factories/team.ts';
import { parseCalendar } from '#test/ical.ts';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { createMemorialCast, type MemorialCast } from './memorial-test-support.ts';
import { memorialPages } from './memorials.schema.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const saveService = (cast: MemorialCast, service: Partial<MemorialSettingsInput>) =>
  t.request('PUT', `/api/memorials/${cast.memorialId}/settings`, {
    cookie: cast.admin.cookie,
    json: { ...DEFAULT_MEMORIAL_SETTINGS, ...service },
  });

const serviceEvent = async (cast: MemorialCast) => {
  const response = await t.request('GET', `/api/memorials/${cast.memorialId}/service.ics`, {
    cookie: cast.admin.cookie,
  });
  expect(response.status).toBe(200);
  const { events } = parseCalendar(await response.text());
  expect(events).toHaveLength(1);
  return events[0]!;
};

describe('the service calendar file', () => {
  it('puts a timed service at the right instant for its zone, summer or winter', async () => {
    const cast = await createMemorialCast(t);
    const at = async (serviceDate: string, serviceTime: string, serviceTimeZone: string) => {
      expect((await saveService(cast, { serviceDate, serviceTime, serviceTimeZone })).status).toBe(200);
      const { start, end } = await serviceEvent(cast);
      return [start, end];
    };
    expect(await at('2026-07-15', '10:00', 'America/Chicago')).toEqual([
      { kind: 'utc', instant: '2026-07-15T15:00:00.000Z' },
      { kind: 'utc', instant: '2026-07-15T17:00:00.000Z' },
    ]);
    expect(await at('2027-01-14', '10:00', 'America/Chicago')).toEqual([
      { kind: 'utc', instant: '2027-01-14T16:00:00.000Z' },
      { kind: 'utc', instant: '2027-01-14T18:00:00.000Z' },
    ]);
    // Late evening in Sydney is still the morning before in UTC.
    expect(await at('2026-12-31', '23:30', 'Australia/Sydney')).toEqual([
      { kind: 'utc', instant: '2026-12-31T12:30:00.000Z' },
      { kind: 'utc', instant: '2026-12-31T14:30:00.000Z' },
    ]);
  });

  it('makes a service with no time a whole day, ending the next day', async () => {
    const cast = await createMemorialCast(t);
    await saveService(cast, { serviceDate: '2026-02-28', serviceTimeZone: 'Europe/London' });
    expect(await serviceEvent(cast)).toMatchObject({
      start: { kind: 'date', date: '2026-02-28' },
      end: { kind: 'date', date: '2026-03-01' },
    });
  });

  it('keeps names, place and link intact, commas and semicolons included', async () => {
    const cast = await createMemorialCast(t);
    await t.deps.db
      .update(lovedOnes)
      .set({ firstName: 'Rose; “Nana”', lastName: 'Lane, Jr.' })
      .where(eq(lovedOnes.id, cast.lovedOne.id));
    const place = 'St Mary’s Church, Leeds; side door \\ car park';
    await saveService(cast, {
      serviceDate: '2026-12-01',
      serviceTime: '14:30',
      serviceTimeZone: 'Europe/London',
      servicePlace: place,
      livestreamUrl: 'https://stream.example.com/rose?a=1,2',
    });
    expect(await serviceEvent(cast)).toEqual({
      uid: `${cast.memorialId}-service@harbor`,
      summary: 'Service for Rose; “Nana” Lane, Jr.',
      description: 'Livestream: https://stream.example.com/rose?a=1,2',
      location: place,
      url: `${t.deps.config.appUrl}/memorial/${cast.slug}`,
      categories: [],
      start: { kind: 'utc', instant: '2026-12-01T14:30:00.000Z' },
      end: { kind: 'utc', instant: '2026-12-01T16:30:00.000Z' },
    });
  });

  it('refuses a time without its zone, and keeps a page saved before zones as local time', async () => {
    const cast = await createMemorialCast(t);
    const refused = await saveService(cast, { serviceDate: '2026-07-15', serviceTime: '10:00' });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(MEMORIAL_MESSAGES.timeZoneRequired);
    expect((await saveService(cast, { serviceTime: '10:00', serviceTimeZone: 'Nowhere/Else' })).status).toBe(
      422,
    );
    await t.deps.db
      .update(memorialPages)
      .set({ serviceDate: '2026-07-15', serviceTime: '23:00', serviceTimeZone: null })
      .where(eq(memorialPages.id, cast.memorialId));
    expect(await serviceEvent(cast)).toMatchObject({
      start: { kind: 'floating', local: '2026-07-15T23:00:00' },
      end: { kind: 'floating', local: '2026-07-16T01:00:00' },
    });
  });

  it('downloads as a calendar file named after the page, and is not found without a date', async () => {
    const cast = await createMemorialCast(t);
    const path = `/api/memorials/${cast.memorialId}/service.ics`;
    expect((await t.request('GET', path, { cookie: cast.admin.cookie })).status).toBe(404);
    await saveService(cast, { serviceDate: '2026-07-15' });
    const response = await t.request('GET', path, { cookie: cast.member.cookie });
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${cast.slug}-service.ics"`,
    );
  });
});
