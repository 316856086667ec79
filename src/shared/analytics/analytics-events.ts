import { z } from 'zod';
import { CHECKLIST_CATEGORIES } from '../checklist/checklist-types.ts';
import { ANALYTICS_BATCH_MAX } from './analytics-limits.ts';

/**
 * The spec's analytics events (part 1, section 7) plus page views. Every event is a strict object of
 * fixed-vocabulary values (enums, booleans, small numbers, ids): an unknown key or a free-text value
 * is refused, so a name, an e-mail, a message or an answer has nowhere to go.
 */

/** Buttons whose clicks are counted. A fixed list, so `button_click` can never carry a label someone typed. */
const TRACKED_BUTTONS = [
  'landing_passcode',
  'landing_create_account',
  'checklist_download',
  'checklist_email',
] as const;

const ONBOARDING_PATHS = ['recent-loss', 'planning-ahead'] as const;
const ONBOARDING_SOURCES = ['setup', 'chat'] as const;

// A route pattern ('/task/:taskId'), never a real address: no query string, fragment, dot or '@', and
// parameters (ids, a memorial's slug made from a name) replaced by their names.
const PAGE_PATH = /^\/[a-z0-9\-/:]*$/i;
const PAGE_PATH_MAX_LENGTH = 120;

const smallCount = (max: number) => z.number().int().min(0).max(max);

const pageView = z.strictObject({
  name: z.literal('page_view'),
  path: z.string().max(PAGE_PATH_MAX_LENGTH).regex(PAGE_PATH, 'A page path is a route pattern'),
});
const waitlistOpened = z.strictObject({ name: z.literal('waitlist_opened') });
const waitlistSubmitted = z.strictObject({ name: z.literal('waitlist_submitted') });
const supportProgress = z.strictObject({
  name: z.literal('support_progress'),
  step: smallCount(50),
  total: smallCount(50),
});
const assessmentComplete = z.strictObject({
  name: z.literal('assessment_complete'),
  source: z.enum(ONBOARDING_SOURCES),
  onboarding_path: z.enum(ONBOARDING_PATHS).nullable(),
});
const checklistGenerated = z.strictObject({
  name: z.literal('checklist_generated'),
  source: z.enum(ONBOARDING_SOURCES),
  // Known after setup; the chat's finish answers with the loved one only.
  task_count: smallCount(1_000).optional(),
});
const buttonClick = z.strictObject({ name: z.literal('button_click'), button: z.enum(TRACKED_BUTTONS) });
const taskCustomCreated = z.strictObject({
  name: z.literal('task_custom_created'),
  task_id: z.uuid(),
  // The spec's profile_id: the loved one the task belongs to.
  profile_id: z.uuid(),
  category: z.enum(CHECKLIST_CATEGORIES),
  has_description: z.boolean(),
  // The spec's creator_id and assigned_to are people; Harbor records how the task was assigned instead.
  assigned_to: z.enum(['unassigned', 'self', 'team_member']),
  due_date_set: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});

/** What the browser may send. sign_up and login are recorded by the server (see record-auth-events.ts). */
export const clientAnalyticsEventSchema = z.discriminatedUnion('name', [
  pageView,
  waitlistOpened,
  waitlistSubmitted,
  supportProgress,
  assessmentComplete,
  checklistGenerated,
  buttonClick,
  taskCustomCreated,
]);
export type ClientAnalyticsEvent = z.infer<typeof clientAnalyticsEventSchema>;
type ClientAnalyticsEventName = ClientAnalyticsEvent['name'];

export const SERVER_ANALYTICS_EVENTS = ['sign_up', 'login'] as const;
export type ServerAnalyticsEventName = (typeof SERVER_ANALYTICS_EVENTS)[number];

type AnalyticsEventName = ClientAnalyticsEventName | ServerAnalyticsEventName;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(clientAnalyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});

/** The operator console's funnel, in order. */
export const FUNNEL_STEPS = [
  'waitlist_opened',
  'waitlist_submitted',
  'sign_up',
  'assessment_complete',
  'checklist_generated',
] as const satisfies readonly AnalyticsEventName[];
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  waitlist_opened: 'Waitlist opened',
  waitlist_submitted: 'Waitlist joined',
  sign_up: 'Signed up',
  assessment_complete: 'Assessment complete',
  checklist_generated: 'Checklist generated',
};
