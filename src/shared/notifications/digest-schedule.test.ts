import { describe, expect, it } from 'vitest';
import { DIGEST_CATCH_UP_HOURS, dueDigest } from './digest-schedule.ts';

const monday = { weekday: 1, timeZone: 'UTC' };

describe('dueDigest', () => {
  it('is due from 08:00 on the chosen weekday, keyed by that week’s Monday', () => {
    expect(dueDigest(new Date('2026-11-23T07:59:00Z'), monday)).toBeNull();
    expect(dueDigest(new Date('2026-11-23T08:00:00Z'), monday)).toEqual({
      weekStart: '2026-11-23',
      today: '2026-11-23',
    });
  });

  it('is not due on the other days of the week once the catch-up window has passed', () => {
    expect(dueDigest(new Date('2026-11-26T12:00:00Z'), monday)).toBeNull();
    expect(dueDigest(new Date('2026-11-22T12:00:00Z'), monday)).toBeNull();
  });

  it('catches up a digest missed during downtime, within the window', () => {
    const late = new Date(Date.parse('2026-11-23T08:00:00Z') + DIGEST_CATCH_UP_HOURS * 3_600_000);
    expect(dueDigest(late, monday)).toEqual({ weekStart: '2026-11-23', today: '2026-11-25' });
  });

  it('reads the weekday and hour in the person’s own time zone', () => {
    // 23:30 on Sunday in UTC is already 08:30 on Monday in Tokyo.
    expect(dueDigest(new Date('2026-11-22T23:30:00Z'), { weekday: 1, timeZone: 'Asia/Tokyo' })).toEqual({
      weekStart: '2026-11-23',
      today: '2026-11-23',
    });
    expect(
      dueDigest(new Date('2026-11-23T10:00:00Z'), { weekday: 1, timeZone: 'America/New_York' }),
    ).toBeNull();
  });

  it('keys a Sunday digest to the Monday before it, so a weekday change never sends twice a week', () => {
    expect(dueDigest(new Date('2026-11-29T09:00:00Z'), { weekday: 0, timeZone: 'UTC' })?.weekStart).toBe(
      '2026-11-23',
    );
  });
});
