import type { CSSProperties, ReactNode } from 'react';
import { paths } from '#web/lib/paths.ts';

/** The frame drawn in `stack` for text and headings alike, instead of the app's typeface. */
const inFont = (stack: string) =>
  ({ fontFamily: stack, '--font-sans': stack, '--font-serif': stack }) as CSSProperties;

/**
 * The frame of a memorial page opened directly (a shared link): the app shell's brand and footer with
 * plain links instead of the router's, so neither the app's entry nor the server-rendered page needs
 * the router. `nav` is the header's controls (PublicPageNav, or its island on the server's page).
 * `fontStack`: a memorial page's frame is drawn in the family's chosen font, so a visitor downloads only
 * that font (issue 20's 40 KB of fonts for a first view), and the page reads as one.
 */
export function PublicPageShell({
  nav,
  fontStack,
  children,
}: {
  nav: ReactNode;
  fontStack?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col" style={fontStack ? inFont(fontStack) : undefined}>
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
          {nav}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        {children}
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

const LEGAL_LINKS = [
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Terms', href: paths.terms.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

/**
 * The footer's Privacy, Terms and Contact links, in every frame (the app shell's too). Plain links, not
 * the router's: the server renders those pages for everyone (decision 052).
 */
export function LegalLinks() {
  return (
    <nav aria-label="About Harbor" className="mt-2 px-4">
      <ul className="flex flex-wrap justify-center gap-x-2">
        {LEGAL_LINKS.map(({ label, href }) => (
          <li key={href}>
            <a
              href={href}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 underline underline-offset-4 hover:text-foreground"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
