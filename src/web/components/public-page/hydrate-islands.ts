import { type ComponentChild, render } from 'preact';
import { createElement, type ReactNode } from 'react';
import { IdScope } from '../ui/scoped-id.tsx';

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
    const name = element.dataset.island ?? '';
    const island = islands[name];
    // The islands are React components; under this build's aliases they are Preact elements. Wrapped
    // as <Island> wraps them on the server, so the markup and its ids match.
    if (island) render(createElement(IdScope, { prefix: name }, island(payload)) as ComponentChild, element);
  }
}
