import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedFirstView } from './app/first-view.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRoutes, preloadSignedInPage } from './app/router.tsx';
import { flushPendingWaitlistEntries } from './features/entry/api/join-waitlist.ts';
import { installGlobalErrorReporting, reportClientError } from './lib/client-errors.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import './styles.css';

installGlobalErrorReporting();
reportClientError('app_initialized', { timestamp: new Date().toISOString() });
void flushPendingWaitlistEntries();
registerServiceWorker({ onFirstControl: () => void queryClient.invalidateQueries() });

preloadSignedInPage(window.location.pathname);
seedFirstView(queryClient);

const root = createRoot(document.getElementById('root')!);
// A transition, so React draws the first view in small slices a phone can interleave with input: with
// the page's own data (decision 049) the whole dashboard is drawn in this one render.
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
