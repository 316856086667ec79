import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { taskDocumentPolicy } from '#shared/permissions/task-document-permissions.ts';
import { TASK_MESSAGES, taskPolicy } from '#shared/permissions/task-permissions.ts';
import { fullName, personName } from '#shared/team/person-name.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { AppDeps } from '../app-env.ts';
import { profiles, users } from '../auth/auth.schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../infra/app-error.ts';
import { authorize, authorizeRemoval } from '../infra/authorize.ts';
import { deletedUnlessSaved, deleteFilesAfterCommit } from '../infra/delete-stored-files.ts';
import { makeOnce } from '../infra/make-once.ts';
import { isUuid } from '../loved-ones/loved-one-access.ts';
import { requireTaskForUser } from './find-task-for-user.ts';
import { taskDocuments } from './tasks.schema.ts';

const taskDocumentKey = (lovedOneId: string, taskId: string, documentId: string) =>
  `task-documents/${lovedOneId}/${taskId}/${documentId}`;

/**
 * Stores the bytes first and then the row, so a listed document always has its file. The same file sent
 * again with its submission key (its answer lost on the way) leads to the document saved the first time
 * (makeOnce, decision 080), and this request's copy of the file, which no row names, goes. The sender's
 * right to edit the task is asked again on its row, locked: a file takes a while to arrive, and a task
 * given to someone else meanwhile (or its sender's place on the team ended) is no longer theirs to add to.
 */
export async function attachTaskDocument(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  input: {
    task: { id: string; lovedOneId: string; title: string };
    uploadedByUserId: string;
    fileName: string;
    contentType: string;
    bytes: Uint8Array;
    submissionKey: string | undefined;
  },
) {
  const id = randomUUID();
  const storageKey = taskDocumentKey(input.task.lovedOneId, input.task.id, id);
  await deps.storage.put(storageKey, input.bytes, input.contentType);
  const submission = { userId: input.uploadedByUserId, kind: 'task-document', key: input.submissionKey };
  const saved = await deletedUnlessSaved(
    deps,
    storageKey,
    deps.db.transaction(async (tx) => {
      const locked = await requireTaskForUser(tx, input.uploadedByUserId, input.task.id, { lock: true });
      authorize(taskPolicy, locked.viewer, 'edit', locked.task, TASK_MESSAGES.notFound);
      return makeOnce(
        tx,
        submission,
        async () => {
          const [row] = await tx
            .insert(taskDocuments)
            .values({
              id,
              taskId: input.task.id,
              lovedOneId: input.task.lovedOneId,
              fileName: input.fileName,
              contentType: input.contentType,
              sizeBytes: input.bytes.byteLength,
              storageKey,
              uploadedByUserId: input.uploadedByUserId,
            })
            .returning();
          if (!row) throw new Error('insert returned no row');
          // The team's feed learns of the document in the same transaction that lists it.
          await recordActivity(tx, {
            lovedOneId: input.task.lovedOneId,
            kind: 'document_added',
            actorUserId: input.uploadedByUserId,
            taskId: input.task.id,
            label: input.task.title,
          });
          return row;
        },
        (madeId) => requireTaskDocument(tx, input.task.id, madeId),
      );
    }),
  );
  if (saved.id !== id) await deleteFilesAfterCommit(deps, [storageKey]);
  return saved;
}

export async function listTaskDocuments(db: Db, taskId: string) {
  const rows = await db
    .select({
      document: taskDocuments,
      profileFirstName: profiles.firstName,
      profileLastName: profiles.lastName,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(taskDocuments)
    .leftJoin(users, eq(users.id, taskDocuments.uploadedByUserId))
    .leftJoin(profiles, eq(profiles.userId, taskDocuments.uploadedByUserId))
    .where(eq(taskDocuments.taskId, taskId))
    .orderBy(asc(taskDocuments.createdAt), asc(taskDocuments.id));
  return rows.map((row) => ({
    ...row.document,
    uploadedByName: fullName(personName(row)),
  }));
}

/** One of this task's documents, if it is there; a document of another task is not. */
async function findTaskDocument(db: Db, taskId: string, documentId: string) {
  if (!isUuid(documentId)) return undefined;
  const [row] = await db
    .select()
    .from(taskDocuments)
    .where(and(eq(taskDocuments.id, documentId), eq(taskDocuments.taskId, taskId)));
  return row;
}

/** The document of this task, or 404 (an id from another task is not found here). */
export async function requireTaskDocument(db: Db, taskId: string, documentId: string) {
  const row = await findTaskDocument(db, taskId, documentId);
  if (!row) throw notFound('Document not found');
  return row;
}

/**
 * Deletes the row and then its file, once the viewer may (403 otherwise). A document already gone
 * is removed as far as anyone asked (decision 081).
 */
export async function removeTaskDocument(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  input: { userId: string; taskId: string; documentId: string },
) {
  const { task, viewer } = await requireTaskForUser(deps.db, input.userId, input.taskId);
  const found = await findTaskDocument(deps.db, task.id, input.documentId);
  const document = authorizeRemoval(taskDocumentPolicy, viewer, 'delete', found);
  if (!document) return;
  await deps.db.delete(taskDocuments).where(eq(taskDocuments.id, document.id));
  await deleteFilesAfterCommit(deps, [document.storageKey]);
}
