import { useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';
import { pagePathPattern } from '#shared/analytics/page-path.ts';
import { track } from '../api/track.ts';

let lastPathname: string | undefined;

/** Counts a page view per route change, as the route's pattern ('/task/:taskId'), never the address. */
export function PageViews({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // React's development double-run of effects must not count a page twice.
    if (pathname === lastPathname) return;
    lastPathname = pathname;
    // Matched here, once per new page, rather than on every render.
    const params = matchRoutes(routes, pathname)?.at(-1)?.params ?? {};
    track({ name: 'page_view', path: pagePathPattern(pathname, params) });
  }, [pathname, routes]);
  return null;
}
