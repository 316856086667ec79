// The entry of a server-rendered public memorial page (memorial-islands.html, decision 041): it
// brings the page's islands to life and nothing else. Built by vite.islands.config.ts, where Preact
// stands in for React, so a visitor's first view stays small.
import { hydrateIslands } from './components/public-page/hydrate-islands.ts';
import { readPayload } from './components/public-page/page-payload.ts';
import { ISLANDS } from './features/memorials/public-page/islands.tsx';
import {
  MEMORIAL_PAYLOAD_ID,
  type MemorialPagePayload,
} from './features/memorials/public-page/memorial-page-payload.ts';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { paths } from './lib/paths.ts';
import './styles.css';
import './features/memorials/components/view/memorial-view-styles.ts';

installGlobalErrorReporting();
void import('./features/analytics/api/track.ts').then(({ track }) =>
  track({ name: 'page_view', path: paths.memorial.path }),
);

const payload = readPayload<MemorialPagePayload>(MEMORIAL_PAYLOAD_ID);
if (payload) hydrateIslands(ISLANDS, payload);
