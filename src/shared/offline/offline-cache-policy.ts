import { LEGAL_PAGES } from '../legal/legal-page-payload.ts';

/**
 * What the service worker does with each request. Anything not named here goes to the network
 * untouched: every write, every auth route but the session check, uploads, downloads, private
 * notes (journal, moods, chat) and other people's pages.
 */
type OfflineRoute =
  /** A page: the network first, then the app shell kept at install. */
  | 'page'
  /** A page the same for everyone, not the app's (Privacy, Terms, Contact): the network first, then its kept copy. */
  | 'kept-page'
  /** A built file (hashed, never changes) or one of the few public files: the cache first. */
  | 'static-file'
  /** The session check: the network first; offline, the kept identity (never the token). */
  | 'session'
  /** The checklist a person last saw (dashboard, task lists, tasks, the loved one): the network first. */
  | 'checklist'
  | 'network';

/**
 * Marks an answer the worker gave from its kept copy because the network failed: the page can tell it
 * from the server's own, and ask again when it needs the server's (after sending what waited offline).
 */
export const KEPT_COPY_HEADER = 'x-harbor-kept-copy';

const CHECKLIST_PATHS = [
  /^\/api\/dashboard$/,
  /^\/api\/tasks$/,
  /^\/api\/tasks\/[^/]+$/,
  /^\/api\/loved-ones\/[^/]+$/,
  /^\/api\/loved-ones\/[^/]+\/photo$/,
];

type RequestFacts = {
  method: string;
  url: string;
  mode: string;
  /** The service worker's own origin: other origins are never touched. */
  origin: string;
  /** Paths kept at install (index.html, the build's files, the public files). */
  precached: ReadonlySet<string>;
};

export function offlineRouteFor({ method, url, mode, origin, precached }: RequestFacts): OfflineRoute {
  if (method !== 'GET') return 'network';
  const { origin: requestOrigin, pathname } = new URL(url);
  if (requestOrigin !== origin) return 'network';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (mode === 'navigate') {
    // Downloads (a checklist PDF, a calendar file) open as navigations too, and are never the SPA.
    const isFile = /\.[a-z0-9]+$/i.test(pathname) && pathname !== '/index.html';
    if (isApi || isFile) return 'network';
    return Object.hasOwn(LEGAL_PAGES, pathname) ? 'kept-page' : 'page';
  }
  if (pathname === '/api/auth/get-session') return 'session';
  if (isApi) return CHECKLIST_PATHS.some((pattern) => pattern.test(pathname)) ? 'checklist' : 'network';
  return pathname.startsWith('/assets/') || precached.has(pathname) ? 'static-file' : 'network';
}
