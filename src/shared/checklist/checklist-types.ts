import type { OnboardingAnswers } from '../onboarding/onboarding-answers.ts';
import type { OnboardingPath } from '../onboarding/questions.ts';

/** The checklist's categories, in the order they are shown. */
export const CHECKLIST_CATEGORIES = [
  'Urgent Needs (First 48 Hours)',
  'Memorial Planning',
  'Legal & Financial',
  'Home, Property & Accounts',
  'Other',
] as const;
export type ChecklistCategory = (typeof CHECKLIST_CATEGORIES)[number];

/** The dashboard's section cards count progress by area, across categories. */
export const TASK_AREAS = ['memorial', 'legal', 'financial', 'accounts', 'support'] as const;
export type TaskArea = (typeof TASK_AREAS)[number];

// The spec's limits for any task, so a generated task can be edited under the same rules as a
// custom one without failing validation.
export const TASK_TITLE_MAX_LENGTH = 80;
export const TASK_DESCRIPTION_MAX_LENGTH = 500;

export type GeneratedTask = {
  /** Stable across regenerations, so the server can match a generated task to its row. */
  key: string;
  title: string;
  category: ChecklistCategory;
  area: TaskArea;
  /** What to do, why, and what to bring, with official links as plain URLs. */
  description: string;
  estimatedMinutes: number;
  /** YYYY-MM-DD, or null when there is no real deadline. */
  dueDate: string | null;
  /** 1-based position in the whole checklist: categories in order, then by importance. */
  sortOrder: number;
};

export type ChecklistInput = {
  path: OnboardingPath;
  answers: OnboardingAnswers;
  /** The user's local date, YYYY-MM-DD: the generator reads no clock. */
  today: string;
};
