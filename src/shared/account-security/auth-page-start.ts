/**
 * How the sign-in page opens, from the link that brought someone to it: the Sign Up tab by default, the
 * new-password form from a mailed reset link, and after a link that no longer works (`error=`) the step
 * that helps next: Sign In for a verification link, a new reset request for a reset link. The server
 * renders the page for each start (decision 047) and the page itself starts from the same rule.
 */
export const AUTH_PAGE_STARTS = [
  'sign-up',
  'reset-password',
  'verify-link-invalid',
  'reset-link-invalid',
] as const;

export type AuthPageStart = (typeof AUTH_PAGE_STARTS)[number];

export function authPageStartFrom(params: URLSearchParams): AuthPageStart {
  const type = params.get('type');
  const hasLinkError = Boolean(params.get('error'));
  if (type === 'reset') {
    if (hasLinkError) return 'reset-link-invalid';
    if (params.get('token')) return 'reset-password';
  }
  if (type === 'signup' && hasLinkError) return 'verify-link-invalid';
  return 'sign-up';
}
