import { describe, expect, it } from 'vitest';
import { lovedOneLinkOf, userColumns } from './user-columns.ts';

const tablesNamingAPerson = () => [...new Set(userColumns().map(({ table }) => table))];

describe('which tables hold a loved one’s data', () => {
  // A person's export leaves out rows of loved ones they can no longer open (a removed member), and a
  // removal decides what happens to each of these (remove-member.ts, decision 030). A new table here
  // needs both looked at: add it to this list once it has been.
  it('finds every table that names a person and belongs to a loved one, from the schema', () => {
    const ofALovedOne = tablesNamingAPerson().filter((table) => lovedOneLinkOf(table));
    expect(ofALovedOne).toEqual([
      'activity_events',
      'anniversary_deliveries',
      'digest_deliveries',
      'estate_ledger_entries',
      'executor_expenses',
      'executor_time_entries',
      'inventory_items',
      'loved_one_access',
      'loved_ones',
      'memorial_photos',
      'memorial_tributes',
      'onboarding_answers',
      'support_team_invitations',
      'task_documents',
      'tasks',
      'tax_documents',
      'team_join_requests',
    ]);
  });

  it('reaches a loved one through a parent row (a tribute through its memorial page)', () => {
    expect(lovedOneLinkOf('memorial_tributes')).toEqual({
      table: 'memorial_tributes',
      column: 'memorial_page_id',
      parent: { table: 'memorial_pages', key: 'id', column: 'loved_one_id' },
    });
  });

  it('leaves a person’s own tables unscoped', () => {
    for (const table of ['journal_entries', 'mood_check_ins', 'chat_messages', 'profiles', 'sessions']) {
      expect(lovedOneLinkOf(table), table).toBeUndefined();
    }
  });
});
