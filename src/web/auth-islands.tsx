// The entry of the server-rendered sign-in page (auth-islands.html, decision 047): it brings the page's
// islands to life and nothing else. Built by vite.islands.config.ts, where Preact stands in for React,
// so a visitor's first view carries the forms without the app's router and query cache.
import { AUTH_ISLANDS, AUTH_PAYLOAD_ID } from './features/auth/public-auth/auth-islands.tsx';
import { keepTypefaceForNextPage } from './lib/keep-typeface.ts';
import { paths } from './lib/paths.ts';
import { whenSettled } from './lib/when-idle.ts';
import { startIslandPage } from './start-island-page.ts';
import './styles.css';

startIslandPage({ pagePath: paths.auth.path, payloadId: AUTH_PAYLOAD_ID, islands: AUTH_ISLANDS });
whenSettled(() => void keepTypefaceForNextPage());
