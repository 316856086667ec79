import { paths } from '#web/lib/paths.ts';

/**
 * Where to go after sign-in: only a path on this site (the `redirect` query RequireAuth adds).
 * Anything else — another origin, `//host`, `/\host`, a scheme, or the auth page itself — becomes `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'https://harbor.invalid';
    const url = new URL(value, base);
    if (url.origin !== base || url.pathname === paths.auth.path) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
