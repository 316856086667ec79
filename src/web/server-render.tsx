// The server's renderer of the pages it renders (decisions 041, 042, 047 and 052), built by
// vite.islands.config.ts into `<WEB_ROOT>-ssr/server-render.js` with Preact standing in for React, and
// loaded by the server at start. It renders the same components as the app, so each page reads the
// same with or without JavaScript.
import { renderToString } from 'react-dom/server';
import { jsonDataBlock } from '#shared/json-data-block.ts';
import type { LegalPagePayload } from '#shared/legal/legal-page-payload.ts';
import { AUTH_PAGE_TITLE } from './features/auth/components/auth-panel.tsx';
import { AUTH_PAYLOAD_ID, type AuthPagePayload } from './features/auth/public-auth/auth-islands.tsx';
import { PublicAuthPage } from './features/auth/public-auth/public-auth-page.tsx';
import { LANDING_TITLE } from './features/entry/components/landing-content.tsx';
import { LANDING_PAYLOAD_ID, type LandingPayload } from './features/entry/public-landing/landing-islands.tsx';
import { PublicLandingPage } from './features/entry/public-landing/public-landing-page.tsx';
import { LEGAL_PAGE_DESCRIPTIONS, LEGAL_PAGE_TITLES } from './features/legal/legal-pages.ts';
import { PublicLegalPage } from './features/legal/public-legal/public-legal-page.tsx';
import {
  MEMORIAL_PAYLOAD_ID,
  type MemorialPagePayload,
} from './features/memorials/public-page/memorial-page-payload.ts';
import { PublicMemorialPage } from './features/memorials/public-page/public-memorial-page.tsx';

/** A public memorial page's body (for `#root`) and the script element carrying its islands' data. */
export function renderMemorialPage(payload: MemorialPagePayload): { root: string; data: string } {
  return {
    root: renderToString(<PublicMemorialPage payload={payload} />),
    data: jsonDataBlock(MEMORIAL_PAYLOAD_ID, payload),
  };
}

/** The landing page's body with its islands' data, and its head tags. */
export function renderLandingPage(payload: LandingPayload): { root: string; head: string } {
  return {
    root:
      renderToString(<PublicLandingPage payload={payload} />) + jsonDataBlock(LANDING_PAYLOAD_ID, payload),
    head: `<title>${LANDING_TITLE}</title>\n    <meta name="robots" content="noindex, nofollow" />`,
  };
}

/** The sign-in page's body with its island's data, and its head tags. */
export function renderAuthPage(payload: AuthPagePayload): { root: string; head: string } {
  return {
    root: renderToString(<PublicAuthPage payload={payload} />) + jsonDataBlock(AUTH_PAYLOAD_ID, payload),
    head: `<title>${AUTH_PAGE_TITLE}</title>`,
  };
}

/** A Privacy, Terms or Contact page's body, with no islands and so no data, and its head tags. */
export function renderLegalPage(payload: LegalPagePayload): { root: string; head: string } {
  return {
    root: renderToString(<PublicLegalPage payload={payload} />),
    head: [
      `<title>${LEGAL_PAGE_TITLES[payload.page]} · Harbor</title>`,
      `<meta name="description" content="${LEGAL_PAGE_DESCRIPTIONS[payload.page]}" />`,
    ].join('\n    '),
  };
}
