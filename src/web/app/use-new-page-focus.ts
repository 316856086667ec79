import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link or a redirect to another screen takes the keyboard and the screen reader to its title (the
 * page's h1), as a page load would start them at its top and say where they are: in the app, the link
 * pressed was either gone with the last screen (focus fell to the document, and nothing was said) or
 * left behind in the header, a page of links before the new screen. A screen still loading is waited
 * for. Focus the new screen takes itself (a field ready to type in, Crisis Help's heading), or that the
 * person moves meanwhile, is theirs to keep. A change of query alone (a tab, a filter) is not a new
 * screen. Back and forward move it too: the scroll the browser restores is left as it is.
 */
export function useNewPageFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    const page = document.querySelector('main') ?? document.body;
    // Ours to move: focus fallen to the document, or still on the link that led here. Not a control the
    // person reached meanwhile (the new screen's code can take a moment, the old one still shown), nor
    // the skip link, which leads within the screen.
    const isStillOurs = () => {
      const active = document.activeElement;
      if (!active || active === document.body) return true;
      return (
        active instanceof HTMLAnchorElement &&
        !active.getAttribute('href')?.startsWith('#') &&
        new URL(active.href).pathname === pathname
      );
    };
    // Done once the title has the focus, or the focus is no longer ours to move.
    const focusTitle = () => {
      if (!isStillOurs()) return true;
      const title = page.querySelector<HTMLElement>('h1');
      if (!title) return false;
      if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
      title.focus({ preventScroll: true });
      return true;
    };
    if (focusTitle()) return;
    const waitForTitle = new MutationObserver(() => {
      if (focusTitle()) waitForTitle.disconnect();
    });
    waitForTitle.observe(page, { childList: true, subtree: true });
    return () => waitForTitle.disconnect();
  }, [pathname]);
}
