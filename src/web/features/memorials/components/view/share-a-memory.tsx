import { MessageSquareHeart } from 'lucide-react';
import { countOf } from '#shared/text/plural.ts';

/**
 * Near the top of the page: how many have left a tribute, and one tap to the form to leave one. A plain
 * link to the section, so it works on the server-rendered page before (or without) any script.
 */
export function ShareAMemory({ tributeCount }: { tributeCount: number }) {
  return (
    <div className="memorial-print-hide mt-4 flex flex-wrap items-center justify-center gap-3">
      <a
        href="#tributes"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover"
      >
        <MessageSquareHeart aria-hidden="true" className="size-5" />
        Share a memory
      </a>
      <span className="text-muted">
        {tributeCount === 0
          ? 'Be the first to leave a tribute'
          : countOf(tributeCount, 'tribute', 'tributes')}
      </span>
    </div>
  );
}
