import { describe, expect, it } from 'vitest';
import { MEMORIAL_MESSAGES } from './memorial-messages.ts';
import {
  DEFAULT_MEMORIAL_SETTINGS,
  favoriteSchema,
  memorialEventSchema,
  memorialSettingsSchema,
  quoteSchema,
  timelineEventSchema,
  tributeSchema,
} from './memorial-schemas.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('memorial schemas', () => {
  it('keeps tribute text exactly as typed, and refuses script', () => {
    expect(tributeSchema.parse({ authorName: 'Jo', message: "Mum's <b>day</b>" }).message).toBe(
      "Mum's <b>day</b>",
    );
    expect(messageOf(tributeSchema.safeParse({ authorName: 'Jo', message: '<script>x</script>' }))).toBe(
      'Content contains potentially dangerous elements',
    );
    expect(messageOf(tributeSchema.safeParse({ authorName: 'Jo', message: 'x'.repeat(5001) }))).toBe(
      'Content exceeds maximum length of 5000 characters',
    );
    expect(messageOf(tributeSchema.safeParse({ authorName: 'x'.repeat(101), message: 'hi' }))).toBe(
      'Content exceeds maximum length of 100 characters',
    );
  });

  it('defaults quote and favourite categories as the spec does', () => {
    expect(quoteSchema.parse({ quoteText: 'Be kind' }).category).toBe('inspirational');
    expect(favoriteSchema.parse({ itemName: 'Tea' }).category).toBe('food');
  });

  it('requires a real date for timeline events', () => {
    expect(
      messageOf(timelineEventSchema.safeParse({ eventTitle: 'Born', eventDate: '1940-02-30' })),
    ).toBeTruthy();
    expect(
      timelineEventSchema.parse({ eventTitle: 'Born', eventDate: '1940-02-03' }).eventDescription,
    ).toBeNull();
  });

  it('accepts the defaults, only web links, and 24-hour event times', () => {
    expect(memorialSettingsSchema.parse(DEFAULT_MEMORIAL_SETTINGS)).toEqual(DEFAULT_MEMORIAL_SETTINGS);
    const withLink = (musicUrl: string) =>
      memorialSettingsSchema.safeParse({ ...DEFAULT_MEMORIAL_SETTINGS, musicUrl });
    expect(withLink('https://example.com/song').success).toBe(true);
    expect(withLink('javascript:alert(1)').success).toBe(false);
    expect(withLink('data:text/html,hi').success).toBe(false);
    const at = (startTime: string) =>
      memorialEventSchema.safeParse({ eventDate: '2026-12-01', startTime, timeZone: 'Europe/London' });
    expect(at('14:30').success).toBe(true);
    expect(at('25:00').success).toBe(false);
    expect(
      memorialSettingsSchema.safeParse({ ...DEFAULT_MEMORIAL_SETTINGS, themeColor: 'neon' }).success,
    ).toBe(false);
  });

  it('asks which zone an event’s time is in, and takes only a real zone', () => {
    const event = (startTime: string | null, timeZone: string | null) =>
      memorialEventSchema.safeParse({ eventDate: '2026-12-01', startTime, timeZone });
    expect(event('10:00', 'America/Chicago').data).toMatchObject({ timeZone: 'America/Chicago' });
    expect(event(null, null).success).toBe(true);
    const missing = event('10:00', '');
    expect(messageOf(missing)).toBe(MEMORIAL_MESSAGES.timeZoneRequired);
    expect(missing.error?.issues[0]?.path).toEqual(['timeZone']);
    expect(messageOf(event('10:00', 'Mars/Olympus_Mons'))).toBe(MEMORIAL_MESSAGES.invalidTimeZone);
  });

  it('takes an event with only a place, the family’s own name for it, and an end after its start', () => {
    expect(
      memorialEventSchema.parse({ kind: 'reception', place: 'The Old Mill', title: '  ' }),
    ).toMatchObject({
      kind: 'reception',
      eventDate: null,
      place: 'The Old Mill',
      title: null,
    });
    const ending = (endTime: string) =>
      memorialEventSchema.safeParse({
        eventDate: '2026-12-01',
        startTime: '10:00',
        endTime,
        timeZone: 'UTC',
      });
    expect(ending('11:30').success).toBe(true);
    expect(messageOf(ending('10:00'))).toBe(MEMORIAL_MESSAGES.eventEndBeforeStart);
  });
});
