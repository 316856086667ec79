import { formatCents } from '#shared/inventory/money.ts';
import { cn } from '#web/lib/cn.ts';

/** One figure of the totals; a sum (`isSum`) stands apart from the figures it adds up. */
export function TotalRow({
  testId,
  label,
  hint,
  cents,
  isSum = false,
}: {
  testId: string;
  label: string;
  hint?: string;
  cents: number;
  isSum?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-wrap justify-between gap-x-4',
        isSum && 'border-t border-border pt-2 font-semibold',
      )}
      data-testid={testId}
    >
      <dt>
        {label}
        {hint ? <span className="block text-sm text-muted">{hint}</span> : null}
      </dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
