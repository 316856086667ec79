import { type ChecklistCategory, TASK_TITLE_MAX_LENGTH } from '../checklist/checklist-types.ts';
import { percentOf } from '../dashboard/progress.ts';
import { type InventoryKind, type InventoryStatus, isFinalStatus } from './inventory-kinds.ts';

// How inventory items meet the checklist: which generated task each kind belongs to, the task made
// for an item when there is none, and which dashboard section card counts the item.

/** The form's choice for "Checklist task": none, a new task, or an existing task's id. */
export const NEW_TASK = 'new';

/** The dashboard cards an item counts towards: money matters, or accounts to close. */
type InventoryArea = 'financial' | 'accounts';

const INVENTORY_AREA_BY_KIND: Readonly<Record<InventoryKind, InventoryArea>> = {
  bank_account: 'financial',
  credit_card: 'financial',
  investment: 'financial',
  insurance: 'financial',
  pension_benefit: 'financial',
  loan_debt: 'financial',
  property: 'financial',
  vehicle: 'financial',
  other: 'financial',
  utility: 'accounts',
  subscription: 'accounts',
  online_account: 'accounts',
};

/** The checklist generator's task keys (recent-loss-tasks.ts) an item of each kind belongs to, best first. */
export const MATCHING_TASK_KEYS: Readonly<Record<InventoryKind, readonly string[]>> = {
  bank_account: ['bank-accounts'],
  credit_card: ['credit-cards'],
  investment: ['investment-accounts'],
  insurance: ['life-insurance-claim', 'notify-health-insurance'],
  pension_benefit: ['pension-and-retirement-benefits', 'survivor-benefits', 'va-benefits'],
  loan_debt: ['other-loans', 'mortgage', 'car-loan'],
  utility: ['home-utilities', 'cell-phone', 'cable-and-internet'],
  subscription: ['subscriptions'],
  online_account: ['email-and-cloud', 'social-media'],
  property: ['property-deeds-and-titles', 'secure-home'],
  vehicle: ['car-loan', 'property-deeds-and-titles'],
  other: ['list-assets-and-debts'],
};

type LinkableTask = { id: string; key: string | null };

/** The checklist's task for this kind, if it has one: the form proposes it; only the person links it. */
export function suggestedTaskId(kind: InventoryKind, tasks: readonly LinkableTask[]): string | null {
  for (const key of MATCHING_TASK_KEYS[kind]) {
    const task = tasks.find((candidate) => candidate.key === key);
    if (task) return task.id;
  }
  return null;
}

const NEW_TASK_VERBS: Readonly<Record<InventoryKind, string>> = {
  bank_account: 'Close or transfer the bank account at',
  credit_card: 'Close the credit card with',
  investment: 'Transfer the investments at',
  insurance: 'Claim on the insurance policy with',
  pension_benefit: 'Claim or stop the benefit from',
  loan_debt: 'Settle the debt with',
  utility: 'Transfer or stop the service with',
  subscription: 'Cancel the subscription to',
  online_account: 'Close or memorialize the account at',
  property: 'Settle the property:',
  vehicle: 'Settle the vehicle:',
  other: 'Settle:',
};

type NewItemTask = { title: string; category: ChecklistCategory; area: InventoryArea };

/** The task made for an item when the admin asks for a new one; the title fits the checklist's limit. */
export function newTaskForItem(item: { kind: InventoryKind; institution: string }): NewItemTask {
  const title = `${NEW_TASK_VERBS[item.kind]} ${item.institution}`;
  const chars = [...title];
  const area = INVENTORY_AREA_BY_KIND[item.kind];
  return {
    title:
      chars.length > TASK_TITLE_MAX_LENGTH ? `${chars.slice(0, TASK_TITLE_MAX_LENGTH - 1).join('')}…` : title,
    category: area === 'accounts' ? 'Home, Property & Accounts' : 'Legal & Financial',
    area,
  };
}

/** A card's estate inventory items: how many, and how many are closed. */
type ItemCount = { count: number; doneCount: number };

type AreaItemProgress = { area: InventoryArea } & ItemCount;

/** Closed / total items per dashboard card, for the Financial and Accounts cards. */
export function itemProgressByArea(
  items: readonly { kind: InventoryKind; status: InventoryStatus }[],
): AreaItemProgress[] {
  return (['financial', 'accounts'] as const).map((area) => {
    const ofArea = items.filter((item) => INVENTORY_AREA_BY_KIND[item.kind] === area);
    return {
      area,
      count: ofArea.length,
      doneCount: ofArea.filter((item) => isFinalStatus(item.status)).length,
    };
  });
}

type TaskAreaProgress = { area: string; total: number; completed: number; percent: number };

/** A section card as the dashboards show it: its tasks, and on the Financial and Accounts cards its items. */
export type AreaProgress = TaskAreaProgress & { items: ItemCount | null };

/**
 * The section cards' progress with the inventory counted in: the Financial and Accounts cards add
 * their items (closed / total) to their tasks, so the bar moves as accounts are closed.
 */
export function withItemProgress<Area extends TaskAreaProgress>(
  areas: readonly Area[],
  items: readonly ({ area: string } & ItemCount)[],
): (Area & { items: ItemCount | null })[] {
  return areas.map((entry) => {
    const ofArea = items.find((item) => item.area === entry.area);
    if (!ofArea || ofArea.count === 0) return { ...entry, items: null };
    return {
      ...entry,
      percent: percentOf(entry.completed + ofArea.doneCount, entry.total + ofArea.count),
      items: { count: ofArea.count, doneCount: ofArea.doneCount },
    };
  });
}
