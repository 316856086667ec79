import { describe, expect, it } from 'vitest';
import { judge, type Viewer } from './policy.ts';
import { taxDocumentPolicy } from './tax-document-permissions.ts';

const admin: Viewer = { userId: 'a', role: 'admin' };
const keeper: Viewer = { userId: 'k', role: 'support_member' };
const helper: Viewer = { userId: 'h', role: 'support_member' };
const stranger: Viewer = { userId: 's', role: null };

const built = { addedByUserId: null, isAdded: false };
const keptBy = (userId: string | null) => ({ fileUploadedByUserId: userId, hasFile: true, ...built });
const empty = { fileUploadedByUserId: null, hasFile: false, ...built };
const addedBy = (userId: string | null) => ({ ...empty, addedByUserId: userId, isAdded: true });

describe('taxDocumentPolicy', () => {
  it('lets anyone on the team set a status and keep the first copy; a stranger finds nothing', () => {
    for (const viewer of [admin, keeper, helper]) {
      expect(judge(taxDocumentPolicy, viewer, 'setStatus', empty).outcome).toBe('allowed');
      expect(judge(taxDocumentPolicy, viewer, 'attachFile', empty).outcome).toBe('allowed');
    }
    expect(judge(taxDocumentPolicy, stranger, 'setStatus', empty).outcome).toBe('not_found');
    expect(judge(taxDocumentPolicy, stranger, 'attachFile', keptBy('s')).outcome).toBe('not_found');
  });

  it('leaves a kept copy to its keeper and the admin, also once the keeper’s account is gone', () => {
    for (const action of ['attachFile', 'removeFile'] as const) {
      expect(judge(taxDocumentPolicy, keeper, action, keptBy('k')).outcome).toBe('allowed');
      expect(judge(taxDocumentPolicy, admin, action, keptBy('k')).outcome).toBe('allowed');
      expect(judge(taxDocumentPolicy, helper, action, keptBy('k')).outcome).toBe('forbidden');
      expect(judge(taxDocumentPolicy, helper, action, keptBy(null)).outcome).toBe('forbidden');
      expect(judge(taxDocumentPolicy, admin, action, keptBy(null)).outcome).toBe('allowed');
    }
  });

  it('lets whoever added a document by hand, or the admin, remove it; never one Harbor built', () => {
    expect(judge(taxDocumentPolicy, keeper, 'removeDocument', addedBy('k')).outcome).toBe('allowed');
    expect(judge(taxDocumentPolicy, admin, 'removeDocument', addedBy('k')).outcome).toBe('allowed');
    expect(judge(taxDocumentPolicy, admin, 'removeDocument', addedBy(null)).outcome).toBe('allowed');
    expect(judge(taxDocumentPolicy, helper, 'removeDocument', addedBy('k')).outcome).toBe('forbidden');
    expect(judge(taxDocumentPolicy, helper, 'removeDocument', addedBy(null)).outcome).toBe('forbidden');
    expect(judge(taxDocumentPolicy, admin, 'removeDocument', empty).outcome).toBe('forbidden');
    expect(judge(taxDocumentPolicy, stranger, 'removeDocument', addedBy('s')).outcome).toBe('not_found');
    // Removing the document removes its file: not while someone else's copy is kept with it.
    const withCopy = (keptByUserId: string) => ({
      ...addedBy('h'),
      fileUploadedByUserId: keptByUserId,
      hasFile: true,
    });
    expect(judge(taxDocumentPolicy, helper, 'removeDocument', withCopy('a')).outcome).toBe('forbidden');
    expect(judge(taxDocumentPolicy, helper, 'removeDocument', withCopy('h')).outcome).toBe('allowed');
    expect(judge(taxDocumentPolicy, admin, 'removeDocument', withCopy('h')).outcome).toBe('allowed');
  });
});
