/**
 * The route pattern of a page, for a page view: '/memorial/jane-doe' with params { slug: 'jane-doe' }
 * becomes '/memorial/:slug'. Query strings and fragments are dropped; ids and slugs (a memorial's
 * slug is made from a name) never reach the analytics table.
 */
export function pagePathPattern(
  pathname: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const withoutQuery = pathname.split(/[?#]/)[0] ?? '/';
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (value && name !== '*') names.set(value, name);
  }
  const segments = withoutQuery.split('/').map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape is kept as it is and judged below.
    }
    const name = names.get(decoded);
    if (name) return `:${name}`;
    // Anything left that is not a plain route word (a splat, a stray id) is not recorded as typed.
    return /^[a-z0-9-]*$/i.test(decoded) ? decoded : ':segment';
  });
  const path = segments.join('/') || '/';
  return path.startsWith('/') ? path : `/${path}`;
}
