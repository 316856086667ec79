import { describe, expect, it } from 'vitest';
import { personalRecordPolicy, personalViewer } from './personal-records.ts';
import { judge, permittedActions, type Viewer } from './policy.ts';

const entry = { ownerId: 'owner' };
const actions = ['read', 'edit', 'delete'] as const;

describe('personal records (journal entry, mood check-in, chat conversation)', () => {
  it.each(actions)('lets the owner %s their own record', (action) => {
    expect(judge(personalRecordPolicy, personalViewer('owner'), action, entry)).toEqual({
      outcome: 'allowed',
    });
  });

  const strangers: [string, Viewer][] = [
    ['someone else', personalViewer('someone-else')],
    ['the admin of a loved one they share', { userId: 'admin', role: 'admin' }],
    ['a support member of a loved one they share', { userId: 'member', role: 'support_member' }],
    ['a signed-out visitor', personalViewer(null)],
  ];
  describe.each(strangers)('to %s', (_, viewer) => {
    it.each(actions)('the record does not exist when they ask to %s it (404, never 403)', (action) => {
      expect(judge(personalRecordPolicy, viewer, action, entry)).toEqual({ outcome: 'not_found' });
    });
    it('offers no action', () => {
      expect(permittedActions(personalRecordPolicy, viewer, entry)).toEqual({
        read: false,
        edit: false,
        delete: false,
      });
    });
  });

  it('offers the owner every action', () => {
    expect(permittedActions(personalRecordPolicy, personalViewer('owner'), entry)).toEqual({
      read: true,
      edit: true,
      delete: true,
    });
  });
});
