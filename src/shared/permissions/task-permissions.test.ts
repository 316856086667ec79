import { describe, expect, it } from 'vitest';
import { judge, permittedActions, type Viewer } from './policy.ts';
import { TASK_MESSAGES, type TaskAction, taskListPolicy, taskPolicy } from './task-permissions.ts';

const cast = {
  admin: { userId: 'u0', role: 'admin' },
  member: { userId: 'u1', role: 'support_member' },
  otherMember: { userId: 'u2', role: 'support_member' },
  stranger: { userId: 'u9', role: null },
  signedOut: { userId: null, role: null },
} satisfies Record<string, Viewer>;
const assignedToMember = { assignedToUserId: 'u1' };

describe('taskPolicy on a task assigned to the member', () => {
  const expected: Record<keyof typeof cast, Record<TaskAction, boolean>> = {
    admin: { view: true, edit: true, assign: true },
    member: { view: true, edit: true, assign: false },
    otherMember: { view: true, edit: false, assign: false },
    stranger: { view: false, edit: false, assign: false },
    signedOut: { view: false, edit: false, assign: false },
  };
  it.each(Object.entries(expected))('%s may do exactly this', (who, actions) => {
    expect(permittedActions(taskPolicy, cast[who as keyof typeof cast], assignedToMember)).toEqual(actions);
  });

  it("tells a member the task page's own words for someone else's task", () => {
    expect(judge(taskPolicy, cast.otherMember, 'edit', assignedToMember)).toEqual({
      outcome: 'forbidden',
      reason: 'You can only edit tasks assigned to you.',
    });
    expect(judge(taskPolicy, cast.member, 'assign', assignedToMember)).toEqual({
      outcome: 'forbidden',
      reason: 'Only the admin can change who a task is assigned to or its due date.',
    });
  });

  it('refuses a member an unassigned task, and a stranger learns nothing', () => {
    expect(judge(taskPolicy, cast.member, 'edit', { assignedToUserId: null })).toEqual({
      outcome: 'forbidden',
      reason: TASK_MESSAGES.onlyAssigned,
    });
    // A signed-out viewer's null id never matches a task with no assignee.
    expect(judge(taskPolicy, cast.signedOut, 'edit', { assignedToUserId: null })).toEqual({
      outcome: 'not_found',
    });
    expect(judge(taskPolicy, cast.stranger, 'view', assignedToMember)).toEqual({ outcome: 'not_found' });
  });
});

describe('taskListPolicy', () => {
  it.each([
    ['admin', { view: true, create: true }],
    ['member', { view: true, create: false }],
    ['otherMember', { view: true, create: false }],
    ['stranger', { view: false, create: false }],
    ['signedOut', { view: false, create: false }],
  ] as const)('%s may do exactly this', (who, actions) => {
    expect(permittedActions(taskListPolicy, cast[who], { lovedOneId: 'l1' })).toEqual(actions);
  });

  it('tells a member that only the admin adds custom tasks', () => {
    expect(judge(taskListPolicy, cast.member, 'create', { lovedOneId: 'l1' })).toEqual({
      outcome: 'forbidden',
      reason: 'Only the admin can add custom tasks.',
    });
  });
});
