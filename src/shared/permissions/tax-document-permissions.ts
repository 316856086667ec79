import { isAdmin, onTeam, type Policy, type Viewer } from './policy.ts';

export const TAX_DOCUMENT_MESSAGES = {
  replaceForbidden: 'Only the person who kept this file, or the admin, can replace or remove it.',
  notFound: 'Document not found',
  noFile: 'Please choose a file to upload',
  statusInvalid: 'Please choose one of the statuses offered',
  removeForbidden:
    'Only the person who added this document, or the admin, can remove it, and not while someone else’s copy is kept with it.',
  /** Answered when a copy was kept since the sender’s page last showed the document: theirs is not lost unseen. */
  keptMeanwhile:
    'Someone else added a file to this document a moment ago. Have a look at it before replacing it.',
  keptMeanwhileNotRemoved:
    'Someone else added a file to this document a moment ago. Have a look at it before removing it.',
  /** The same, when the copy kept meanwhile is the sender's own, from another window or device. */
  keptMeanwhileByYou:
    'You added another file to this document a moment ago, perhaps in another window. Have a look at it before replacing it.',
  keptMeanwhileByYouNotRemoved:
    'You added another file to this document a moment ago, perhaps in another window. Have a look at it before removing it.',
} as const;

/** A document of the Tax Document Organizer: who kept its file, if anyone, and who added it by hand. */
export type TaxDocumentSubject = {
  fileUploadedByUserId: string | null;
  hasFile: boolean;
  /** Null for a document Harbor built from the inventory and the answers: those are not removed. */
  addedByUserId: string | null;
  isAdded: boolean;
};

type TaxDocumentAction = 'setStatus' | 'attachFile' | 'removeFile' | 'removeDocument';

const keptItOrNoFile = (viewer: Viewer, document: TaxDocumentSubject) =>
  !document.hasFile || (viewer.userId !== null && document.fileUploadedByUserId === viewer.userId);

/**
 * The whole team sees the list and its files, as it sees the inventory they come from, and anyone on
 * it may gather a paper: set a status and keep a file. A file someone else kept is replaced or removed
 * only by them or the admin, so a helper cannot overwrite the executor's copy. A document added by hand
 * is removed by whoever added it or the admin, its file with it, so whoever added it may remove it
 * only while no one else's copy is kept there; the ones Harbor built are marked not needed instead.
 */
export const taxDocumentPolicy: Policy<TaxDocumentSubject, TaxDocumentAction> = {
  sees: onTeam,
  may: {
    setStatus: onTeam,
    attachFile: (viewer, document) => isAdmin(viewer) || keptItOrNoFile(viewer, document),
    removeFile: (viewer, document) => isAdmin(viewer) || keptItOrNoFile(viewer, document),
    removeDocument: (viewer, document) =>
      document.isAdded &&
      (isAdmin(viewer) ||
        (viewer.userId !== null &&
          document.addedByUserId === viewer.userId &&
          keptItOrNoFile(viewer, document))),
  },
  refusals: {
    setStatus: TAX_DOCUMENT_MESSAGES.notFound,
    attachFile: TAX_DOCUMENT_MESSAGES.replaceForbidden,
    removeFile: TAX_DOCUMENT_MESSAGES.replaceForbidden,
    removeDocument: TAX_DOCUMENT_MESSAGES.removeForbidden,
  },
};
