import { LifeBuoy, Moon, Sun } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router';
import { LegalLinks } from '#web/components/public-page/public-page-shell.tsx';
import { RecordsUnreachableBanner } from '#web/components/records-unreachable.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/api/use-session.ts';
import { AccountMenu } from '#web/features/auth/components/account-menu.tsx';
import { useRememberTimeZone } from '#web/features/notifications/api/remember-time-zone.ts';
import { useReplayQueuedTicks } from '#web/features/tasks/api/use-replay-queued-ticks.ts';
import { paths } from '#web/lib/paths.ts';
import { useTheme } from '#web/lib/theme.tsx';
import { OfflineBanner } from '#web/pwa/offline-banner.tsx';

function BrandMark() {
  return (
    <Link
      to={paths.landing.getHref()}
      className="flex min-h-11 items-center gap-2 rounded-lg font-serif text-xl font-semibold"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      {/* Below 480 px the mark alone, so the name does not run into the menu; still read out. */}
      <span className="max-[480px]:sr-only">Harbor</span>
    </Link>
  );
}

function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </Button>
  );
}

/** The brand header and a page area; every screen lives inside it. */
export function AppShell() {
  // The shell stays mounted from page to page, and sign-out empties the query cache: read again on every
  // move, the session shows nobody once the person has left, not their name until the next reload.
  useLocation();
  const { user } = useSession();
  useReplayQueuedTicks(user?.id ?? null);
  useRememberTimeZone(user?.id ?? null);
  return (
    // While a whole screen is loading (LoadingState isWholePage) the footer waits: shown at once, it would
    // be pushed down when the screen arrives, a layout shift.
    <div className="flex min-h-dvh flex-col [&:has([data-whole-page-loading])>footer]:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <BrandMark />
          <nav aria-label="Main" className="flex items-center gap-1">
            {user ? (
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.dashboard.getHref()}>Dashboard</Link>
              </Button>
            ) : null}
            {user ? (
              // Crisis lines one tap away from every signed-in page (issue 8).
              <Button asChild variant="ghost" size="sm">
                <Link to={paths.supportHub.getHref(undefined, 'crisis')}>
                  <LifeBuoy aria-hidden="true" className="size-4" />
                  Help
                </Link>
              </Button>
            ) : null}
            <ThemeToggle />
            {user ? <AccountMenu user={user} /> : null}
          </nav>
        </div>
      </header>
      <OfflineBanner userId={user?.id ?? null} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <RecordsUnreachableBanner />
        <Outlet />
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted">
        <p>
          Harbor offers organisational help, not legal, financial or medical advice. In a crisis, call or text{' '}
          <a className="-mx-2 -my-3 inline-flex min-h-11 items-center px-2 underline" href="tel:988">
            988
          </a>
          .
        </p>
        <LegalLinks />
      </footer>
    </div>
  );
}
