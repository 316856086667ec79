import { z } from 'zod';
import {
  CHECKLIST_CATEGORIES,
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_TITLE_MAX_LENGTH,
} from '../checklist/checklist-types.ts';
import { isIsoDate } from '../validation/dates.ts';
import { freeTextField, optionalFreeTextField } from '../validation/free-text.ts';
import { VISIBLE_TASK_STATUSES } from './task-status.ts';

const TASK_NOTES_MAX_LENGTH = 5000;
const TASK_CATEGORY_MAX_LENGTH = 60;

const TASK_MESSAGES = {
  titleRequired: 'Title is required',
  categoryRequired: 'Please choose a category',
  invalidDate: 'Please enter a real date',
  invalidStatus: 'Please choose Not Started, In Progress or Complete',
  nothingToChange: 'Nothing to update',
} as const;

/** The categories a custom task can be filed under: the checklist's own. */
export const CUSTOM_TASK_CATEGORIES = CHECKLIST_CATEGORIES;

// Custom tasks count towards a dashboard section card like generated ones do.
const AREA_BY_CATEGORY: Readonly<Record<string, string>> = {
  'Memorial Planning': 'memorial',
  'Legal & Financial': 'legal',
  'Home, Property & Accounts': 'accounts',
};
export const areaForCategory = (category: string) => AREA_BY_CATEGORY[category] ?? 'support';

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isIsoDate(value), TASK_MESSAGES.invalidDate);

const optionalUserId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((value) => (value ? value : null));

export const customTaskSchema = z.object({
  title: freeTextField({ max: TASK_TITLE_MAX_LENGTH, required: TASK_MESSAGES.titleRequired }),
  category: z
    .string({ error: TASK_MESSAGES.categoryRequired })
    .trim()
    .min(1, TASK_MESSAGES.categoryRequired)
    .max(TASK_CATEGORY_MAX_LENGTH),
  description: optionalFreeTextField(TASK_DESCRIPTION_MAX_LENGTH),
  assignedToUserId: optionalUserId,
  dueDate: optionalDate,
});
export type CustomTaskInput = z.input<typeof customTaskSchema>;
export type CustomTask = z.output<typeof customTaskSchema>;

/** The body of a new custom task: the fields plus the loved one it belongs to. */
export const createCustomTaskSchema = customTaskSchema.extend({ lovedOneId: z.string().trim().min(1) });

/** A partial edit from the task page or the dashboard checkbox; absent fields stay as they are. */
export const taskUpdateSchema = z
  .object({
    status: z.enum(VISIBLE_TASK_STATUSES, { error: TASK_MESSAGES.invalidStatus }).optional(),
    notes: optionalFreeTextField(TASK_NOTES_MAX_LENGTH).optional(),
    assignedToUserId: optionalUserId.optional(),
    dueDate: optionalDate.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    TASK_MESSAGES.nothingToChange,
  );
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;
