import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { ThemeProvider } from '#web/lib/theme.tsx';
import { PublicPageNav } from './public-page-nav.tsx';

/**
 * The header's controls on a page the server renders for a visitor (the theme switch), and the toasts
 * the page's other islands show. They share the theme switch's island, so they follow its theme.
 */
export function PublicNavIsland() {
  return (
    <ThemeProvider>
      <PublicPageNav isSignedIn={false} />
      <BodyToaster />
    </ThemeProvider>
  );
}

/** The toasts, at the end of <body> and only in the browser. */
function BodyToaster() {
  const [isInBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return isInBrowser ? createPortal(<Toaster />, document.body) : null;
}
