import { z } from 'zod';
import { DATE_MESSAGES, isIsoDate, requiredDay } from '../validation/dates.ts';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';
import { parseLast4, REFERENCE_MESSAGES } from './account-reference.ts';
import { EXPENSE_CATEGORIES } from './expense-categories.ts';
import { DEBT_KINDS, INVENTORY_KINDS, INVENTORY_STATUSES, isRealProperty } from './inventory-kinds.ts';
import { MONEY_MESSAGES, parseMoneyToCents } from './money.ts';
import { OWNERSHIPS } from './ownership.ts';

export const INVENTORY_MESSAGES = {
  kindRequired: 'Please choose what kind of item this is',
  institutionRequired: 'Please enter the institution or company',
  statusInvalid: 'Please choose a status',
  ownershipInvalid: 'Please choose how it was held, or "Not sure yet"',
  payeeRequired: 'Please enter who was paid',
  amountRequired: 'Please enter the amount',
  amountPositive: 'The amount must be more than $0.00',
  dateRequired: 'Please enter the date it was paid',
  reimbursedOnRequired: 'Please enter the date it was paid back',
  paidBackBeforePaid: 'It can’t have been paid back before the date it was paid',
  categoryRequired: 'Please choose a category',
  nothingToChange: 'Nothing to update',
  addItemOnlyAdmin: 'Only the admin can add items.',
  assignOnlyAdmin: 'Only the admin can assign items.',
  reimburseOnlyAdmin: 'Only the admin can mark an expense as reimbursed.',
  paidBySelf: 'You can only add expenses you paid yourself.',
  editItemForbidden: 'You can only edit items assigned to you.',
  editExpenseForbidden: 'You can only change expenses you added, until the admin has paid them back.',
  deleteItemOnlyAdmin: 'Only the admin can delete items.',
  inTheEstateAccount: (name: string, entries: number) =>
    `${name} is named by ${entries === 1 ? 'an entry' : `${entries} entries`} in the estate account, so it stays in the inventory. To delete it, remove or change ${entries === 1 ? 'that entry' : 'those entries'} first.`,
  linkOnlyAdmin: 'Only the admin can link items to checklist tasks.',
  taskNotOnChecklist: 'Please choose a task from this checklist',
} as const;

/** Blank means no reference; anything but the last four digits is refused with the reason. */
const referenceField = z
  .string()
  .trim()
  .max(40, REFERENCE_MESSAGES.onlyLast4)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const last4 = parseLast4(value);
    if (!last4) {
      ctx.addIssue({ code: 'custom', message: REFERENCE_MESSAGES.onlyLast4 });
      return z.NEVER;
    }
    return last4;
  });

/** An amount typed as text ('$1,234.56'), read as integer cents; blank is null. */
const optionalMoneyField = z
  .string()
  .trim()
  .max(30, MONEY_MESSAGES.tooLarge)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const cents = parseMoneyToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.invalid });
      return z.NEVER;
    }
    return cents;
  });

export const requiredMoneyField = z
  .string({ error: INVENTORY_MESSAGES.amountRequired })
  .trim()
  .min(1, INVENTORY_MESSAGES.amountRequired)
  .max(30, MONEY_MESSAGES.tooLarge)
  .transform((value, ctx) => {
    const cents = parseMoneyToCents(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: MONEY_MESSAGES.invalid });
      return z.NEVER;
    }
    if (cents === 0) {
      ctx.addIssue({ code: 'custom', message: INVENTORY_MESSAGES.amountPositive });
      return z.NEVER;
    }
    return cents;
  });

const optionalUserId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

/** Blank: no task; 'new': make one for the item; otherwise the id of a task on the checklist. */
const taskChoiceField = z
  .string()
  .trim()
  .max(64, INVENTORY_MESSAGES.taskNotOnChecklist)
  .nullish()
  .transform((value) => (value ? value : null));

// The fields without defaults: an update must not reset what it did not mention.
const itemFields = z.object({
  kind: z.enum(INVENTORY_KINDS, { error: INVENTORY_MESSAGES.kindRequired }),
  institution: freeTextField({ max: 200, required: INVENTORY_MESSAGES.institutionRequired }),
  referenceLast4: referenceField,
  contactPhone: optionalFreeTextField(40),
  contactAddress: optionalFreeTextField(500),
  contactWebsite: optionalFreeTextField(300),
  estimatedValue: optionalMoneyField,
  isDebt: z.boolean(),
  /** A Property item that was where they lived; ignored on any other kind (`isRealProperty`). */
  isHome: z.boolean(),
  /** Blank or null: not known yet. Left out of an update: unchanged. */
  ownership: z
    .union([z.enum(OWNERSHIPS), z.literal('')], { error: INVENTORY_MESSAGES.ownershipInvalid })
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  status: z.enum(INVENTORY_STATUSES, { error: INVENTORY_MESSAGES.statusInvalid }),
  notes: optionalFreeTextField(5000),
  assignedToUserId: optionalUserId,
  taskId: taskChoiceField,
});

/** A new item; left out, isDebt follows the kind, so a loan sent without it is not counted as an asset. */
export const inventoryItemSchema = itemFields
  .extend({
    isDebt: itemFields.shape.isDebt.optional(),
    isHome: itemFields.shape.isHome.optional(),
    status: itemFields.shape.status.default('to_notify'),
  })
  .transform(({ isDebt, isHome, ...item }) => ({
    ...item,
    isDebt: isDebt ?? DEBT_KINDS.has(item.kind),
    isHome: (isHome ?? false) && isRealProperty(item.kind),
  }));
export type InventoryItemInput = z.input<typeof inventoryItemSchema>;
export type InventoryItemData = z.output<typeof inventoryItemSchema>;

/** Any subset of the item's fields; at least one. */
export const inventoryItemUpdateSchema = itemFields
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: INVENTORY_MESSAGES.nothingToChange,
  });
export type InventoryItemUpdate = z.output<typeof inventoryItemUpdateSchema>;

/**
 * The day the estate paid the payer back. Left out: today when "reimbursed" is ticked, unchanged on an
 * update; never blank, since a paid-back expense is a line of the estate's account on that day.
 */
const reimbursedOnField = z
  .string()
  .trim()
  .min(1, INVENTORY_MESSAGES.reimbursedOnRequired)
  .refine(isIsoDate, DATE_MESSAGES.notADate)
  .optional();

const expenseFields = z.object({
  paidOn: requiredDay(INVENTORY_MESSAGES.dateRequired),
  payee: freeTextField({ max: 200, required: INVENTORY_MESSAGES.payeeRequired }),
  amount: requiredMoneyField,
  category: z.enum(EXPENSE_CATEGORIES, { error: INVENTORY_MESSAGES.categoryRequired }),
  /** Blank means the person adding it paid. */
  paidByUserId: optionalUserId,
  reimbursed: z.boolean(),
  reimbursedOn: reimbursedOnField,
  notes: optionalFreeTextField(2000),
});

export const expenseSchema = expenseFields.extend({
  reimbursed: expenseFields.shape.reimbursed.default(false),
});
export type ExpenseInput = z.input<typeof expenseSchema>;
export type ExpenseData = z.output<typeof expenseSchema>;

export const expenseUpdateSchema = expenseFields
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: INVENTORY_MESSAGES.nothingToChange,
  });
export type ExpenseUpdate = z.output<typeof expenseUpdateSchema>;

/** Marking an expense paid back: the day the estate paid its payer. */
export const reimbursementSchema = z.object({ reimbursedOn: reimbursedOnField.unwrap() });
