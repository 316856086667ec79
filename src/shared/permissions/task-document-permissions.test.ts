import { describe, expect, it } from 'vitest';
import { judge, permittedActions, type Viewer } from './policy.ts';
import { taskDocumentPolicy } from './task-document-permissions.ts';

const cast = {
  admin: { userId: 'u0', role: 'admin' },
  uploader: { userId: 'u1', role: 'support_member' },
  otherMember: { userId: 'u2', role: 'support_member' },
  stranger: { userId: 'u9', role: null },
  signedOut: { userId: null, role: null },
} satisfies Record<string, Viewer>;

describe('taskDocumentPolicy on a member’s document', () => {
  it.each([
    ['admin', { view: true, delete: true }],
    ['uploader', { view: true, delete: true }],
    ['otherMember', { view: true, delete: false }],
    ['stranger', { view: false, delete: false }],
    ['signedOut', { view: false, delete: false }],
  ] as const)('%s may do exactly this', (who, actions) => {
    expect(permittedActions(taskDocumentPolicy, cast[who], { uploadedByUserId: 'u1' })).toEqual(actions);
  });

  it('gives the refusal its reason, and lets nobody but the admin delete an orphaned document', () => {
    expect(judge(taskDocumentPolicy, cast.otherMember, 'delete', { uploadedByUserId: 'u1' })).toEqual({
      outcome: 'forbidden',
      reason: 'Only the person who added a document, or the admin, can delete it.',
    });
    expect(judge(taskDocumentPolicy, cast.uploader, 'delete', { uploadedByUserId: null }).outcome).toBe(
      'forbidden',
    );
    expect(judge(taskDocumentPolicy, cast.admin, 'delete', { uploadedByUserId: null }).outcome).toBe(
      'allowed',
    );
  });
});
