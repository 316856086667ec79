/**
 * Harbor's one permission vocabulary. Every record type has a policy: who *sees* the record, and
 * what those who see it *may* do. The server asks `judge` before every read and write; the SPA
 * renders the `permittedActions` the server sent with the record. Decision 034 fixes the answers:
 * a record you cannot see does not exist for you (404); one you can see but may not change is 403.
 */

export type TeamRole = 'admin' | 'support_member';

/** Who is asking about one loved one's records: `role` null means not on its team (or signed out). */
export type Viewer = { userId: string | null; role: TeamRole | null };

export type Policy<Subject, Action extends string> = {
  /** Outside this, the record does not exist for the viewer. */
  sees: (viewer: Viewer, subject: Subject) => boolean;
  may: Record<Action, (viewer: Viewer, subject: Subject) => boolean>;
  /** What a viewer who sees the record is told when an action is refused. */
  refusals: Record<Action, string>;
};

export type Verdict =
  | { outcome: 'allowed' }
  | { outcome: 'not_found' }
  | { outcome: 'forbidden'; reason: string };

export function judge<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  action: Action,
  subject: Subject,
): Verdict {
  if (!policy.sees(viewer, subject)) return { outcome: 'not_found' };
  if (policy.may[action](viewer, subject)) return { outcome: 'allowed' };
  return { outcome: 'forbidden', reason: policy.refusals[action] };
}

/** Whether the viewer may act; what the SPA is sent so it shows only what will work. */
export function permittedActions<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  subject: Subject,
): Record<Action, boolean> {
  const visible = policy.sees(viewer, subject);
  const actions = Object.keys(policy.may) as Action[];
  return Object.fromEntries(
    actions.map((action) => [action, visible && policy.may[action](viewer, subject)]),
  ) as Record<Action, boolean>;
}

export const onTeam = (viewer: Viewer) => viewer.role !== null;
export const isAdmin = (viewer: Viewer) => viewer.role === 'admin';
