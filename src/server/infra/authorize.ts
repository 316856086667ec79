import { judge, type Policy, type Viewer } from '#shared/permissions/policy.ts';
import { AppError, notFound } from './app-error.ts';

/**
 * Asks the record's policy and throws its answer: 404 (with the record's own "not found" message)
 * when the viewer cannot see it, 403 with the policy's reason when they see it but may not act.
 */
export function authorize<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  action: Action,
  subject: Subject,
  notFoundMessage: string,
): void {
  const verdict = judge(policy, viewer, action, subject);
  if (verdict.outcome === 'not_found') throw notFound(notFoundMessage);
  if (verdict.outcome === 'forbidden') throw new AppError('FORBIDDEN', verdict.reason);
}

/**
 * For a removal: the record when the viewer may remove it, nothing when it is not there for them
 * (removed already, by a request whose answer was lost or by someone else, or never theirs to see:
 * one answer for all, so an id still reveals nothing), and 403 as `authorize` (decision 081).
 */
export function authorizeRemoval<Subject, Action extends string>(
  policy: Policy<Subject, Action>,
  viewer: Viewer,
  action: Action,
  subject: Subject | undefined,
): Subject | undefined {
  if (subject === undefined) return undefined;
  const verdict = judge(policy, viewer, action, subject);
  if (verdict.outcome === 'not_found') return undefined;
  if (verdict.outcome === 'forbidden') throw new AppError('FORBIDDEN', verdict.reason);
  return subject;
}
