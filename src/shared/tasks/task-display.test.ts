import { describe, expect, it } from 'vitest';
import { assigneeDisplayName, initialsOf } from './assignee-display.ts';
import { completedAtFor, TASK_STATUS_LABELS } from './task-status.ts';

describe('assigneeDisplayName', () => {
  const ada = { userId: 'u2', firstName: 'Ada', lastName: 'Lovelace' };
  it("says 'Unassigned', 'Me', the full name, or 'Assigned' when the name is unknown", () => {
    expect(assigneeDisplayName(null, null, 'u1')).toBe('Unassigned');
    expect(assigneeDisplayName('u1', { ...ada, userId: 'u1' }, 'u1')).toBe('Me');
    expect(assigneeDisplayName('u2', ada, 'u1')).toBe('Ada Lovelace');
    expect(assigneeDisplayName('u3', null, 'u1')).toBe('Assigned');
    expect(assigneeDisplayName('u2', { ...ada, firstName: '', lastName: ' ' }, 'u1')).toBe('Assigned');
  });
  it('makes initials from the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('zoë')).toBe('Z');
    expect(initialsOf('')).toBe('');
  });
});

describe('task status', () => {
  it('shows the spec labels', () => {
    expect(TASK_STATUS_LABELS).toEqual({
      pending: 'Not Started',
      in_progress: 'In Progress',
      completed: 'Complete',
    });
  });
  it('sets completed_at on completion, keeps it when already complete, clears it otherwise', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const earlier = new Date('2026-03-01T10:00:00Z');
    expect(completedAtFor('completed', { status: 'pending', completedAt: null }, now)).toBe(now);
    expect(completedAtFor('completed', { status: 'completed', completedAt: earlier }, now)).toBe(earlier);
    expect(completedAtFor('pending', { status: 'completed', completedAt: earlier }, now)).toBeNull();
  });
});
