import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { mailOutbox } from '../infra/infra.schema.ts';
import { lovedOnes } from '../loved-ones/loved-ones.schema.ts';

export const supportTeamInvitations = pgTable(
  'support_team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedEmail: text('invited_email').notNull(),
    invitedFirstName: text('invited_first_name').notNull(),
    invitedLastName: text('invited_last_name').notNull(),
    relationshipToLovedOne: text('relationship_to_loved_one'),
    personalMessage: text('personal_message'),
    role: text('role', { enum: ['support_member'] })
      .notNull()
      .default('support_member'),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    /** sha256 of the token; the token itself exists only in the mail and the copied link. */
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * Whether the current token went out only in the invitation mail to the invited address. A token
     * handed to the admin by Copy link proves nothing about who reads that address, so signing up with
     * it must not mark the address verified (false for rows from before this was recorded: the safe way).
     */
    tokenMailed: boolean('token_mailed').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The latest invitation mail in the outbox; its status is the invitation's delivery state. */
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_team_invitations_loved_one_idx').on(table.lovedOneId, table.createdAt),
    // One open invitation per address per loved one; accepted ones stay as history.
    uniqueIndex('support_team_invitations_pending_email_idx')
      .on(table.lovedOneId, table.invitedEmail)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The quick share link: an unguessable key the admin can reset or switch off. */
export const teamJoinLinks = pgTable('team_join_links', {
  lovedOneId: uuid('loved_one_id')
    .primaryKey()
    .references(() => lovedOnes.id, { onDelete: 'cascade' }),
  joinKey: text('join_key').notNull().unique(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;

export const teamJoinRequests = pgTable(
  'team_join_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: JOIN_REQUEST_STATUSES }).notNull().default('pending'),
    decidedByUserId: text('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_join_requests_pending_idx')
      .on(table.lovedOneId, table.userId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
