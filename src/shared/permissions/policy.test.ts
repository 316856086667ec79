import { describe, expect, it } from 'vitest';
import { isAdmin, judge, onTeam, type Policy, permittedActions } from './policy.ts';

const notePolicy: Policy<{ authorId: string }, 'read' | 'edit'> = {
  sees: onTeam,
  may: { read: () => true, edit: (viewer, note) => isAdmin(viewer) || viewer.userId === note.authorId },
  refusals: { read: 'unused', edit: 'Only its author can edit this note.' },
};
const note = { authorId: 'u1' };

describe('judge', () => {
  it('answers not_found to anyone who cannot see the record, whatever they ask', () => {
    expect(judge(notePolicy, { userId: 'u9', role: null }, 'read', note)).toEqual({ outcome: 'not_found' });
    expect(judge(notePolicy, { userId: null, role: null }, 'edit', note)).toEqual({ outcome: 'not_found' });
  });
  it('answers forbidden, with the reason, to a viewer who sees the record but may not act', () => {
    expect(judge(notePolicy, { userId: 'u2', role: 'support_member' }, 'edit', note)).toEqual({
      outcome: 'forbidden',
      reason: 'Only its author can edit this note.',
    });
  });
  it('allows what the policy allows', () => {
    expect(judge(notePolicy, { userId: 'u1', role: 'support_member' }, 'edit', note)).toEqual({
      outcome: 'allowed',
    });
    expect(judge(notePolicy, { userId: 'u2', role: 'admin' }, 'edit', note)).toEqual({ outcome: 'allowed' });
  });
});

describe('permittedActions', () => {
  it('lists every action, all false for someone who cannot see the record', () => {
    expect(permittedActions(notePolicy, { userId: 'u1', role: null }, note)).toEqual({
      read: false,
      edit: false,
    });
    expect(permittedActions(notePolicy, { userId: 'u2', role: 'support_member' }, note)).toEqual({
      read: true,
      edit: false,
    });
  });
});
