import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A link or a redirect to another screen opens it at its top, as a page load would: the browser keeps
 * the window's scroll across an app's own navigations, so a screen opened from far down the last one
 * started mid-form, with its title and whose it is out of sight. Back and forward (POP) are left to
 * the browser, and a change of query alone (a tab, a filter) stays where the person is.
 */
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the screen changes, which the path says.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
