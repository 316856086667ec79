import { permittedActions, type Viewer } from '#shared/permissions/policy.ts';
import { taskDocumentPolicy } from '#shared/permissions/task-document-permissions.ts';
import type { listTaskDocuments } from './task-documents.repository.ts';

type TaskDocumentRow = Awaited<ReturnType<typeof listTaskDocuments>>[number];

/** A document as the task page lists it, with what this viewer may do to it. */
export const toTaskDocumentView = (row: TaskDocumentRow, viewer: Viewer) => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  uploadedByName: row.uploadedByName,
  can: permittedActions(taskDocumentPolicy, viewer, row),
});
