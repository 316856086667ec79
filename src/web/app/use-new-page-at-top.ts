import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link or a redirect to another screen opens it at its top, as a page load would: the browser keeps
 * the window's scroll across an app's own navigations, so a screen opened from far down the last one
 * started mid-form, with its title and whose it is out of sight. Back and forward (POP) are left to
 * the browser, and a change of query alone (a tab, a filter, the chat's conversation) stays where the
 * person is: that includes the first one after a page load, whose kind of navigation (POP) changes
 * though the screen does not. On a phone, the chat's crisis card was sent out of sight by it.
 */
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
