import { useQuery } from '@tanstack/react-query';
import { Copy, Download, FileDown } from 'lucide-react';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFooter } from '#web/components/ui/dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { fetchItemLetter, type InventoryItem, itemLetterPdfHref } from '../api/inventory-api.ts';

function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The item's letter, filled in on the server; bracketed parts are left for the writer. */
export function LetterDialog({
  lovedOneId,
  item,
  onClose,
}: {
  lovedOneId: string;
  item: InventoryItem;
  onClose: () => void;
}) {
  const letter = useQuery({
    queryKey: queryKeys.inventory.letter(lovedOneId, item.id),
    queryFn: () => fetchItemLetter(lovedOneId, item.id),
  });
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Letter copied');
    } catch {
      toast.error('Could not copy. Please select the text and copy it.');
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={letter.data?.letter.title ?? 'Prepare letter'}
      description="Check the letter and fill in anything still in [brackets] before you send it."
      className="max-w-2xl"
    >
      {letter.isPending ? <LoadingState /> : null}
      {letter.isError ? <Alert tone="error">{messageOf(letter.error)}</Alert> : null}
      {letter.data ? (
        <div className="flex flex-col gap-4">
          <pre className="whitespace-pre-wrap rounded-xl border border-border bg-surface-muted p-4 font-reading text-sm">
            {letter.data.letter.text}
          </pre>
          <DialogFooter className="flex-col">
            <Button variant="outline" onClick={() => copy(letter.data.letter.text)}>
              <Copy aria-hidden="true" className="size-4" /> Copy
            </Button>
            <Button
              variant="outline"
              onClick={() => downloadText(letter.data.letter.fileName, letter.data.letter.text)}
            >
              <Download aria-hidden="true" className="size-4" /> Download text
            </Button>
            <DownloadButton
              variant="primary"
              href={itemLetterPdfHref(lovedOneId, item.id)}
              fileName={letter.data.letter.fileName.replace(/\.txt$/, '.pdf')}
            >
              <FileDown aria-hidden="true" className="size-4" /> Download PDF
            </DownloadButton>
          </DialogFooter>
        </div>
      ) : null}
    </Dialog>
  );
}
