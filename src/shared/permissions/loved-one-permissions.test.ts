import { describe, expect, it } from 'vitest';
import { lovedOnePolicy } from './loved-one-permissions.ts';
import { judge, permittedActions, type Viewer } from './policy.ts';

const cast = {
  admin: { userId: 'u0', role: 'admin' },
  member: { userId: 'u1', role: 'support_member' },
  stranger: { userId: 'u9', role: null },
  signedOut: { userId: null, role: null },
} satisfies Record<string, Viewer>;
const lovedOne = { id: 'l1' };

describe('lovedOnePolicy', () => {
  it.each([
    ['admin', { view: true, edit: true, personalise: true, invite: true }],
    ['member', { view: true, edit: false, personalise: false, invite: false }],
    ['stranger', { view: false, edit: false, personalise: false, invite: false }],
    ['signedOut', { view: false, edit: false, personalise: false, invite: false }],
  ] as const)('%s may do exactly this', (who, actions) => {
    expect(permittedActions(lovedOnePolicy, cast[who], lovedOne)).toEqual(actions);
  });

  it('refuses a member the edit with a reason, and hides the loved one from a stranger', () => {
    expect(judge(lovedOnePolicy, cast.member, 'edit', lovedOne)).toEqual({
      outcome: 'forbidden',
      reason: 'Only the admin can change this profile.',
    });
    expect(judge(lovedOnePolicy, cast.stranger, 'edit', lovedOne)).toEqual({ outcome: 'not_found' });
  });
});
