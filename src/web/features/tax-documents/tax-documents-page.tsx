import { type FormEvent, useRef, useState } from 'react';
import { isOverdue } from '#shared/dates/due-soon.ts';
import { localTimeZone, todayIn } from '#shared/dates/time-zones.ts';
import { isUsStateCode } from '#shared/geo/us-states.ts';
import { hubNameOf } from '#shared/hubs/hub-name.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { stateRulesFor } from '#shared/state-rules/state-rules.ts';
import {
  type AddedTaxDocumentInput,
  addedTaxDocumentSchema,
  TAX_DOCUMENT_GROUPS,
  TAX_DOCUMENT_STATUS_LABELS,
  TAX_DOCUMENT_STATUSES,
  type TaxDocumentStatus,
  taxReturnsDue,
} from '#shared/tax-documents/tax-documents.ts';
import { TAX_DOCUMENTS_PAGE } from '#shared/tax-documents/tax-documents-page.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { PhoneLinks } from '#web/components/phone-links.tsx';
import { busyFileInput, RetryUploadButton, useLostUpload } from '#web/components/retry-upload.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { LovedOneHubPage } from '#web/features/hubs/components/loved-one-hub-page.tsx';
import { NoticeCard } from '#web/features/hubs/components/notice-card.tsx';
import { useCommittedSelect } from '#web/hooks/use-committed-select.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import {
  isKeptMeanwhile,
  type TaxDocumentItem,
  taxDocumentFileHref,
  taxPacketHref,
  useAddTaxDocument,
  useKeepTaxDocumentFile,
  useRemoveTaxDocument,
  useRemoveTaxDocumentFile,
  useSetTaxDocumentStatus,
  useTaxDocuments,
} from './api/tax-documents-api.ts';

const text = TAX_DOCUMENTS_PAGE;

/** /hub/financial/:lovedOneId/tax-documents: the papers for the final returns, and when each return is due. */
export function TaxDocumentsPage() {
  return (
    <LovedOneHubPage hub={text} backHref={paths.financialHub.getHref}>
      {(context) => <TaxDocumentOrganizer context={context} />}
    </LovedOneHubPage>
  );
}

function TaxDocumentOrganizer({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const documents = useTaxDocuments(lovedOne.id);
  return (
    <div className="flex flex-col gap-6">
      <NoticeCard notice={text.disclaimer} />
      <p>{text.intro(hubNameOf(lovedOne))}</p>
      <ReturnsDueCard context={context} />
      {/* A failed refresh keeps the list on screen, with a file being chosen and what was typed. */}
      {documents.data ? (
        <DocumentList lovedOneId={lovedOne.id} documents={documents.data.documents} />
      ) : (
        <NotLoaded query={documents} failedTitle={text.messages.loadError} />
      )}
    </div>
  );
}

function ReturnsDueCard({ context }: { context: HubContext }) {
  const { lovedOne } = context;
  const state = isUsStateCode(lovedOne.stateCode) ? stateRulesFor(lovedOne.stateCode) : null;
  const today = todayIn(localTimeZone());
  return (
    <Card aria-labelledby="returns-due" className="flex flex-col gap-3">
      <h2 id="returns-due" className="text-xl font-semibold">
        {text.returnsTitle}
      </h2>
      {lovedOne.dateOfDeath ? (
        <>
          <p className="text-muted">{text.returnsFrom(lovedOne.dateOfDeath)}</p>
          <ul className="flex flex-col gap-3">
            {taxReturnsDue(lovedOne.dateOfDeath, state, lovedOne.stateName).map((due) => (
              <li key={due.id} className="flex flex-col">
                <span className="font-semibold">
                  {due.form}
                  {due.due ? `: ${text.dueOn(due.due)}` : null}
                  {isOverdue(due.due, today) ? (
                    <Badge tone="warning" className="ml-2 align-middle">
                      {text.datePassed}
                    </Badge>
                  ) : null}
                </span>
                <span className="text-muted">{due.note}</span>
                {isOverdue(due.due, today) ? <span className="text-sm">{text.datePassedNote}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{isOwnPlan(lovedOne.kind) ? text.noDatesOnPlans : text.noDateOfDeath(hubNameOf(lovedOne))}</p>
      )}
    </Card>
  );
}

const isSettled = (status: TaxDocumentStatus) => status === 'received' || status === 'not_needed';

function DocumentList({ lovedOneId, documents }: { lovedOneId: string; documents: TaxDocumentItem[] }) {
  const settled = documents.filter((document) => isSettled(document.status)).length;
  return (
    <>
      <Card aria-labelledby="tax-packet" className="flex flex-col gap-3">
        <h2 id="tax-packet" className="text-xl font-semibold">
          {text.downloadTitle}
        </h2>
        <p className="font-medium" role="status">
          {text.progress(settled, documents.length)}
        </p>
        <p className="text-muted">{text.downloadText}</p>
        <DownloadButton href={taxPacketHref(lovedOneId)} fileName="tax-documents.zip">
          {text.downloadLabel}
        </DownloadButton>
      </Card>
      {TAX_DOCUMENT_GROUPS.map((group) => {
        const inGroup = documents.filter((document) => document.group === group.id);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`tax-group-${group.id}`} className="flex flex-col gap-3">
            <h2 id={`tax-group-${group.id}`} className="text-xl font-semibold">
              {group.title}
            </h2>
            <ul className="grid gap-4 lg:grid-cols-2">
              {inGroup.map((document) => (
                <li key={document.key} className="flex">
                  <DocumentCard lovedOneId={lovedOneId} document={document} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <AddDocumentCard lovedOneId={lovedOneId} />
    </>
  );
}

/** A paper Harbor did not list; anyone on the team may add one. A refused form keeps what was typed. */
function AddDocumentCard({ lovedOneId }: { lovedOneId: string }) {
  const add = useAddTaxDocument(lovedOneId);
  const { form, issues, passes } = useCheckedForm(add);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const title = String(values.get('title') ?? '');
    const document: AddedTaxDocumentInput = { title, from: String(values.get('from') ?? '') };
    if (!passes(addedTaxDocumentSchema, document)) return;
    add.mutate(document, {
      onSuccess: () => {
        form.current?.reset();
        toast.success(text.added(title.trim()));
      },
    });
  };
  return (
    <Card aria-labelledby="tax-add" className="flex flex-col gap-3">
      <h2 id="tax-add" className="text-xl font-semibold">
        {text.addTitle}
      </h2>
      <p className="text-muted">{text.addText}</p>
      <form ref={form} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field label={text.addWhat} required error={issues.title}>
          <Input name="title" maxLength={200} autoComplete="off" />
        </Field>
        <Field label={text.addFrom} error={issues.from}>
          <Input name="from" maxLength={200} autoComplete="off" />
        </Field>
        {add.isError && Object.keys(issues).length === 0 ? (
          <Alert tone="error" className="sm:col-span-2">
            {text.addFailed} {messageOf(add.error)}
          </Alert>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" isLoading={add.isPending}>
            {text.addButton}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * Where the team stands with one document, saved once per choice (useCommittedSelect): the options the
 * keyboard passes on the way are neither saved nor announced as saved.
 */
function StatusSelect({ lovedOneId, document }: { lovedOneId: string; document: TaxDocumentItem }) {
  const setStatus = useSetTaxDocumentStatus(lovedOneId);
  // The choice saving, or refused, stays shown in the select, beside what became of it.
  const settled =
    (setStatus.isPending || setStatus.isError) && setStatus.variables
      ? setStatus.variables.status
      : document.status;
  const { isUnsaved, selectProps } = useCommittedSelect(settled, (value) => {
    const status = value as TaxDocumentStatus;
    setStatus.mutate(
      { documentKey: document.key, status },
      {
        onSuccess: () => toast.success(text.statusSaved(document.title, TAX_DOCUMENT_STATUS_LABELS[status])),
      },
    );
  });

  return (
    <div className="flex flex-col gap-1.5">
      <Field
        label={text.status}
        error={setStatus.isError ? `${text.statusFailed} ${messageOf(setStatus.error)}` : undefined}
      >
        {/* Never disabled while saving: a disabled select drops the keyboard's focus to the page. */}
        <Select
          {...selectProps}
          disabled={!document.permittedActions.setStatus}
          aria-busy={setStatus.isPending || undefined}
        >
          {TAX_DOCUMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TAX_DOCUMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <p role="status" className="text-sm text-muted">
        {isUnsaved ? text.statusUnsaved : null}
      </p>
    </div>
  );
}

function DocumentCard({ lovedOneId, document }: { lovedOneId: string; document: TaxDocumentItem }) {
  const keepFile = useKeepTaxDocumentFile(lovedOneId);
  const removeFile = useRemoveTaxDocumentFile(lovedOneId);
  const removeDocument = useRemoveTaxDocument(lovedOneId);
  const fileInput = useRef<HTMLInputElement>(null);
  const lostUpload = useLostUpload(fileInput);
  // Either removal asks first, naming what goes: the copy is deleted for the whole team.
  const [asking, setAsking] = useState<'file' | 'document' | null>(null);
  // Refused because someone kept a copy meanwhile: the file chosen waits, to replace theirs once seen.
  const [waiting, setWaiting] = useState<{ file: File; seenCopyId: string | null } | null>(null);
  const headingId = `tax-doc-${document.key.replace(/[^A-Za-z0-9-]/g, '-')}`;
  const { permittedActions: can, file } = document;
  const keptMeanwhile = keepFile.isError && isKeptMeanwhile(keepFile.error);

  // A file lost on the way stays chosen, to send again; a refused one is cleared for another.
  const keep = (chosen: File, seenCopyId: string | null) =>
    keepFile.mutate(
      { documentKey: document.key, file: chosen, seenCopyId },
      {
        onSuccess: () => {
          setWaiting(null);
          lostUpload.forget();
          toast.success(text.uploaded(chosen.name));
        },
        onError: (error) => {
          lostUpload.noteFailure(chosen, error);
          setWaiting(isKeptMeanwhile(error) ? { file: chosen, seenCopyId } : null);
        },
      },
    );

  return (
    <Card aria-labelledby={headingId} className="flex w-full min-w-0 flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold">
        <span className="block">{document.form}</span>{' '}
        <span className="block text-base font-normal">{document.title}</span>
      </h3>
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="font-medium">{text.from}</dt>
          <dd className="text-muted break-words">
            {/* "or call 1-800-772-1213": a number to tap on a phone, never split across two lines. */}
            <PhoneLinks text={document.from} />
          </dd>
        </div>
        <div>
          <dt className="font-medium">{text.why}</dt>
          <dd className="text-muted">{document.why}</dd>
        </div>
        {document.arrives ? (
          <div>
            <dt className="font-medium">{text.arrives}</dt>
            <dd className="text-muted">{document.arrives}</dd>
          </div>
        ) : null}
      </dl>
      <StatusSelect lovedOneId={lovedOneId} document={document} />
      {file ? (
        <div className="flex flex-col gap-2">
          <p className="min-w-0 break-words">
            {text.keptFile}{' '}
            <a
              href={taxDocumentFileHref(lovedOneId, document.key)}
              download
              className="font-medium text-primary underline"
            >
              {file.name}
            </a>
          </p>
          {can.removeFile ? (
            <div>
              <Button variant="outline" isLoading={removeFile.isPending} onClick={() => setAsking('file')}>
                {text.removeFile}
              </Button>
              <ConfirmDialog
                open={asking === 'file'}
                onOpenChange={(open) => setAsking(open ? 'file' : null)}
                title={text.confirmRemoveFile(file.name)}
                description={text.confirmRemoveFileText(document.title)}
                confirmLabel={text.removeFile}
                isPending={removeFile.isPending}
                onConfirm={() =>
                  removeFile.mutate(
                    { documentKey: document.key, seenCopyId: file.id },
                    { onSuccess: () => toast.success(text.removed), onSettled: () => setAsking(null) },
                  )
                }
              />
            </div>
          ) : null}
          {removeFile.isError ? (
            <Alert tone={isKeptMeanwhile(removeFile.error) ? 'warning' : 'error'} role="alert">
              {text.removeFailed} {messageOf(removeFile.error)}
            </Alert>
          ) : null}
        </div>
      ) : null}
      {keptMeanwhile ? (
        <Alert tone="warning" role="alert">
          {text.uploadFailed} {messageOf(keepFile.error)}
        </Alert>
      ) : null}
      {/* Offered once the list shows the copy kept meanwhile, so what it replaces has been seen. */}
      {waiting && can.attachFile && file && file.id !== waiting.seenCopyId ? (
        <Button
          data-send-again=""
          variant="outline"
          className="self-start"
          isLoading={keepFile.isPending}
          onClick={() => keep(waiting.file, file.id)}
        >
          <span className="min-w-0 break-all">{text.replaceWith(waiting.file.name)}</span>
        </Button>
      ) : null}
      {can.attachFile ? (
        <>
          <Field
            label={text.keepCopy}
            hint={keepFile.isPending ? text.uploading : undefined}
            error={
              keepFile.isError && !keptMeanwhile
                ? `${text.uploadFailed} ${messageOf(keepFile.error)}`
                : undefined
            }
          >
            <Input
              ref={fileInput}
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              {...busyFileInput(keepFile.isPending)}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                if (chosen) keep(chosen, file?.id ?? null);
              }}
            />
          </Field>
          {/* Sent again as it was sent first, naming the copy it was chosen to replace. */}
          <RetryUploadButton
            file={lostUpload.lost}
            onRetry={(lost) => keep(lost, keepFile.variables?.seenCopyId ?? null)}
            isPending={keepFile.isPending}
          />
        </>
      ) : null}
      {can.removeDocument ? (
        <div className="flex flex-col gap-2">
          <div>
            <Button
              variant="ghost"
              isLoading={removeDocument.isPending}
              onClick={() => setAsking('document')}
            >
              {text.removeDocument(document.title)}
            </Button>
            <ConfirmDialog
              open={asking === 'document'}
              onOpenChange={(open) => setAsking(open ? 'document' : null)}
              title={text.confirmRemoveDocument(document.title)}
              description={text.confirmRemoveDocumentText(file?.name ?? null)}
              confirmLabel={text.confirmRemove}
              isPending={removeDocument.isPending}
              onConfirm={() =>
                removeDocument.mutate(
                  { documentKey: document.key, seenCopyId: file?.id ?? null },
                  { onSuccess: () => toast.success(text.removedDocument), onSettled: () => setAsking(null) },
                )
              }
            />
          </div>
          {removeDocument.isError ? (
            <Alert tone={isKeptMeanwhile(removeDocument.error) ? 'warning' : 'error'} role="alert">
              {text.removeDocumentFailed} {messageOf(removeDocument.error)}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
