import type { ReactNode } from 'react';
import type { LayoutStyle } from '#shared/memorials/memorial-options.ts';
import { cn } from '#web/lib/cn.ts';

const FRAME: Record<LayoutStyle, string> = {
  classic: 'rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6',
  modern: 'rounded-2xl border-t-4 border-[var(--m-accent)] bg-surface p-5 shadow-md sm:p-6',
  minimal: 'border-t border-border py-8',
  'photo-focused': 'rounded-2xl bg-surface p-5 sm:p-6',
};

/** One titled part of the page, framed the way the chosen layout frames everything. */
export function MemorialSection({
  id,
  title,
  layout,
  children,
  className,
}: {
  id: string;
  title: string;
  layout: LayoutStyle;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={cn(FRAME[layout], 'min-w-0', className)}>
      <h2 id={`${id}-title`} className="mb-4 text-2xl font-semibold text-[var(--m-accent)]">
        {title}
      </h2>
      {children}
    </section>
  );
}
