import type { ReactNode } from 'react';

/**
 * Marks where an island's markup starts on a page the server renders (decisions 041 and 042): the
 * browser renders the same element over it, and nothing else on the page runs. `contents` keeps the
 * mark out of the page's layout.
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
