import { type ComponentChild, render } from 'preact';
import type { ReactNode } from 'react';

/**
 * Brings each island the server marked (<Island>) to life, in a build where Preact stands in for React.
 * Preact's own render, not compat's createRoot (which empties the element first): it takes over the
 * server's markup in place and corrects what differs, such as the theme switch in dark mode.
 */
export function hydrateIslands<Payload>(
  islands: Record<string, (payload: Payload) => ReactNode>,
  payload: Payload,
): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = islands[element.dataset.island ?? ''];
    // The islands are React components; under this build's aliases they are Preact elements.
    if (island) render(island(payload) as ComponentChild, element);
  }
}
