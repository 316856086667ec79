import { type FormEvent, useState } from 'react';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import { formatShare, HEIR_MESSAGES, type HeirInput, heirSchema } from '#shared/estate-accounting/heirs.ts';
import { estimateShares } from '#shared/estate-accounting/residue.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import type { EstateLedger } from './api/estate-ledger-api.ts';
import { useAddHeir, useChangeHeir, useRemoveHeir } from './api/estate-records-api.ts';
import { RecordFormEnd, useFocusWhenEditing } from './record-form.tsx';

const text = ESTATE_ACCOUNT_PAGE.heirs;

type Heir = EstateLedger['heirs'][number];

/** Who inherits and their shares; the executor names and changes them, the team reads them. */
export function HeirsCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  // Several can be open at once: starting on another heir never throws away a change under way.
  const editing = useOpenSet<string>();
  const editButtons = useReturnFocus<string>();
  const remove = useRemoveHeir(lovedOneId);
  // The heir asked about: nobody comes off the list until the executor confirms it.
  const [removing, setRemoving] = useState<Heir | null>(null);
  const mayChange = ledger.permittedActions.record;
  const estimate = estimateShares(ledger);
  /** What the heir's share comes to, while the estate has something to share. */
  const comesTo = (heir: Heir) => {
    const share = estimate.shares.get(heir.id);
    if (!share || estimate.isShort) return null;
    const still = share.stillToReceiveCents;
    return text.comesTo(
      formatCents(share.comesToCents),
      still >= 0 ? { toCome: formatCents(still) } : { over: formatCents(-still) },
    );
  };
  return (
    <Card aria-labelledby="estate-heirs" className="flex flex-col gap-3">
      <h2 id="estate-heirs" className="text-xl font-semibold">
        {text.title}
      </h2>
      <p className="text-muted">{text.intro}</p>
      {remove.isError ? (
        <Alert tone="error">
          {text.removeFailed} {messageOf(remove.error)}
        </Alert>
      ) : null}
      {ledger.heirs.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {ledger.heirs.map((heir) =>
            editing.has(heir.id) ? (
              <li key={heir.id} className="py-3">
                <HeirForm
                  lovedOneId={lovedOneId}
                  heir={heir}
                  onDone={() => {
                    editing.close(heir.id);
                    editButtons.returnTo(heir.id);
                  }}
                />
              </li>
            ) : (
              <li key={heir.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">
                    {heir.name}
                    {heir.relationship ? <span className="text-muted"> · {heir.relationship}</span> : null}
                  </span>
                  <span>
                    {heir.shareBasisPoints === null ? text.specificGift : formatShare(heir.shareBasisPoints)}
                  </span>
                  <span className="text-muted">
                    {text.received(
                      formatCents(heir.received.cashCents),
                      formatCents(heir.received.inKindCents),
                    )}
                  </span>
                  {comesTo(heir) ? <span data-testid="heir-comes-to">{comesTo(heir)}</span> : null}
                </div>
                {mayChange ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      ref={editButtons.refFor(heir.id)}
                      variant="outline"
                      size="sm"
                      className="min-h-11"
                      aria-label={text.edit(heir.name)}
                      onClick={() => editing.open(heir.id)}
                    >
                      Edit
                    </Button>
                    {heir.hasDistributions ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="min-h-11"
                        aria-label={text.remove(heir.name)}
                        isLoading={remove.isPending && remove.variables === heir.id}
                        onClick={() => setRemoving(heir)}
                      >
                        Remove
                      </Button>
                    )}
                  </div>
                ) : null}
                {mayChange && heir.hasDistributions ? (
                  <p className="basis-full text-sm text-muted">{HEIR_MESSAGES.hasDistributions(heir.name)}</p>
                ) : null}
              </li>
            ),
          )}
        </ul>
      )}
      <ConfirmRemoval
        failureShownOnPage
        row={removing}
        onClose={() => setRemoving(null)}
        remove={remove}
        texts={{
          title: (heir) => text.confirmRemove.title(heir.name),
          description: (heir) =>
            text.confirmRemove.description(
              heir.name,
              heir.shareBasisPoints === null ? text.specificGift : formatShare(heir.shareBasisPoints),
            ),
          confirm: text.confirmRemove.confirm,
          removed: text.removed,
        }}
      />
      {estimate.shares.size > 0 ? <ResidueNote estimate={estimate} /> : null}
      <p data-testid="heirs-share-left">
        {ledger.shareLeftBasisPoints === 0
          ? text.allGiven
          : text.left(formatShare(ledger.shareLeftBasisPoints))}
      </p>
      {mayChange ? (
        // Out of sight while an heir is being changed, so there is one Save in view; what was typed in
        // it stays for when that change is done.
        <div hidden={editing.size > 0}>
          <h3 className="mt-2 font-semibold">{text.addTitle}</h3>
          <HeirForm lovedOneId={lovedOneId} heir={null} onDone={() => undefined} />
        </div>
      ) : null}
    </Card>
  );
}

/** What is left to share and how it is reached, or, for an estate short of its debts, that nothing is. */
function ResidueNote({ estimate }: { estimate: ReturnType<typeof estimateShares> }) {
  if (estimate.isShort) return <p data-testid="heirs-residue">{text.short}</p>;
  return (
    <div data-testid="heirs-residue" className="flex flex-col gap-1">
      <p className="font-medium">{text.residue(formatCents(estimate.residueCents))}</p>
      <p className="text-sm text-muted">
        {text.residueHow({
          onHand: formatCents(estimate.onHandCents),
          owed: formatCents(estimate.debtsOwedCents),
          gifts: formatCents(estimate.specificGiftsCents),
          shared: formatCents(estimate.alreadySharedCents),
        })}
        {estimate.debtsNotValued > 0 ? ` ${text.debtsNotValued(estimate.debtsNotValued)}` : null}
        {estimate.givenBelowValue > 0 ? ` ${text.givenBelowValue(estimate.givenBelowValue)}` : null}
      </p>
    </div>
  );
}

/** Adds an heir, or changes one (`heir`). A refused form keeps everything typed, each message under its field. */
function HeirForm({
  lovedOneId,
  heir,
  onDone,
}: {
  lovedOneId: string;
  heir: Heir | null;
  onDone: () => void;
}) {
  const add = useAddHeir(lovedOneId);
  const change = useChangeHeir(lovedOneId);
  const nameInput = useFocusWhenEditing<HTMLInputElement>(heir !== null);
  const saving = heir ? change : add;
  const { form, issues, passes } = useCheckedForm(saving);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const input: HeirInput = {
      name: String(values.get('name') ?? ''),
      relationship: String(values.get('relationship') ?? ''),
      share: String(values.get('share') ?? ''),
    };
    if (!passes(heirSchema, input)) return;
    if (heir)
      change.mutate(
        { heirId: heir.id, heir: input },
        {
          onSuccess: () => {
            toast.success(text.saved);
            onDone();
          },
        },
      );
    else
      add.mutate(input, {
        onSuccess: () => {
          form.current?.reset();
          toast.success(text.added);
        },
      });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={heir ? text.edit(heir.name) : text.add}
      className="grid gap-4 sm:grid-cols-3"
    >
      <Field label={text.name} required error={issues.name}>
        <Input
          ref={nameInput}
          name="name"
          maxLength={200}
          defaultValue={heir?.name ?? ''}
          autoComplete="off"
        />
      </Field>
      <Field label={text.relationship} hint={text.relationshipHint} error={issues.relationship}>
        <Input
          name="relationship"
          maxLength={100}
          defaultValue={heir?.relationship ?? ''}
          autoComplete="off"
        />
      </Field>
      <Field label={text.share} hint={text.shareHint} error={issues.share}>
        <Input
          name="share"
          inputMode="decimal"
          maxLength={10}
          defaultValue={heir?.shareBasisPoints ? formatShare(heir.shareBasisPoints).replace('%', '') : ''}
          autoComplete="off"
        />
      </Field>
      <RecordFormEnd
        saving={saving}
        isEdit={heir !== null}
        hasFieldIssues={Object.keys(issues).length > 0}
        texts={text}
        onCancel={onDone}
        className="sm:col-span-3"
      />
    </form>
  );
}
