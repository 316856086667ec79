import { isAdmin, onTeam, type Policy } from './policy.ts';

const DELETE_DOCUMENT_FORBIDDEN = 'Only the person who added a document, or the admin, can delete it.';

/** A document attached to a task; the uploader is null once their account is gone. */
type TaskDocumentSubject = { uploadedByUserId: string | null };

/** Everyone on the team reads what is attached; only the admin or whoever added it deletes it. */
export const taskDocumentPolicy: Policy<TaskDocumentSubject, 'view' | 'delete'> = {
  sees: onTeam,
  may: {
    view: () => true,
    delete: (viewer, document) =>
      isAdmin(viewer) || (viewer.userId !== null && document.uploadedByUserId === viewer.userId),
  },
  refusals: { view: DELETE_DOCUMENT_FORBIDDEN, delete: DELETE_DOCUMENT_FORBIDDEN },
};
