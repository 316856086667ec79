// The entry of the server-rendered landing page (landing-islands.html, decision 042): it brings the
// page's islands to life, sends a waitlist entry kept while offline, and nothing else. Built by
// vite.islands.config.ts, where Preact stands in for React, so a visitor's first view stays small.
import { hydrateIslands } from './components/public-page/hydrate-islands.ts';
import { readPayload } from './components/public-page/page-payload.ts';
import { flushPendingWaitlistEntries } from './features/entry/api/join-waitlist.ts';
import {
  LANDING_ISLANDS,
  LANDING_PAYLOAD_ID,
  type LandingPayload,
} from './features/entry/public-landing/landing-islands.tsx';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { paths } from './lib/paths.ts';
import './styles.css';

installGlobalErrorReporting();
void flushPendingWaitlistEntries();
void import('./features/analytics/api/track.ts').then(({ track }) =>
  track({ name: 'page_view', path: paths.landing.path }),
);

const payload = readPayload<LandingPayload>(LANDING_PAYLOAD_ID);
if (payload) hydrateIslands(LANDING_ISLANDS, payload);
