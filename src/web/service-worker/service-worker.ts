import { LEGAL_PAGES } from '#shared/legal/legal-page-payload.ts';
import { KEPT_COPY_HEADER, offlineRouteFor } from '#shared/offline/offline-cache-policy.ts';
import {
  isIdentityCurrent,
  type OfflineIdentity,
  toOfflineIdentity,
} from '#shared/offline/offline-identity.ts';

/*
 * Harbor's service worker (docs/decisions/023): the app shell opens without a network, and so does the
 * checklist the signed-in person last saw. Built by scripts/service-worker-plugin.ts into /sw.js, which
 * fills in the two constants below from the build.
 */
declare const self: ServiceWorkerGlobalScope;
/** index.html, the build's scripts, styles and main fonts, and the public files. */
declare const __HARBOR_PRECACHE__: string[];
/** Changes whenever any built file changes, so each build gets fresh caches. */
declare const __HARBOR_CACHE_VERSION__: string;

const SHELL_CACHE = `harbor-shell-${__HARBOR_CACHE_VERSION__}`;
const FILES_CACHE = `harbor-files-${__HARBOR_CACHE_VERSION__}`;
/** The signed-in person's data; the page deletes every `harbor-data-` cache on sign-out. */
const DATA_CACHE = `harbor-data-${__HARBOR_CACHE_VERSION__}`;
const IDENTITY_KEY = '/__harbor/offline-identity';
const PRECACHED = new Set(__HARBOR_PRECACHE__);

self.addEventListener('install', (event) => {
  // `reload`: the files themselves, never a copy the HTTP cache kept from an older build.
  const requests = __HARBOR_PRECACHE__.map((url) => new Request(url, { cache: 'reload' }));
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      await cache.addAll(requests);
      // Rendered by the server, so not in the build's list; one that cannot come now is kept on a visit.
      await Promise.allSettled(Object.keys(LEGAL_PAGES).map((path) => cache.add(path)));
    }),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([SHELL_CACHE, FILES_CACHE, DATA_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('harbor-') && !current.has(name))
          .map((name) => caches.delete(name)),
      );
      // The first install takes over the open page at once. An update waits until every Harbor tab has
      // closed (no skipWaiting), so a page never loses the files of the build it started with.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = offlineRouteFor({
    method: request.method,
    url: request.url,
    mode: request.mode,
    origin: self.location.origin,
    precached: PRECACHED,
  });
  if (route === 'page') event.respondWith(openPage(request));
  else if (route === 'kept-page') event.respondWith(openKeptPage(event));
  else if (route === 'static-file') event.respondWith(openStaticFile(event));
  else if (route === 'session') event.respondWith(checkSession(request));
  else if (route === 'checklist') event.respondWith(openChecklistData(event));
});

/** The app's page kept at install, for a page that cannot come from the network. */
async function keptShell(): Promise<Response> {
  return (await caches.match('/index.html', { cacheName: SHELL_CACHE })) ?? Response.error();
}

async function openPage(request: Request): Promise<Response> {
  try {
    // The server's page may carry a memorial's link-preview tags, and a newer build's file names.
    return await fetch(request);
  } catch {
    return keptShell();
  }
}

/** Privacy, Terms and Contact: the server's page, kept for reading offline; the same for everyone. */
async function openKeptPage(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(path, copy)));
    }
    return response;
  } catch {
    return (await caches.match(path, { cacheName: SHELL_CACHE })) ?? keptShell();
  }
}

async function openStaticFile(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Hashed files never change under one name: the fonts a page used are kept for the next offline visit.
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    event.waitUntil(caches.open(FILES_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/*
 * The identity and the data are kept together in DATA_CACHE and forgotten together. `generation` moves
 * on each time they are forgotten, so an answer that was on its way for the previous person is dropped.
 */
let generation = 0;

async function readIdentity(): Promise<OfflineIdentity | null> {
  const kept = await caches.match(IDENTITY_KEY, { cacheName: DATA_CACHE });
  return kept ? ((await kept.json()) as OfflineIdentity) : null;
}

async function forgetPersonData(): Promise<void> {
  generation += 1;
  await caches.delete(DATA_CACHE);
}

/** Keeps who the session belongs to; someone else, or nobody, means the previous person's data goes. */
async function rememberIdentity(identity: OfflineIdentity | null): Promise<void> {
  const kept = await readIdentity();
  if (kept && kept.user.id !== identity?.user.id) await forgetPersonData();
  if (!identity) {
    if (kept) await forgetPersonData();
    return;
  }
  const cache = await caches.open(DATA_CACHE);
  await cache.put(IDENTITY_KEY, Response.json(identity));
}

async function checkSession(request: Request): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    const identity = await readIdentity();
    return isIdentityCurrent(identity) ? Response.json(identity) : Response.error();
  }
  if (response.ok)
    await rememberIdentity(
      toOfflineIdentity(
        await response
          .clone()
          .json()
          .catch(() => null),
      ),
    );
  else if (response.status === 401) await rememberIdentity(null);
  return response;
}

let identityCheck: Promise<OfflineIdentity | null> | null = null;

/** The data answer came before any session check went through this worker (the first visit): ask once. */
function identityForCaching(): Promise<OfflineIdentity | null> {
  identityCheck ??= readIdentity()
    .then(async (kept) => {
      if (kept) return kept;
      const response = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
      if (!response.ok) return null;
      const identity = toOfflineIdentity(await response.json());
      await rememberIdentity(identity);
      return identity;
    })
    .catch(() => null)
    .finally(() => {
      identityCheck = null;
    });
  return identityCheck;
}

function markedAsKept(kept: Response): Response {
  const headers = new Headers(kept.headers);
  headers.set(KEPT_COPY_HEADER, '1');
  return new Response(kept.body, { status: kept.status, statusText: kept.statusText, headers });
}

async function openChecklistData(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const startedIn = generation;
  let response: Response;
  try {
    response = await fetch(request);
  } catch {
    if (!isIdentityCurrent(await readIdentity())) return Response.error();
    const kept = await caches.match(request, { cacheName: DATA_CACHE });
    return kept ? markedAsKept(kept) : Response.error();
  }
  if (response.status === 401) {
    await rememberIdentity(null);
  } else if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      identityForCaching().then(async (identity) => {
        if (identity && generation === startedIn) await (await caches.open(DATA_CACHE)).put(request, copy);
      }),
    );
  }
  return response;
}
