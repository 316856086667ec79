import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { HUB_LABELS } from '#shared/hubs/hub-labels.ts';
import { cn } from '#web/lib/cn.ts';

/** A link that opens in a new tab, says so to screen readers, and gives the new page no handle back. */
export function ExternalLink({ className, children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:text-primary-hover',
        className,
      )}
      {...props}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only"> {HUB_LABELS.opensInNewTab}</span>
    </a>
  );
}
