import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity.ts';

describe('describeActivity', () => {
  it('names who did what to which task', () => {
    expect(
      describeActivity({
        kind: 'task_assigned',
        actorName: 'Ana Smith',
        subjectName: 'Ben Smith',
        label: 'Call the bank',
      }),
    ).toBe('Ana Smith assigned “Call the bank” to Ben Smith');
    expect(
      describeActivity({
        kind: 'task_completed',
        actorName: 'Ben Smith',
        subjectName: null,
        label: 'Call the bank',
      }),
    ).toBe('Ben Smith completed “Call the bank”');
    expect(
      describeActivity({ kind: 'member_joined', actorName: null, subjectName: 'Cleo', label: null }),
    ).toBe('Cleo joined the team');
  });

  it('speaks of someone who has left Harbor without a name', () => {
    expect(
      describeActivity({ kind: 'task_reopened', actorName: null, subjectName: null, label: 'Call the bank' }),
    ).toBe('Someone reopened “Call the bank”');
    expect(
      describeActivity({ kind: 'tribute_received', actorName: null, subjectName: null, label: null }),
    ).toBe('A tribute was left on the memorial page');
  });
});
