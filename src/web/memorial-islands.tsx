// The entry of a server-rendered public memorial page (memorial-islands.html, decision 041): it
// brings the page's islands to life and nothing else. Built by vite.memorial.config.ts, where Preact
// stands in for React, so a visitor's first view stays small.
import { type ComponentChild, render } from 'preact';
import { ISLANDS, type IslandName } from './features/memorials/public-page/islands.tsx';
import { readPayload } from './features/memorials/public-page/memorial-page-payload.ts';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { paths } from './lib/paths.ts';
import './styles.css';
import './features/memorials/components/view/memorial-view-styles.ts';

installGlobalErrorReporting();
void import('./features/analytics/api/track.ts').then(({ track }) =>
  track({ name: 'page_view', path: paths.memorial.path }),
);

const payload = readPayload();
if (payload) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[element.dataset.island as IslandName];
    // Preact's own render, not compat's createRoot (which empties the element first): it takes over
    // the server's markup in place and corrects what differs, such as the theme switch in dark mode.
    // The islands are React components; under this build's aliases they are Preact elements.
    if (island) render(island(payload) as ComponentChild, element);
  }
}
