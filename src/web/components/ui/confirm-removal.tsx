import type { UseMutationResult } from '@tanstack/react-query';
import { messageOf } from '#web/lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { toast } from './toaster.tsx';

type Removal = Pick<UseMutationResult<unknown, Error, string>, 'isPending' | 'mutate'>;

/**
 * Asks before something goes that cannot be brought back (a line of the estate's records, a document,
 * a guest), naming what goes. `row` is the one asked about, null while nothing is. A refusal
 * is told in a toast, unless the page shows it itself (`failureShownOnPage`, as the estate account does
 * above its lists).
 */
export function ConfirmRemoval<Row extends { id: string }>({
  row,
  onClose,
  remove,
  texts,
  failureShownOnPage = false,
}: {
  row: Row | null;
  onClose: () => void;
  remove: Removal;
  texts: { title: (row: Row) => string; description: (row: Row) => string; confirm: string; removed: string };
  failureShownOnPage?: boolean;
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
        remove.mutate(row.id, {
          onSuccess: () => toast.success(texts.removed),
          onError: (error) => {
            if (!failureShownOnPage) toast.error(messageOf(error));
          },
          onSettled: onClose,
        });
      }}
    />
  );
}
