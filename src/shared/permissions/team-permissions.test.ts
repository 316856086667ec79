import { describe, expect, it } from 'vitest';
import { judge, permittedActions, type Viewer } from './policy.ts';
import { type TeamAction, teamPolicy } from './team-permissions.ts';

const cast = {
  admin: { userId: 'u0', role: 'admin' },
  member: { userId: 'u1', role: 'support_member' },
  stranger: { userId: 'u9', role: null },
  signedOut: { userId: null, role: null },
} satisfies Record<string, Viewer>;
const team = { lovedOneId: 'l1' };
const manage = {
  invite: true,
  removeMember: true,
  shareJoinLink: true,
  answerJoinRequests: true,
  handOver: true,
};
const none = {
  invite: false,
  removeMember: false,
  shareJoinLink: false,
  answerJoinRequests: false,
  handOver: false,
};

describe('teamPolicy', () => {
  const expected: Record<keyof typeof cast, Record<TeamAction, boolean>> = {
    admin: { view: true, ...manage, leave: false },
    member: { view: true, ...none, leave: true },
    stranger: { view: false, ...none, leave: false },
    signedOut: { view: false, ...none, leave: false },
  };
  it.each(Object.entries(expected))('%s may do exactly this', (who, actions) => {
    expect(permittedActions(teamPolicy, cast[who as keyof typeof cast], team)).toEqual(actions);
  });

  it('tells the admin they cannot leave their own team, and a member that the admin manages it', () => {
    expect(judge(teamPolicy, cast.admin, 'leave', team)).toEqual({
      outcome: 'forbidden',
      reason: 'The admin cannot leave their own team.',
    });
    expect(judge(teamPolicy, cast.member, 'removeMember', team)).toEqual({
      outcome: 'forbidden',
      reason: 'Only the admin can manage this team.',
    });
    expect(judge(teamPolicy, cast.stranger, 'leave', team)).toEqual({ outcome: 'not_found' });
  });
});
