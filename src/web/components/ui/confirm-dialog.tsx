import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';

/**
 * Asks before something that cannot be undone from this screen. It opens on the way back, the answer
 * that loses nothing: an Enter pressed by habit, or a screen reader's first button, keeps everything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isPending,
  confirmVariant = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The way back, named for what it keeps when "Cancel" would be ambiguous (a Cancel that asks). */
  cancelLabel?: string;
  onConfirm: () => void;
  isPending: boolean;
  /** A change that keeps everything (handing over) asks calmly rather than in red. */
  confirmVariant?: 'danger' | 'primary';
}) {
  const wayBack = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      initialFocus={() => wayBack.current}
    >
      <DialogFooter>
        <Button ref={wayBack} variant="outline" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} isLoading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
