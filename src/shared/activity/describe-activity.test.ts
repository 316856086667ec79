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

  it('tells the memorial page going public and private again, and a photo added to it', () => {
    const by = { actorName: 'Ana Smith', subjectName: null };
    expect(describeActivity({ ...by, kind: 'memorial_published', label: null })).toBe(
      'Ana Smith published the memorial page',
    );
    expect(describeActivity({ ...by, kind: 'memorial_made_private', label: null })).toBe(
      'Ana Smith made the memorial page private',
    );
    expect(describeActivity({ ...by, kind: 'memorial_photo_added', label: 'At the lake, 1972' })).toBe(
      'Ana Smith added the photo “At the lake, 1972” to the memorial page',
    );
    expect(describeActivity({ ...by, kind: 'memorial_photo_added', label: null })).toBe(
      'Ana Smith added a photo to the memorial page',
    );
  });

  it('names the estate item by its institution and the expense by whom it paid', () => {
    const by = { actorName: 'Ana Smith', subjectName: null };
    expect(describeActivity({ ...by, kind: 'inventory_item_added', label: 'First Bank' })).toBe(
      'Ana Smith added “First Bank” to the estate inventory',
    );
    expect(describeActivity({ ...by, kind: 'expense_added', label: 'Lakeside Funeral Home' })).toBe(
      'Ana Smith added an expense paid to “Lakeside Funeral Home”',
    );
    expect(describeActivity({ ...by, kind: 'inventory_item_added', label: null })).toBe(
      'Ana Smith added an item to the estate inventory',
    );
    expect(describeActivity({ ...by, kind: 'expense_added', label: null })).toBe(
      'Ana Smith added an expense',
    );
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
