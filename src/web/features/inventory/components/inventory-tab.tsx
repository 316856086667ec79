import { Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatIsoDate, SHORT_DATE } from '#shared/dates/display-formats.ts';
import { type InventoryFilter, readInventoryFilter } from '#shared/inventory/inventory-filter.ts';
import {
  INVENTORY_KIND_LABELS,
  INVENTORY_KINDS,
  INVENTORY_STATUS_LABELS,
  type InventoryStatus,
  isFinalStatus,
  nextStatuses,
} from '#shared/inventory/inventory-kinds.ts';
import { INVENTORY_MESSAGES } from '#shared/inventory/inventory-schemas.ts';
import type { InventoryTotals, KindTotals } from '#shared/inventory/inventory-totals.ts';
import { formatCents } from '#shared/inventory/money.ts';
import { OWNERSHIP_LABELS, passesOutsideProbate } from '#shared/inventory/ownership.ts';
import { countOf } from '#shared/text/plural.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmRemoval } from '#web/components/ui/confirm-removal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { NotLoaded } from '#web/components/when-loaded.tsx';
import { messageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { type InventoryItem, useDeleteItem, useInventory, useSaveItem } from '../api/inventory-api.ts';
import { ExpensesPanel } from './expenses-panel.tsx';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { LetterDialog } from './letter-dialog.tsx';

const statusTone = (status: InventoryStatus) =>
  isFinalStatus(status) ? 'success' : status === 'to_notify' ? 'warning' : 'primary';

const STEP_LABELS: Record<InventoryStatus, string> = {
  to_notify: 'Mark to notify',
  notified: 'Mark notified',
  in_progress: 'Mark in progress',
  closed: 'Mark closed',
  transferred: 'Mark transferred',
  claimed: 'Mark claimed',
};

function TotalsCard({ totals }: { totals: InventoryTotals }) {
  return (
    <Card aria-labelledby="inventory-totals-title">
      <CardTitle id="inventory-totals-title">Totals</CardTitle>
      <CardDescription>
        An estimate from the values you entered, not a valuation.
        {totals.unvaluedCount > 0
          ? ` ${countOf(totals.unvaluedCount, 'item has', 'items have')} no value yet.`
          : ''}
      </CardDescription>
      <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-muted">Assets</dt>
          <dd className="text-lg font-semibold">{formatCents(totals.assetsCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Debts</dt>
          <dd className="text-lg font-semibold">{formatCents(totals.debtsCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Estimated net estate (estimate)</dt>
          <dd className="text-lg font-semibold">{formatCents(totals.estimatedNetCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-muted">
        {totals.doneCount} of {totals.count} items closed, transferred or claimed
      </p>
    </Card>
  );
}

/** One kind's share of the totals, under its heading: progress, and money only where some was entered. */
function KindSummary({ totals }: { totals: KindTotals }) {
  const parts = [
    `${totals.doneCount} of ${totals.count} done`,
    totals.assetsCents > 0 ? `Assets ${formatCents(totals.assetsCents)}` : null,
    totals.debtsCents > 0 ? `Debts ${formatCents(totals.debtsCents)}` : null,
  ].filter(Boolean);
  return <p className="text-sm text-muted">{parts.join(' · ')}</p>;
}

/** "Chase Bank ending 6789": the item as its card heads it. */
const itemName = (item: InventoryItem) =>
  `${item.institution}${item.referenceLast4 ? ` ending ${item.referenceLast4}` : ''}`;

function ItemCard({
  item,
  lovedOneId,
  onEdit,
  onDelete,
  onLetter,
}: {
  item: InventoryItem;
  lovedOneId: string;
  onEdit: () => void;
  onDelete: () => void;
  /** None for someone's own plans: a letter would tell the company of the planner's death. */
  onLetter?: () => void;
}) {
  const save = useSaveItem(lovedOneId);
  const actions = useRef<HTMLDivElement>(null);
  const isMoving = useRef(false);
  // The button pressed goes with the old status: the keyboard goes on from the next step of this item.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs when the status shown changes.
  useEffect(() => {
    if (!isMoving.current) return;
    isMoving.current = false;
    actions.current?.querySelector<HTMLElement>('button')?.focus();
  }, [item.status]);
  const move = async (status: InventoryStatus) => {
    isMoving.current = true;
    try {
      await save.mutateAsync({ itemId: item.id, item: { status } });
      toast.success(`Marked ${INVENTORY_STATUS_LABELS[status].toLowerCase()}`);
    } catch (error) {
      isMoving.current = false;
      toast.error(messageOf(error));
    }
  };
  const dates = [
    item.notifiedOn ? `Notified ${formatIsoDate(item.notifiedOn, SHORT_DATE)}` : null,
    item.inProgressOn ? `In progress ${formatIsoDate(item.inProgressOn, SHORT_DATE)}` : null,
    item.finishedOn
      ? `${INVENTORY_STATUS_LABELS[item.status]} ${formatIsoDate(item.finishedOn, SHORT_DATE)}`
      : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-4" aria-label={item.institution}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">
          {item.institution}
          {item.referenceLast4 ? (
            <span className="font-normal text-muted"> ending {item.referenceLast4}</span>
          ) : null}
        </h4>
        <Badge tone={statusTone(item.status)}>{INVENTORY_STATUS_LABELS[item.status]}</Badge>
      </div>
      {item.estimatedValueCents !== null ? (
        <p>
          {item.isDebt ? 'Owed: ' : 'Value: '}
          {formatCents(item.estimatedValueCents)}
        </p>
      ) : null}
      {item.ownership && !item.isDebt ? (
        <p className="text-sm">
          {passesOutsideProbate(item.ownership) ? 'Passes outside probate' : 'Goes through probate'}
          <span className="text-muted"> · {OWNERSHIP_LABELS[item.ownership]}</span>
        </p>
      ) : null}
      {item.isHome ? <p className="text-sm">Their home</p> : null}
      {item.assigneeName ? <p className="text-muted">Assigned to {item.assigneeName}</p> : null}
      {item.taskId && item.taskTitle ? (
        <p className="text-sm">
          Checklist task:{' '}
          <Link to={paths.task.getHref(item.taskId)} className="text-primary underline">
            {item.taskTitle}
          </Link>
        </p>
      ) : null}
      {dates.length > 0 ? <p className="text-sm text-muted">{dates.join(' · ')}</p> : null}
      {item.contactPhone ? <p className="text-sm">Phone: {item.contactPhone}</p> : null}
      {item.notes ? <p className="whitespace-pre-wrap text-sm">{item.notes}</p> : null}
      <div ref={actions} className="flex flex-wrap gap-2">
        {item.can.edit
          ? nextStatuses(item.status).map((status) => (
              <Button
                key={status}
                variant="secondary"
                onClick={() => move(status)}
                isLoading={save.isPending}
              >
                {STEP_LABELS[status]}
              </Button>
            ))
          : null}
        {onLetter ? (
          <Button variant="outline" onClick={onLetter}>
            Prepare letter
          </Button>
        ) : null}
        {item.can.edit ? (
          <Button variant="ghost" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {item.can.delete && item.accountEntries === 0 ? (
          <Button variant="ghost" aria-label={`Delete ${itemName(item)}`} onClick={onDelete}>
            Delete
          </Button>
        ) : null}
      </div>
      {item.can.delete && item.accountEntries > 0 ? (
        <p className="text-sm text-muted">
          {INVENTORY_MESSAGES.inTheEstateAccount(item.institution, item.accountEntries)}{' '}
          <Link to={paths.estateAccount.getHref(lovedOneId)} className="text-primary underline">
            Open the estate account
          </Link>
        </p>
      ) : null}
    </li>
  );
}

const filterLabel = (filter: Exclude<InventoryFilter, null>) =>
  'view' in filter ? 'Executor expenses' : filter.kinds.map((kind) => INVENTORY_KIND_LABELS[kind]).join(', ');

/** The filtered view a hub card opened, said plainly, with one button back to everything. */
function FilterBar({ filter, onClear }: { filter: Exclude<InventoryFilter, null>; onClear: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-muted p-3"
    >
      <p>
        Showing only: <span className="font-semibold">{filterLabel(filter)}</span>
      </p>
      <Button variant="outline" onClick={onClear}>
        <X aria-hidden="true" className="size-4" /> Show everything
      </Button>
    </div>
  );
}

/**
 * The estate inventory: what to notify, chase and close, with totals and the expenses below. A hub
 * card can open a filtered view through the URL (?kind=… or ?view=expenses).
 */
export function InventoryTab({ lovedOneId, offersLetters }: { lovedOneId: string; offersLetters: boolean }) {
  const inventory = useInventory(lovedOneId);
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<InventoryItem | 'new' | null>(null);
  const [letterFor, setLetterFor] = useState<InventoryItem | null>(null);
  const [deleting, setDeleting] = useState<InventoryItem | null>(null);
  const remove = useDeleteItem(lovedOneId);
  const filter = readInventoryFilter(searchParams);
  const clearFilter = () => {
    setSearchParams({ tab: 'inventory' }, { replace: true });
    // The bar and its button are gone: the keyboard lands on the inventory now shown whole.
    requestAnimationFrame(() => document.getElementById('inventory-title')?.focus());
  };
  const shownKinds = filter && 'kinds' in filter ? filter.kinds : INVENTORY_KINDS;
  const showsItems = !(filter && 'view' in filter);
  const showsExpenses = !(filter && 'kinds' in filter);

  // A failed refresh keeps what was loaded on screen, and any form open on it with what was typed.
  if (!inventory.data)
    return <NotLoaded query={inventory} failedTitle="The estate inventory could not be loaded" />;
  const { items, totals, team, tasks, can } = inventory.data;
  const shownItems = items.filter((item) => shownKinds.includes(item.kind));
  const kindTotals = new Map(totals.byKind.map((entry) => [entry.kind, entry]));

  return (
    <div className="flex flex-col gap-6">
      {filter ? <FilterBar filter={filter} onClear={clearFilter} /> : null}
      {showsItems ? (
        <section aria-labelledby="inventory-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="inventory-title" tabIndex={-1} className="text-2xl font-semibold">
              Estate inventory
            </h2>
            {can.add ? (
              <Button onClick={() => setEditing('new')}>
                <Plus aria-hidden="true" className="size-4" /> Add item
              </Button>
            ) : null}
          </div>
          <p className="text-muted">
            The accounts and assets to notify or close. Only the last 4 digits of any account number are kept.
          </p>
          <TotalsCard totals={totals} />
          {shownItems.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-muted">
              {filter ? `No ${filterLabel(filter).toLowerCase()} items yet.` : 'No items yet.'}{' '}
              {can.add ? 'Add the first one you know of.' : ''}
            </p>
          ) : (
            shownKinds
              .filter((kind) => shownItems.some((item) => item.kind === kind))
              .map((kind) => {
                const kindTotal = kindTotals.get(kind);
                return (
                  <section key={kind} aria-labelledby={`kind-${kind}`} className="flex flex-col gap-2">
                    <div>
                      <h3 id={`kind-${kind}`} className="text-lg font-semibold">
                        {INVENTORY_KIND_LABELS[kind]}
                      </h3>
                      {kindTotal ? <KindSummary totals={kindTotal} /> : null}
                    </div>
                    <ul className="flex flex-col gap-3">
                      {shownItems
                        .filter((item) => item.kind === kind)
                        .map((item) => (
                          <ItemCard
                            key={item.id}
                            item={item}
                            lovedOneId={lovedOneId}
                            onEdit={() => setEditing(item)}
                            onDelete={() => setDeleting(item)}
                            onLetter={offersLetters ? () => setLetterFor(item) : undefined}
                          />
                        ))}
                    </ul>
                  </section>
                );
              })
          )}
        </section>
      ) : null}
      {showsExpenses ? <ExpensesPanel lovedOneId={lovedOneId} /> : null}
      {editing ? (
        <ItemFormDialog
          lovedOneId={lovedOneId}
          item={editing === 'new' ? null : editing}
          defaultKind={shownKinds[0] ?? 'bank_account'}
          can={editing === 'new' ? can : editing.can}
          team={team}
          tasks={tasks}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmRemoval
        row={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        texts={{
          title: (item) => `Delete ${itemName(item)}?`,
          description: () =>
            'It goes from the inventory, with its plan. A checklist task linked to it stays on the checklist. It cannot be brought back.',
          confirm: 'Delete item',
          removed: 'Item deleted',
        }}
      />
      {letterFor ? (
        <LetterDialog lovedOneId={lovedOneId} item={letterFor} onClose={() => setLetterFor(null)} />
      ) : null}
    </div>
  );
}
