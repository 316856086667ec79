import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { toast } from '#web/components/ui/toaster.tsx';

type Removal = Pick<UseMutationResult<unknown, Error, string>, 'isPending' | 'mutate'>;

/**
 * Asks before a line of the estate's records goes (a ledger line, an heir, a time entry), naming what
 * goes. `row` is the one asked about, null while nothing is; the removal hook sends it once more if its
 * answer is lost, and a refusal shows above the list once the dialog closes.
 */
export function ConfirmRemoval<Row extends { id: string }>({
  row,
  onClose,
  remove,
  texts,
}: {
  row: Row | null;
  onClose: () => void;
  remove: Removal;
  texts: { title: (row: Row) => string; description: (row: Row) => string; confirm: string; removed: string };
}) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={row ? texts.title(row) : ''}
      description={row ? texts.description(row) : ''}
      confirmLabel={texts.confirm}
      isPending={remove.isPending}
      onConfirm={() => {
        if (!row) return;
        remove.mutate(row.id, { onSuccess: () => toast.success(texts.removed), onSettled: onClose });
      }}
    />
  );
}
