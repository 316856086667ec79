import { describe, expect, it } from 'vitest';
import { type MemorialSubject, memorialPolicy, photoPolicy, tributePolicy } from './memorial-permissions.ts';
import { judge, type Policy, type Verdict, type Viewer } from './policy.ts';

const admin: Viewer = { userId: 'a', role: 'admin' };
const member: Viewer = { userId: 'm', role: 'support_member' };
const stranger: Viewer = { userId: 's', role: null };
const signedOut: Viewer = { userId: null, role: null };
const privatePage = { isPublic: false };
const publicPage = { isPublic: true };

/** Whether the admin, a team member and someone outside the team (on a public page) may act. */
type Answers = { admin: boolean; member: boolean; outsider: boolean };

function rowsOf<Action extends string>(
  record: string,
  policy: Policy<MemorialSubject, Action>,
  answers: Record<Action, Answers>,
) {
  return (Object.entries(answers) as [Action, Answers][]).map(([action, answer]) => ({
    name: `${record}: ${action}`,
    answer,
    verdict: (viewer: Viewer, page: MemorialSubject) => judge(policy, viewer, action, page),
    refused: { outcome: 'forbidden', reason: policy.refusals[action] } satisfies Verdict,
  }));
}

const table = [
  ...rowsOf('memorial', memorialPolicy, {
    view: { admin: true, member: true, outsider: true },
    create: { admin: true, member: false, outsider: false },
    edit: { admin: true, member: false, outsider: false },
    publish: { admin: true, member: false, outsider: false },
  }),
  ...rowsOf('tribute', tributePolicy, {
    add: { admin: true, member: true, outsider: true },
    moderate: { admin: true, member: false, outsider: false },
    delete: { admin: true, member: false, outsider: false },
  }),
  ...rowsOf('photo', photoPolicy, {
    add: { admin: true, member: true, outsider: false },
    remove: { admin: true, member: false, outsider: false },
  }),
];

describe.each(table)('$name', ({ answer, verdict, refused }) => {
  const expected = (allowed: boolean) => (allowed ? { outcome: 'allowed' } : refused);

  it('the admin and the team see a private page and get the policy’s answer', () => {
    expect(verdict(admin, privatePage)).toEqual(expected(answer.admin));
    expect(verdict(member, privatePage)).toEqual(expected(answer.member));
  });
  it('a private page does not exist for a stranger or someone signed out', () => {
    expect(verdict(stranger, privatePage)).toEqual({ outcome: 'not_found' });
    expect(verdict(signedOut, privatePage)).toEqual({ outcome: 'not_found' });
  });
  it('a public page is seen by everyone; outsiders are refused, with the reason, what is not theirs', () => {
    expect(verdict(admin, publicPage)).toEqual(expected(answer.admin));
    expect(verdict(member, publicPage)).toEqual(expected(answer.member));
    expect(verdict(stranger, publicPage)).toEqual(expected(answer.outsider));
    expect(verdict(signedOut, publicPage)).toEqual(expected(answer.outsider));
  });
});
