// The entry of the server-rendered sign-in page (auth-islands.html, decision 047): it brings the page's
// islands to life and nothing else. Built by vite.islands.config.ts, where Preact stands in for React,
// so a visitor's first view carries the forms without the app's router and query cache.
import { hydrateIslands } from './components/public-page/hydrate-islands.ts';
import { readPayload } from './components/public-page/page-payload.ts';
import {
  AUTH_ISLANDS,
  AUTH_PAYLOAD_ID,
  type AuthPagePayload,
} from './features/auth/public-auth/auth-islands.tsx';
import { installGlobalErrorReporting } from './lib/client-errors.ts';
import { paths } from './lib/paths.ts';
import './styles.css';

installGlobalErrorReporting();
void import('./features/analytics/api/track.ts').then(({ track }) =>
  track({ name: 'page_view', path: paths.auth.path }),
);

const payload = readPayload<AuthPagePayload>(AUTH_PAYLOAD_ID);
if (payload) hydrateIslands(AUTH_ISLANDS, payload);
