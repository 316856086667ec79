import type { ReactNode } from 'react';
import { IdScope } from '../ui/scoped-id.tsx';

/**
 * Marks where an island's markup starts on a page the server renders (decisions 041 and 042): the
 * browser renders the same element over it, and nothing else on the page runs. `contents` keeps the
 * mark out of the page's layout. Each island makes its ids under its own name (IdScope).
 */
export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      <IdScope prefix={name}>{children}</IdScope>
    </div>
  );
}
