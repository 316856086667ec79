import { type FormEvent, useState } from 'react';
import { DISPLAY_DATE, formatIsoDate } from '#shared/dates/display-formats.ts';
import { ESTATE_ACCOUNT_PAGE } from '#shared/estate-accounting/estate-account-page.ts';
import {
  assetsGivenOverValue,
  isEstateProperty,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerEntryInput,
  type LedgerKind,
  ledgerEntrySchema,
  linesBeforeTheAccount,
} from '#shared/estate-accounting/ledger.ts';
import { propertyOnHand } from '#shared/estate-accounting/property-on-hand.ts';
import type { HubContext } from '#shared/hubs/letter-values.ts';
import { formatCents, formatCentsPlain, parseMoneyToCents } from '#shared/inventory/money.ts';
import { isOwnPlan } from '#shared/loved-ones/profile-kind.ts';
import { DownloadButton } from '#web/components/download-button.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input, Select, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { LovedOneHubPage } from '#web/features/hubs/components/loved-one-hub-page.tsx';
import { NoticeCard } from '#web/features/hubs/components/notice-card.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { localToday } from '#web/lib/local-today.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckedForm } from '#web/lib/use-checked-form.ts';
import { useOpenSet } from '#web/lib/use-open-set.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import {
  accountingPdfHref,
  type EstateLedger,
  ledgerCsvHref,
  useChangeLedgerEntry,
  useEstateLedger,
  useRecordLedgerEntry,
  useRemoveLedgerEntry,
} from './api/estate-ledger-api.ts';
import { AssetPlansCard } from './asset-plans-card.tsx';
import { CommissionCard } from './commission-card.tsx';
import { HeirsCard } from './heirs-card.tsx';
import { RecordFormEnd, useFocusWhenEditing } from './record-form.tsx';
import { RecordRow } from './record-row.tsx';
import { TimeLogCard } from './time-log-card.tsx';
import { TotalRow } from './total-row.tsx';

const text = ESTATE_ACCOUNT_PAGE;

/** /hub/financial/:lovedOneId/estate-account: the estate's ledger, its balance and its debts. */
export function EstateAccountPage() {
  return (
    <LovedOneHubPage hub={text} backHref={paths.financialHub.getHref}>
      {(context) => <EstateAccount context={context} />}
    </LovedOneHubPage>
  );
}

function EstateAccount({ context }: { context: HubContext }) {
  const ledger = useEstateLedger(context.lovedOne.id);
  return (
    <div className="flex flex-col gap-6">
      <NoticeCard notice={text.disclaimer} />
      <p>{text.intro}</p>
      {/* A failed refresh keeps the account on screen, and the forms open on it with what was typed. */}
      {!ledger.data ? (
        <NotLoaded query={ledger} failedTitle={text.messages.loadError} />
      ) : (
        <>
          <TotalsCard lovedOneId={context.lovedOne.id} ledger={ledger.data} />
          <HeirsCard lovedOneId={context.lovedOne.id} ledger={ledger.data} />
          <AssetPlansCard lovedOneId={context.lovedOne.id} ledger={ledger.data} />
          {ledger.data.debts.length > 0 ? <DebtsCard ledger={ledger.data} /> : null}
          {ledger.data.permittedActions.record ? (
            <AddEntryCard lovedOneId={context.lovedOne.id} ledger={ledger.data} />
          ) : (
            <p className="text-muted">{text.onlyAdmin}</p>
          )}
          <LinesCard
            lovedOneId={context.lovedOne.id}
            dateOfDeath={context.lovedOne.dateOfDeath}
            ledger={ledger.data}
          />
          <TimeLogCard lovedOneId={context.lovedOne.id} ledger={ledger.data} />
          {/* Someone's own plans have no administration yet, so no pay to count. */}
          {isOwnPlan(context.lovedOne.kind) ? null : (
            <CommissionCard
              stateCode={context.lovedOne.stateCode}
              stateName={context.lovedOne.stateName}
              ledger={ledger.data}
            />
          )}
        </>
      )}
    </div>
  );
}

type Asset = EstateLedger['assets'][number];

/** An asset as the ledger's selects offer it: its name, and its value where one is recorded. */
const assetChoice = (asset: Asset) =>
  asset.valueCents === null ? asset.institution : `${asset.institution} (${formatCents(asset.valueCents)})`;

function TotalsCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  const { totals } = ledger;
  const onHand = propertyOnHand(ledger.assets, ledger.lines);
  const rows = [
    [text.receipts, totals.receiptsCents, 'receipts'],
    [text.disbursements, -totals.disbursementsCents, 'disbursements'],
    [text.distributions, -totals.distributionsCents, 'distributions'],
  ] as const;
  return (
    <Card aria-labelledby="ledger-totals" className="flex flex-col gap-3">
      <h2 id="ledger-totals" className="text-xl font-semibold">
        {text.totalsTitle}
      </h2>
      <dl className="flex flex-col gap-2">
        {rows.map(([label, cents, id]) => (
          <TotalRow key={id} testId={`ledger-${id}`} label={label} cents={cents} />
        ))}
        <TotalRow
          testId="ledger-balance"
          label={text.balance}
          hint={
            totals.balanceCents < 0 ? text.balanceBelowNothing(formatCents(-totals.balanceCents)) : undefined
          }
          cents={totals.balanceCents}
          isSum
        />
        {totals.inKindCents > 0 ? (
          <TotalRow
            testId="ledger-in-kind"
            label={text.inKindTotal}
            hint={text.inKindTotalHint}
            cents={totals.inKindCents}
          />
        ) : null}
        <TotalRow
          testId="ledger-held"
          label={text.heldTotal}
          hint={
            onHand.heldWithoutValue > 0
              ? `${text.heldTotalHint} ${text.heldWithoutValue(onHand.heldWithoutValue)}`
              : text.heldTotalHint
          }
          cents={onHand.heldValueCents}
        />
        <TotalRow testId="ledger-on-hand" label={text.onHandInAll} cents={onHand.inAllCents} isSum />
      </dl>
      <p className="text-muted">{text.downloadHint}</p>
      <DownloadButton href={accountingPdfHref(lovedOneId)} fileName="accounting.pdf">
        {text.downloadAccounting}
      </DownloadButton>
      <p className="text-muted">{text.downloadLedgerHint}</p>
      <DownloadButton href={ledgerCsvHref(lovedOneId)} fileName="estate-account.csv">
        {text.downloadLedger}
      </DownloadButton>
    </Card>
  );
}

function DebtsCard({ ledger }: { ledger: EstateLedger }) {
  return (
    <Card aria-labelledby="ledger-debts" className="flex flex-col gap-3">
      <h2 id="ledger-debts" className="text-xl font-semibold">
        {text.debtsTitle}
      </h2>
      <ul className="flex flex-col gap-2">
        {ledger.debts.map((debt) => (
          <li key={debt.itemId} className="flex flex-col">
            <span className="font-medium break-words">{debt.institution}</span>
            <span className="text-muted">
              {debt.debtCents === null || debt.remainingCents === null
                ? text.debtUnknown(formatCents(debt.paidCents))
                : text.debtLine(
                    formatCents(debt.debtCents),
                    formatCents(debt.paidCents),
                    formatCents(debt.remainingCents),
                  )}
            </span>
            {debt.overpaidCents > 0 ? (
              <span className="text-muted">{text.debtOverpaid(formatCents(debt.overpaidCents))}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}

function AddEntryCard({ lovedOneId, ledger }: { lovedOneId: string; ledger: EstateLedger }) {
  return (
    <Card aria-labelledby="ledger-add" className="flex flex-col gap-3">
      <h2 id="ledger-add" className="text-xl font-semibold">
        {text.addTitle}
      </h2>
      <EntryForm lovedOneId={lovedOneId} ledger={ledger} line={null} onDone={() => undefined} />
    </Card>
  );
}

type LedgerLine = EstateLedger['lines'][number];

/**
 * Adds a line, or corrects one (`line`). A refused form keeps everything typed, each message under its
 * field; only a saved new line clears the form.
 */
function EntryForm({
  lovedOneId,
  ledger,
  line,
  onDone,
}: {
  lovedOneId: string;
  ledger: EstateLedger;
  line: LedgerLine | null;
  onDone: () => void;
}) {
  const record = useRecordLedgerEntry(lovedOneId);
  const change = useChangeLedgerEntry(lovedOneId);
  const saving = line ? change : record;
  const { form, issues, passes } = useCheckedForm(saving);
  const kindSelect = useFocusWhenEditing<HTMLSelectElement>(line !== null);
  const [kind, setKind] = useState<LedgerKind>(line?.kind ?? 'receipt');
  // The asset and amount as typed, so a gift that takes an asset past its value is noted before saving.
  const [givenItemId, setGivenItemId] = useState(line?.inKindItemId ?? '');
  const [amount, setAmount] = useState(line ? formatCentsPlain(line.amountCents) : '');
  // A line being corrected is weighed as typed, not also as it was.
  const otherLines = ledger.lines.filter((other) => other !== line);
  const overValue = givenItemId
    ? assetsGivenOverValue(ledger.assets, [
        ...otherLines,
        { inKindItemId: givenItemId, amountCents: parseMoneyToCents(amount) ?? 0 },
      ]).find(({ asset }) => asset.itemId === givenItemId)
    : undefined;
  // What the estate can give in kind or collect money from: what passes outside probate was never its own.
  // A line being corrected still offers the asset it names, even one the inventory has since said passes
  // outside probate, so nothing changes unseen: saving it as it is says why it no longer fits.
  const offered = (named: string | null | undefined) =>
    ledger.assets.filter((asset) => isEstateProperty(asset.ownership) || asset.itemId === named);
  const givable = offered(line?.inKindItemId);
  const collectable = offered(line?.fromItemId);
  const fieldError = (field: string): string | undefined => issues[field];
  const hasFieldErrors = Object.keys(issues).length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const chosen = (name: string) => String(values.get(name) ?? '') || null;
    const isDistribution = kind === 'distribution';
    const entry: LedgerEntryInput = {
      kind,
      onDate: String(values.get('onDate') ?? ''),
      amount: String(values.get('amount') ?? ''),
      party: isDistribution ? null : String(values.get('party') ?? ''),
      description: String(values.get('description') ?? ''),
      debtItemId: kind === 'disbursement' ? chosen('debtItemId') : null,
      heirId: isDistribution ? chosen('heirId') : null,
      inKindItemId: isDistribution ? chosen('inKindItemId') : null,
      fromItemId: kind === 'receipt' ? chosen('fromItemId') : null,
      notes: String(values.get('notes') ?? ''),
    };
    if (!passes(ledgerEntrySchema, entry)) return;
    if (line) {
      change.mutate(
        { entryId: line.id, entry },
        {
          onSuccess: () => {
            toast.success(text.changed);
            onDone();
          },
        },
      );
      return;
    }
    record.mutate(entry, {
      // Only a saved entry clears the form: a refused one keeps everything typed.
      onSuccess: () => {
        form.current?.reset();
        setKind('receipt');
        setGivenItemId('');
        setAmount('');
        toast.success(text.added);
      },
    });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={line ? text.edit(line.description) : text.addTitle}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label={text.kind}>
        <Select
          ref={kindSelect}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as LedgerKind)}
        >
          {LEDGER_KINDS.map((option) => (
            <option key={option} value={option}>
              {LEDGER_KIND_LABELS[option]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={text.onDate} required error={fieldError('onDate')}>
        {/* Today, as the expense form starts: most lines are written down the day they happen. */}
        <Input name="onDate" type="date" defaultValue={line?.onDate ?? localToday()} />
      </Field>
      <Field label={text.amount} required error={fieldError('amount')}>
        <Input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </Field>
      {kind === 'distribution' ? (
        <>
          <Field
            label={text.heir}
            required
            hint={ledger.heirs.length === 0 ? text.noHeirsYet : undefined}
            error={fieldError('heirId')}
          >
            <Select name="heirId" defaultValue={line?.heirId ?? ''}>
              <option value="">{text.chooseHeir}</option>
              {ledger.heirs.map((heir) => (
                <option key={heir.id} value={heir.id}>
                  {heir.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={text.given} hint={text.givenHint} error={fieldError('inKindItemId')}>
            <Select
              name="inKindItemId"
              value={givenItemId}
              onChange={(event) => setGivenItemId(event.target.value)}
            >
              <option value="">{text.givenCash}</option>
              {givable.map((asset) => (
                <option key={asset.itemId} value={asset.itemId}>
                  {assetChoice(asset)}
                </option>
              ))}
            </Select>
          </Field>
          {overValue ? <GivenOverValueNote {...overValue} className="sm:col-span-2" /> : null}
        </>
      ) : (
        <Field label={text.party} required hint={text.partyHint} error={fieldError('party')}>
          <Input
            name="party"
            maxLength={200}
            defaultValue={line && line.kind !== 'distribution' ? line.party : ''}
          />
        </Field>
      )}
      <Field label={text.description} required error={fieldError('description')} className="sm:col-span-2">
        <Input name="description" maxLength={300} defaultValue={line?.description ?? ''} />
      </Field>
      {kind === 'receipt' && collectable.length > 0 ? (
        <Field
          label={text.fromAsset}
          hint={text.fromAssetHint}
          error={fieldError('fromItemId')}
          className="sm:col-span-2"
        >
          <Select name="fromItemId" defaultValue={line?.fromItemId ?? ''}>
            <option value="">{text.notFromAsset}</option>
            {collectable.map((asset) => (
              <option key={asset.itemId} value={asset.itemId}>
                {assetChoice(asset)}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      {kind === 'disbursement' && ledger.debts.length > 0 ? (
        <Field label={text.debt} error={fieldError('debtItemId')} className="sm:col-span-2">
          <Select name="debtItemId" defaultValue={line?.debtItemId ?? ''}>
            <option value="">{text.noDebt}</option>
            {ledger.debts.map((debt) => (
              <option key={debt.itemId} value={debt.itemId}>
                {debt.institution}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label={text.notes} hint={text.notesHint} error={fieldError('notes')} className="sm:col-span-2">
        <Textarea name="notes" rows={2} maxLength={2000} defaultValue={line?.notes ?? ''} />
      </Field>
      <RecordFormEnd
        saving={saving}
        isEdit={line !== null}
        hasFieldIssues={hasFieldErrors}
        texts={text}
        onCancel={onDone}
        className="sm:col-span-2"
      />
    </form>
  );
}

function LinesCard({
  lovedOneId,
  dateOfDeath,
  ledger,
}: {
  lovedOneId: string;
  dateOfDeath: string | null;
  ledger: EstateLedger;
}) {
  const remove = useRemoveLedgerEntry(lovedOneId);
  // Several can be open at once: starting on another line never throws away a correction under way.
  const editing = useOpenSet<string>();
  const editButtons = useReturnFocus<string>();
  // The line asked about: nothing goes until the executor confirms it, naming what goes.
  const [removing, setRemoving] = useState<LedgerLine | null>(null);
  const overValue = assetsGivenOverValue(ledger.assets, ledger.lines);
  const beforeTheAccount = linesBeforeTheAccount(ledger.lines, dateOfDeath);
  const assetName = (itemId: string | null) =>
    ledger.assets.find((asset) => asset.itemId === itemId)?.institution ?? null;
  return (
    <Card aria-labelledby="ledger-lines" className="flex flex-col gap-3">
      <h2 id="ledger-lines" className="text-xl font-semibold">
        {text.linesTitle}
      </h2>
      {remove.isError ? (
        <Alert tone="error">
          {text.removeFailed} {messageOf(remove.error)}
        </Alert>
      ) : null}
      {dateOfDeath && beforeTheAccount.length > 0 ? (
        <Alert tone="warning">{text.beforeTheAccount(beforeTheAccount.length, dateOfDeath)}</Alert>
      ) : null}
      {overValue.map((over) => (
        <GivenOverValueNote key={over.asset.itemId} {...over} />
      ))}
      {ledger.lines.length === 0 ? (
        <p className="text-muted">{text.empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {ledger.lines.map((line) =>
            editing.has(line.id) ? (
              <li key={`${line.source}-${line.id}`} className="py-3">
                <EntryForm
                  lovedOneId={lovedOneId}
                  ledger={ledger}
                  line={line}
                  onDone={() => {
                    editing.close(line.id);
                    editButtons.returnTo(line.id);
                  }}
                />
              </li>
            ) : (
              <RecordRow
                key={`${line.source}-${line.id}`}
                title={line.description}
                details={
                  <>
                    {formatIsoDate(line.onDate, DISPLAY_DATE)} · {LEDGER_KIND_LABELS[line.kind]} ·{' '}
                    {line.party}
                    {line.inKind ? ` · ${text.inKind}` : null}
                    {assetName(line.fromItemId)
                      ? ` · ${text.cameFrom(assetName(line.fromItemId) ?? '')}`
                      : null}
                    {line.source === 'expense' ? ` · ${text.fromExpenses}` : null}
                    {line.notes ? <span className="block whitespace-pre-line">{line.notes}</span> : null}
                  </>
                }
                figure={formatCents(line.kind === 'receipt' ? line.amountCents : -line.amountCents)}
                edit={
                  isCorrectableHere(line) && ledger.permittedActions.change
                    ? {
                        label: text.edit(line.description),
                        ref: editButtons.refFor(line.id),
                        onEdit: () => editing.open(line.id),
                      }
                    : null
                }
                remove={
                  line.source === 'ledger' && ledger.permittedActions.remove
                    ? {
                        label: text.remove(line.description),
                        pending: remove.isPending && remove.variables === line.id,
                        onRemove: () => setRemoving(line),
                      }
                    : null
                }
              />
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
          title: () => text.confirmRemove.title,
          description: (line) =>
            text.confirmRemove.description({
              kind: LEDGER_KIND_LABELS[line.kind],
              description: line.description,
              party: line.party,
              amount: formatCents(line.amountCents),
              date: formatIsoDate(line.onDate, DISPLAY_DATE),
            }),
          confirm: text.confirmRemove.confirm,
          removed: text.removed,
        }}
      />
    </Card>
  );
}

/**
 * Whether the page can correct a line: an expense is corrected on the Expenses list, and a gift whose
 * property has left the inventory can't be shown as given again (removing and adding it can).
 */
const isCorrectableHere = (line: LedgerLine) =>
  line.source === 'ledger' && !(line.inKind && line.inKindItemId === null);

/** A note, not a refusal: values when given may rightly pass the value at death. */
function GivenOverValueNote({
  asset,
  givenCents,
  valueCents,
  className,
}: {
  asset: { institution: string };
  givenCents: number;
  valueCents: number;
  className?: string;
}) {
  return (
    <Alert className={className}>
      {text.givenOverValue(asset.institution, formatCents(givenCents), formatCents(valueCents))}
    </Alert>
  );
}
