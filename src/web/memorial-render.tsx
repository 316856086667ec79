// The server's renderer of public memorial pages (decision 041), built by vite.memorial.config.ts
// into `<WEB_ROOT>-ssr/render-memorial-page.js` with Preact standing in for React, and loaded by the
// server at start. It renders the same components as the app, so the page reads the same with or
// without JavaScript.
import { renderToString } from 'react-dom/server';
import {
  type MemorialPagePayload,
  payloadScript,
} from './features/memorials/public-page/memorial-page-payload.ts';
import { PublicMemorialPage } from './features/memorials/public-page/public-memorial-page.tsx';

/** The page's body (for `#root`) and the script element carrying its islands' data. */
export function renderMemorialPage(payload: MemorialPagePayload): { root: string; data: string } {
  return { root: renderToString(<PublicMemorialPage payload={payload} />), data: payloadScript(payload) };
}
