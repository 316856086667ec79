import { judge, type Policy, type Verdict, type Viewer } from '#shared/permissions/policy.ts';
import type { Person } from './team.ts';

export type Player = { name: string; person: Person | null; viewer: Viewer };

/** The team's cast as the policies see them, in the order they ask: the admin first, signed out last. */
export function playersOf(team: { admin: Person; member: Person; otherMember: Person; stranger: Person }) {
  return [
    { name: 'admin', person: team.admin, viewer: { userId: team.admin.userId, role: 'admin' } },
    { name: 'member', person: team.member, viewer: { userId: team.member.userId, role: 'support_member' } },
    {
      name: 'other member',
      person: team.otherMember,
      viewer: { userId: team.otherMember.userId, role: 'support_member' },
    },
    { name: 'stranger', person: team.stranger, viewer: { userId: team.stranger.userId, role: null } },
    { name: 'signed out', person: null, viewer: { userId: null, role: null } },
  ] satisfies Player[];
}

/** One policy question a route asks, in the order it asks them. */
export const ask =
  <Subject, Action extends string>(policy: Policy<Subject, Action>, action: Action, subject: Subject) =>
  (viewer: Viewer): Verdict =>
    judge(policy, viewer, action, subject);

/**
 * What a route that needs an account should answer: 401 signed out, else the first refusal among
 * its questions (404 or 403 with the policy's reason), else its success status.
 */
export function expectedAnswer(
  viewer: Viewer,
  questions: ((viewer: Viewer) => Verdict)[],
  success: number,
): { status: number; reason?: string } {
  if (viewer.userId === null) return { status: 401 };
  for (const question of questions) {
    const verdict = question(viewer);
    if (verdict.outcome === 'not_found') return { status: 404 };
    if (verdict.outcome === 'forbidden') return { status: 403, reason: verdict.reason };
  }
  return { status: success };
}

/** The same shape from a response, reading the refusal's message only for a 403. */
export async function answerOf(response: Response): Promise<{ status: number; reason?: string }> {
  if (response.status !== 403) return { status: response.status };
  const { error } = (await response.json()) as { error: { message: string } };
  return { status: 403, reason: error.message };
}
