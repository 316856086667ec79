import type { ReactNode, Ref } from 'react';
import { Button } from '#web/components/ui/button.tsx';

type RecordRowProps = {
  title: string;
  details: ReactNode;
  /** The figure on the right: an amount or a time. */
  figure: string;
  /** Offered only to whoever may correct the record; `ref` takes the focus back once the edit is done. */
  edit?: { label: string; onEdit: () => void; ref: Ref<HTMLButtonElement> } | null;
  /** Offered only to whoever may take the record off again. */
  remove: { label: string; pending: boolean; onRemove: () => void } | null;
};

/**
 * One line of the estate's records (the ledger, the time log): what, when, its figure, Edit where it can
 * be corrected, and Remove. Remove only asks (`onRemove` opens the card's confirmation); nothing goes
 * from here.
 */
export function RecordRow({ title, details, figure, edit, remove }: RecordRowProps) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium break-words">{title}</span>
        <span className="text-muted break-words">{details}</span>
      </div>
      <div className="flex items-center gap-2">
        <span className="font-semibold tabular-nums">{figure}</span>
        {edit ? (
          <Button
            ref={edit.ref}
            variant="outline"
            size="sm"
            className="min-h-11"
            aria-label={edit.label}
            onClick={edit.onEdit}
          >
            Edit
          </Button>
        ) : null}
        {remove ? (
          <Button
            variant="ghost"
            size="sm"
            // A whole finger's worth (44 px) on a phone, like every other row action.
            className="min-h-11"
            aria-label={remove.label}
            isLoading={remove.pending}
            onClick={remove.onRemove}
          >
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}
