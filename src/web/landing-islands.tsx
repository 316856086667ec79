// The entry of the server-rendered landing page (landing-islands.html, decision 042): it brings the
// page's islands to life, sends a waitlist entry kept while offline, and nothing else. Built by
// vite.islands.config.ts, where Preact stands in for React, so a visitor's first view stays small.
import { flushPendingWaitlistEntries } from './features/entry/api/join-waitlist.ts';
import { LANDING_ISLANDS, LANDING_PAYLOAD_ID } from './features/entry/public-landing/landing-islands.tsx';
import { keepTypefaceForNextPage } from './lib/keep-typeface.ts';
import { paths } from './lib/paths.ts';
import { whenSettled } from './lib/when-idle.ts';
import { startIslandPage } from './start-island-page.ts';
import './styles.css';

startIslandPage({ pagePath: paths.landing.path, payloadId: LANDING_PAYLOAD_ID, islands: LANDING_ISLANDS });
void flushPendingWaitlistEntries();
whenSettled(() => void keepTypefaceForNextPage());
