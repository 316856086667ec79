// What every server-rendered page's entry does (decisions 041, 042 and 047): report errors, count the
// page view, and bring the islands the server marked to life with the data it left in the page.
import type { ReactNode } from 'react';
import { hydrateIslands } from './components/public-page/hydrate-islands.ts';
import { readPayload } from './components/public-page/page-payload.ts';
import { installGlobalErrorReporting } from './lib/client-errors.ts';

export function startIslandPage<Payload>({
  pagePath,
  payloadId,
  islands,
}: {
  /** The route's pattern, as the app counts its views. */
  pagePath: string;
  payloadId: string;
  islands: Record<string, (payload: Payload) => ReactNode>;
}): void {
  installGlobalErrorReporting();
  void import('./features/analytics/api/track.ts').then(({ track }) =>
    track({ name: 'page_view', path: pagePath }),
  );
  const payload = readPayload<Payload>(payloadId);
  if (payload) hydrateIslands(islands, payload);
}
