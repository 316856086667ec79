import { RotateCw } from 'lucide-react';
import { type MouseEvent, type RefObject, useState } from 'react';
import { isDeliveryFailure } from '#web/lib/api-client.ts';
import { Button } from './ui/button.tsx';

/**
 * The file whose upload never reached Harbor (no connection, or the server failed), kept so it can be
 * sent again without finding it again. A refused file is not kept: that one needs another file. The
 * file input keeps its choice while the file is kept and is emptied otherwise, ready for the next one.
 */
export function useLostUpload(input: RefObject<HTMLInputElement | null>) {
  const [lost, setLost] = useState<File | null>(null);
  const emptyInput = () => {
    if (input.current) input.current.value = '';
  };
  return {
    lost,
    /** Notes how a send of `file` failed; answers whether it was kept to send again. */
    noteFailure: (file: File, error: unknown): boolean => {
      const keep = isDeliveryFailure(error);
      setLost(keep ? file : null);
      if (!keep) emptyInput();
      return keep;
    },
    /**
     * After a send that arrived: nothing to send again. Sent from the Send again button, which goes now
     * with the focus in it, the keyboard is taken back to the file input, where the next file is chosen.
     */
    forget: () => {
      const wasSentAgain = document.activeElement?.hasAttribute('data-send-again') ?? false;
      setLost(null);
      emptyInput();
      if (wasSentAgain) input.current?.focus();
    },
  };
}

/** Sends the kept file again, by name, so the person knows which one. */
export function RetryUploadButton({
  file,
  onRetry,
  isPending,
}: {
  file: File | null;
  onRetry: (file: File) => void;
  isPending: boolean;
}) {
  if (!file) return null;
  return (
    <Button
      data-send-again=""
      variant="outline"
      className="self-start"
      isLoading={isPending}
      onClick={() => onRetry(file)}
    >
      <RotateCw aria-hidden="true" className="size-4" />
      <span className="min-w-0 break-all">Send {file.name} again</span>
    </Button>
  );
}

/**
 * A file input's props while its file is on its way: busy, it refuses a second file but keeps the focus,
 * as a busy Button does; a disabled input would hand the focus to the page (decision 051).
 */
export const busyFileInput = (isBusy: boolean) => ({
  'aria-disabled': isBusy || undefined,
  onClick: (event: MouseEvent<HTMLInputElement>) => {
    if (isBusy) event.preventDefault();
  },
});
