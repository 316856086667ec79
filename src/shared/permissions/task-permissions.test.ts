import { describe, expect, it } from 'vitest';
import { taskEditVerdict } from './task-permissions.ts';

describe('taskEditVerdict', () => {
  it('lets the admin edit and assign any task', () => {
    expect(taskEditVerdict('admin', { assignedToUserId: null }, 'u1')).toEqual({
      canEdit: true,
      canAssign: true,
    });
  });
  it('lets a support member edit, not assign, a task assigned to them', () => {
    expect(taskEditVerdict('support_member', { assignedToUserId: 'u1' }, 'u1')).toEqual({
      canEdit: true,
      canAssign: false,
    });
  });
  it('refuses a support member a task assigned to someone else or to nobody', () => {
    for (const assignedToUserId of ['u2', null]) {
      expect(taskEditVerdict('support_member', { assignedToUserId }, 'u1')).toEqual({
        canEdit: false,
        reason: 'You can only edit tasks assigned to you.',
      });
    }
  });
  it('refuses anyone without a role', () => {
    expect(taskEditVerdict(null, { assignedToUserId: 'u1' }, 'u1')).toEqual({
      canEdit: false,
      reason: 'You do not have permission to edit this task.',
    });
  });
});
