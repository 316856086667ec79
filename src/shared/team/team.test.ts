import { describe, expect, it } from 'vitest';
import { roleLabel, stackAvatars, teamCount } from './team.ts';

describe('team display', () => {
  it('shows the role with a space instead of the underscore', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('support_member')).toBe('Support member');
  });

  it('counts active members, pending invitations and the user', () => {
    expect(teamCount({ activeMembers: 0, pendingInvitations: 0 })).toBe(1);
    expect(teamCount({ activeMembers: 2, pendingInvitations: 3 })).toBe(6);
  });

  it('stacks up to 4 avatars, then +N', () => {
    expect(stackAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(stackAvatars([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
  });
});
