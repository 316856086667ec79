import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

export const lovedOnes = pgTable(
  'loved_ones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminUserId: text('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'recent-loss' for someone who died; 'planning-ahead' for the user's own wishes. */
    kind: text('kind', { enum: ['recent-loss', 'planning-ahead'] })
      .notNull()
      .default('recent-loss'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    /**
     * False while the relationship stands in for a name the user has not given yet (setup skipped
     * the name question): screens offer "Add their name" and no e-mail uses the stand-in.
     */
    nameGiven: boolean('name_given').notNull().default(true),
    relationshipToUser: text('relationship_to_user'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    dateOfDeath: date('date_of_death', { mode: 'string' }),
    obituary: text('obituary'),
    memorialWebsiteUrl: text('memorial_website_url'),
    /** Storage key of the resized photo (loved-one-photos/{userId}/{lovedOneId}.{ext}). */
    photoKey: text('photo_key'),
    stateCode: text('state_code'),
    county: text('county'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('loved_ones_admin_idx').on(table.adminUserId),
    // The same person twice for one admin is refused; only complete profiles can be compared.
    uniqueIndex('loved_ones_same_person_idx')
      .on(
        table.adminUserId,
        sql`lower(${table.firstName})`,
        sql`lower(${table.lastName})`,
        table.dateOfBirth,
        table.dateOfDeath,
      )
      .where(sql`${table.dateOfBirth} is not null and ${table.dateOfDeath} is not null`),
  ],
);

export const lovedOneAccess = pgTable(
  'loved_one_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lovedOneId: uuid('loved_one_id')
      .notNull()
      .references(() => lovedOnes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['support_member'] })
      .notNull()
      .default('support_member'),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('loved_one_access_member_idx').on(table.lovedOneId, table.userId),
    index('loved_one_access_user_idx').on(table.userId),
  ],
);
