import { format } from 'date-fns';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { SHORT_DATE } from '#shared/dates/display-formats.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '#shared/validation/file-upload.ts';
import { busyFileInput, RetryUploadButton, useLostUpload } from '#web/components/retry-upload.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { FormRefusal } from '#web/components/ui/form-refusal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { WhenLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import {
  documentHref,
  useDeleteTaskDocument,
  useTaskDocuments,
  useUploadTaskDocument,
} from '../api/task-documents.ts';

type TaskDocument = NonNullable<ReturnType<typeof useTaskDocuments>['data']>['documents'][number];

/** A document is often the family's only copy of a paper: deleting it says whose it is and that it is gone for everyone. */
const REMOVAL_TEXTS = {
  title: (doc: TaskDocument) => `Delete ${doc.fileName}?`,
  description: (doc: TaskDocument) =>
    `${doc.uploadedByName ? `${doc.uploadedByName} added it. ` : ''}It will be deleted for everyone on the team, and cannot be brought back.`,
  confirm: 'Delete document',
  removed: 'Document deleted',
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Files kept with the task; only people with access to the loved one can list or open them. */
export function TaskDocumentsSection({ taskId, canUpload }: { taskId: string; canUpload: boolean }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const documents = useTaskDocuments(taskId);
  const upload = useUploadTaskDocument(taskId);
  const remove = useDeleteTaskDocument(taskId);
  const [deleting, setDeleting] = useState<TaskDocument | null>(null);
  const lostUpload = useLostUpload(inputRef);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  // A file lost on the way is kept to send again; a refused one is let go, so another can be chosen.
  async function onFile(file: File | undefined) {
    if (!file) return;
    setUploadProblem(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadProblem(UPLOAD_MESSAGES.tooLarge);
    } else {
      try {
        await upload.mutateAsync(file);
        lostUpload.forget();
        toast.success('Document added');
      } catch (error) {
        lostUpload.noteFailure(file, error);
        setUploadProblem(messageOf(error));
      }
    }
    if (inputRef.current) inputRef.current.value = '';
  }

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle>Documents</CardTitle>
      <ConfirmRemoval
        row={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        texts={REMOVAL_TEXTS}
      />
      <WhenLoaded
        query={documents}
        failedTitle="We couldn’t load the documents"
        loadingLabel="Loading documents"
      >
        {({ documents: list }) =>
          list.length === 0 ? (
            <p className="text-muted">No documents yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {list.map((doc) => (
                <li
                  key={doc.id}
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3"
                >
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-primary" />
                  <div className="min-w-0 flex-1">
                    <p className="break-all font-medium">{doc.fileName}</p>
                    <p className="text-sm text-muted">
                      {formatSize(doc.sizeBytes)} · {format(new Date(doc.createdAt), SHORT_DATE)}
                      {doc.uploadedByName ? ` · ${doc.uploadedByName}` : ''}
                    </p>
                  </div>
                  <Button asChild variant="outline" size="icon">
                    <a href={documentHref(taskId, doc.id)} aria-label={`Download ${doc.fileName}`}>
                      <Download aria-hidden="true" className="size-5" />
                    </a>
                  </Button>
                  {doc.can.delete ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${doc.fileName}`}
                      disabled={remove.isPending}
                      onClick={() => setDeleting(doc)}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
      {canUpload ? (
        <div className="flex flex-col gap-1">
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-lg border border-border bg-surface px-4 py-2 font-medium hover:bg-surface-muted focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus"
          >
            {upload.isPending ? <Spinner size="sm" /> : <Upload aria-hidden="true" className="size-5" />}
            Upload a document
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className="sr-only"
              {...busyFileInput(upload.isPending)}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
          </label>
          <p className="text-sm text-muted">PDF, JPG, PNG up to 10MB</p>
          <FormRefusal message={uploadProblem ?? undefined} />
          <RetryUploadButton file={lostUpload.lost} onRetry={onFile} isPending={upload.isPending} />
        </div>
      ) : (
        <p className="text-sm text-muted">PDF, JPG, PNG up to 10MB</p>
      )}
    </Card>
  );
}
