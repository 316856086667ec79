// Every table, gathered for Drizzle and drizzle-kit. Each feature owns its own schema file.
export * from '../activity/activity.schema.ts';
export * from '../analytics/analytics.schema.ts';
export * from '../auth/auth.schema.ts';
export * from '../guest-list/guest-list.schema.ts';
export * from '../infra/infra.schema.ts';
export * from '../infra/storage-orphans.schema.ts';
export * from '../inventory/inventory.schema.ts';
export * from '../loved-ones/loved-ones.schema.ts';
export * from '../memorial-followers/memorial-followers.schema.ts';
export * from '../memorials/memorials.schema.ts';
export * from '../notifications/notifications.schema.ts';
export * from '../onboarding/onboarding.schema.ts';
export * from '../operator/operator.schema.ts';
export * from '../tasks/tasks.schema.ts';
export * from '../team/team.schema.ts';
export * from '../waitlist/waitlist.schema.ts';
export * from '../wellbeing/wellbeing.schema.ts';
