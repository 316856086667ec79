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
