import { describe, expect, it } from 'vitest';
import { composeDigest, DIGEST_LIST_LIMIT, type DigestContent } from './compose-digest.ts';

const empty: DigestContent = {
  recipientFirstName: 'Ana',
  lovedOneName: 'Margaret Smith',
  overdue: [],
  dueSoon: [],
  alsoYours: [],
  finishedTitles: [],
  checklistUrl: 'https://harbor.example/dashboard/1?tab=tasks',
};

describe('composeDigest', () => {
  it('says nothing when there is nothing to say', () => {
    expect(composeDigest(empty)).toBeNull();
  });

  it('lists overdue, upcoming, assigned and finished tasks with their dates', () => {
    const digest = composeDigest({
      ...empty,
      overdue: [{ title: 'File the will', dueDate: '2026-11-20', isYours: true }],
      dueSoon: [{ title: 'Call the bank', dueDate: '2026-11-25', isYours: false }],
      alsoYours: [{ title: 'Cancel the phone plan', dueDate: null, isYours: true }],
      finishedTitles: ['Order death certificates'],
    });
    expect(digest?.subject).toBe('Your week for Margaret Smith');
    expect(digest?.text).toContain(
      'Past their due date (1)\n- File the will (was due November 20) · assigned to you',
    );
    expect(digest?.text).toContain('Due in the next 7 days (1)\n- Call the bank (due November 25)');
    expect(digest?.text).toContain('Also assigned to you (1)\n- Cancel the phone plan');
    expect(digest?.text).toContain('Finished by the team this week (1)\n- Order death certificates');
    expect(digest?.text).toContain('https://harbor.example/dashboard/1?tab=tasks');
  });

  it('keeps long lists short', () => {
    const many = Array.from({ length: DIGEST_LIST_LIMIT + 3 }, (_, i) => `Task ${i + 1}`);
    const text = composeDigest({ ...empty, finishedTitles: many })?.text ?? '';
    expect(text).toContain(`Finished by the team this week (${many.length})`);
    expect(text).toContain('- and 3 more');
    expect(text).not.toContain(`Task ${DIGEST_LIST_LIMIT + 1}`);
    expect(text).toContain('Nothing is pressing');
  });

  it('names no one while no name is given', () => {
    const digest = composeDigest({ ...empty, lovedOneName: null, finishedTitles: ['Call the bank'] });
    expect(digest?.subject).toBe('Your week on Harbor');
    expect(digest?.text).toContain('Nothing is pressing this week.');
  });
});
