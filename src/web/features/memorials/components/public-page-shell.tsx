import { LayoutDashboard, Moon, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useTheme } from '#web/lib/theme.tsx';

/**
 * The frame of a memorial page opened directly (a shared link): the app shell's brand, theme switch and
 * footer, with plain links instead of the router's, so this entry ships without the router.
 */
export function PublicPageShell({ isSignedIn, children }: { isSignedIn: boolean; children: ReactNode }) {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        Skip to content
      </a>
      <header className="border-b border-border bg-surface/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <a
            href={paths.landing.getHref()}
            className="flex min-h-11 items-center gap-2 rounded-lg font-serif text-xl font-semibold"
          >
            <img src="/favicon.svg" alt="" className="size-8" />
            <span>Harbor</span>
          </a>
          <nav aria-label="Main" className="flex items-center gap-1">
            {isSignedIn ? (
              <Button asChild variant="ghost" size="sm">
                <a href={paths.dashboard.getHref()}>
                  <LayoutDashboard aria-hidden="true" className="size-4" />
                  Dashboard
                </a>
              </Button>
            ) : null}
            <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={`Switch to ${next} theme`}>
              {theme === 'dark' ? (
                <Sun aria-hidden="true" className="size-5" />
              ) : (
                <Moon aria-hidden="true" className="size-5" />
              )}
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        {children}
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted">
        <p>
          Harbor offers organisational help, not legal, financial or medical advice. In a crisis, call or text{' '}
          <a className="underline" href="tel:988">
            988
          </a>
          .
        </p>
      </footer>
    </div>
  );
}
