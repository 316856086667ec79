// The entry of a server-rendered public memorial page (memorial-islands.html, decision 041): it
// brings the page's islands to life and nothing else. Built by vite.islands.config.ts, where Preact
// stands in for React, so a visitor's first view stays small.
import { ISLANDS } from './features/memorials/public-page/islands.tsx';
import { MEMORIAL_PAYLOAD_ID } from './features/memorials/public-page/memorial-page-payload.ts';
import { paths } from './lib/paths.ts';
import { startIslandPage } from './start-island-page.ts';
import './styles.css';
import './features/memorials/components/view/memorial-view-styles.ts';

startIslandPage({ pagePath: paths.memorial.path, payloadId: MEMORIAL_PAYLOAD_ID, islands: ISLANDS });
