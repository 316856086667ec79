import type { RenderedPage } from './static-site.ts';

/** A build renderer's answer for one page: its body for the page's marker, and its head tags. */
export type RenderedBody = { root: string; head: string };

/**
 * Pages the server renders the same for every visitor, each made once per key and kept for the
 * process (the landing page per sign-up setting, the sign-in page per way of opening it). Each key is
 * one of a few fixed values, so the kept pages stay few.
 */
export function renderedOncePerKey<Key>(
  file: string,
  bodyMarker: string,
  render: (key: Key) => RenderedBody,
): (key: Key) => RenderedPage {
  const pages = new Map<Key, RenderedPage>();
  return (key) => {
    let page = pages.get(key);
    if (!page) {
      const { root, head } = render(key);
      page = { file, head, fill: { [bodyMarker]: root } };
      pages.set(key, page);
    }
    return page;
  };
}
