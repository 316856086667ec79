import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { seedFirstView } from './app/first-view.ts';
import { Providers, queryClient } from './app/providers.tsx';
import { AppRoutes, preloadSignedInPage } from './app/router.tsx';
import { flushPendingWaitlistEntries } from './features/entry/api/join-waitlist.ts';
import { installGlobalErrorReporting, reportClientError } from './lib/client-errors.ts';
import { keepTypefaceForNextPage } from './lib/keep-typeface.ts';
import { whenIdle, whenSettled } from './lib/when-idle.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';
import './styles.css';

/** Gives the browser its turn: whatever it has waiting runs before the code after this. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

installGlobalErrorReporting();
void flushPendingWaitlistEntries();
// Asked again through the new worker, which keeps the answers; once idle, not while the first view is drawn.
registerServiceWorker({ onFirstControl: () => whenIdle(() => void queryClient.invalidateQueries()) });

const pageCode = preloadSignedInPage(window.location.pathname);
// Starting the app is two long steps on a phone: running its scripts and the first render. Between them
// the browser may paint the page's header and answer a tap, instead of one step blocking it for both.
await nextTask();
// Idle only once the page's code is in: waiting for it, a phone is idle before the first view is drawn.
seedFirstView(queryClient, { afterFirstView: (task) => void pageCode.then(() => whenIdle(task)) });
whenSettled(() => {
  void keepTypefaceForNextPage();
  reportClientError('app_initialized', { timestamp: new Date().toISOString() });
});

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
