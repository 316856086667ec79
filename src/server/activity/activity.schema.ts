import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_KINDS } from '#shared/activity/activity-kinds.ts';
import { users } from '../auth/auth.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';
import { tasks } from '../tasks/tasks.schema.ts';

/** Who did what for a loved one, written in the same transaction as the change it describes. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    /** Null when a visitor acted (a tribute) or the person has since deleted their account. */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The assignee of task_assigned, the newcomer of member_joined. */
    subjectUserId: text('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /**
     * What the sentence names, as it was then (a task's title, an inventory item's institution, an
     * expense's payee, a photo's caption), so the feed still reads after a rename or delete.
     */
    label: text('label'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_feed_idx').on(table.lovedOneId, table.createdAt, table.id),
    index('activity_events_task_idx').on(table.taskId, table.kind),
  ],
);
