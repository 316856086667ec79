import { describe, expect, it } from 'vitest';
import { anniversariesOn, composeAnniversaryNote, composeFollowerAnniversaryNote } from './anniversaries.ts';

const margaret = { dateOfBirth: '1946-03-14', dateOfDeath: '2025-11-23' };

describe('anniversariesOn', () => {
  it('finds the first anniversary of the death and the birthday, and nothing on other days', () => {
    expect(anniversariesOn('2026-11-23', margaret)).toEqual([{ kind: 'death', years: 1 }]);
    expect(anniversariesOn('2027-03-14', margaret)).toEqual([{ kind: 'birthday', years: 81 }]);
    expect(anniversariesOn('2026-11-24', margaret)).toEqual([]);
  });

  it('says nothing on the day of the death itself, nor for someone still living', () => {
    expect(anniversariesOn('2025-11-23', margaret)).toEqual([]);
    expect(anniversariesOn('2027-03-14', { dateOfBirth: '1946-03-14', dateOfDeath: null })).toEqual([]);
  });

  it('remembers 29 February on the 28th in other years', () => {
    const leapling = { dateOfBirth: '1960-02-29', dateOfDeath: '2024-01-10' };
    expect(anniversariesOn('2027-02-28', leapling)).toEqual([{ kind: 'birthday', years: 67 }]);
    expect(anniversariesOn('2028-02-28', leapling)).toEqual([]);
    expect(anniversariesOn('2028-02-29', leapling)).toEqual([{ kind: 'birthday', years: 68 }]);
  });
});

describe('composeAnniversaryNote', () => {
  it('writes a short, gentle note', () => {
    const birthday = composeAnniversaryNote({
      recipientFirstName: 'Ana',
      lovedOneFirstName: 'Margaret',
      anniversary: { kind: 'birthday', years: 81 },
    });
    expect(birthday.subject).toBe('Remembering Margaret today');
    expect(birthday.text).toContain('Today would have been Margaret’s 81st birthday.');
    const death = composeAnniversaryNote({
      recipientFirstName: 'Ana',
      lovedOneFirstName: 'Margaret',
      anniversary: { kind: 'death', years: 1 },
    });
    expect(death.text).toContain('It is one year today since Margaret died.');
  });

  it('says 988 is there, to call or text, on a day that may feel too heavy', () => {
    const note = composeAnniversaryNote({
      recipientFirstName: 'Ana',
      lovedOneFirstName: 'Margaret',
      anniversary: { kind: 'death', years: 1 },
    });
    expect(note.text.split('\n')).toContain('If today feels too heavy, you can call or text 988, any time.');
    const follower = composeFollowerAnniversaryNote({
      lovedOneFirstName: 'Margaret',
      anniversary: { kind: 'death', years: 1 },
      pageUrl: 'https://harbor.example/memorial/margaret',
    });
    expect(follower.text.split('\n')).toContain(
      'If today feels too heavy, you can call or text 988, any time.',
    );
  });

  it('says "your loved one" when no name was given', () => {
    const note = composeAnniversaryNote({
      recipientFirstName: 'Ana',
      lovedOneFirstName: null,
      anniversary: { kind: 'death', years: 1 },
    });
    expect(note.subject).toBe('Remembering your loved one today');
    expect(note.text).toContain('It is one year today since your loved one died.');
  });
});
