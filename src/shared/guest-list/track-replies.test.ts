import { describe, expect, it } from 'vitest';
import { trackReplies } from './track-replies.ts';

const reply = (eventId: string, email: string, partySize: number, createdAt: string, name = 'Someone') => ({
  eventId,
  name,
  email,
  partySize,
  createdAt,
});

describe('trackReplies', () => {
  it('matches replies by normalised e-mail, per event, the latest answer counting once', () => {
    const { guests, others, totals } = trackReplies(
      [{ email: 'ann@example.com' }, { email: 'bob@example.com' }],
      ['service', 'reception'],
      [
        reply('service', ' ANN@example.com ', 2, '2026-01-02T10:00:00Z'),
        reply('service', 'ann@example.com', 3, '2026-01-03T10:00:00Z'),
        reply('service', 'ann@example.com', 1, '2026-01-01T10:00:00Z'),
        reply('reception', 'cara@example.com', 4, '2026-01-02T10:00:00Z', 'Cara Lee'),
      ],
    );
    expect(guests).toEqual([
      { email: 'ann@example.com', replies: { service: 3, reception: null } },
      { email: 'bob@example.com', replies: { service: null, reception: null } },
    ]);
    expect(others).toEqual([
      { name: 'Cara Lee', email: 'cara@example.com', replies: { service: null, reception: 4 } },
    ]);
    expect(totals).toEqual([
      { eventId: 'service', replies: 1, people: 3 },
      { eventId: 'reception', replies: 1, people: 4 },
    ]);
  });

  it('has empty replies and zero totals for a list nobody answered', () => {
    const { guests, others, totals } = trackReplies([{ email: 'a@b.co' }], ['e'], []);
    expect(guests[0]!.replies).toEqual({ e: null });
    expect(others).toEqual([]);
    expect(totals).toEqual([{ eventId: 'e', replies: 0, people: 0 }]);
  });
});
