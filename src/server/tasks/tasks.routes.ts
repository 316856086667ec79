import { Hono } from 'hono';
import { z } from 'zod';
import { downloadNameOf, fileNameForContent } from '#shared/files/file-names.ts';
import { permittedActions } from '#shared/permissions/policy.ts';
import { TASK_MESSAGES, taskListPolicy, taskPolicy } from '#shared/permissions/task-permissions.ts';
import { createCustomTaskSchema, taskUpdateSchema } from '#shared/tasks/task-schemas.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { authorize } from '../infra/authorize.ts';
import { checkUploadedDocument } from '../infra/check-uploaded-document.ts';
import { fileErrorsAsPage } from '../infra/file-error-page.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { readMultipartForm, uploadBodyLimit } from '../infra/uploaded-file.ts';
import { LOVED_ONE_NOT_FOUND, requireLovedOne } from '../loved-ones/find-loved-one.ts';
import { findOnboardingCompletionPct } from '../loved-ones/find-onboarding-completion.ts';
import { findPlannerName } from '../loved-ones/planner-names.ts';
import { createCustomTask } from './create-custom-task.ts';
import { requireTaskForUser } from './find-task-for-user.ts';
import { listTasks } from './list-tasks.ts';
import { listTeamPeople } from './list-team-people.ts';
import { toTaskDocumentView } from './task-document-view.ts';
import {
  attachTaskDocument,
  listTaskDocuments,
  removeTaskDocument,
  requireTaskDocument,
} from './task-documents.repository.ts';
import { toTaskView } from './task-view.ts';
import { updateTask } from './update-task.ts';

const listQuery = z.object({ lovedOneId: z.string().max(64) });
const taskParam = z.object({ taskId: z.string().max(64) });
const documentParam = taskParam.extend({ documentId: z.string().max(64) });

const NO_FILE_MESSAGE = 'Please choose a file to upload';
export const tasksRoutes = new Hono<AppEnv>()
  // The Tasks tab in one request: the tasks, the viewer's role, the team (assignees) and onboarding.
  .get('/', validate('query', listQuery), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { row, viewer } = await requireLovedOne(db, user.id, c.req.valid('query').lovedOneId);
    const team = await listTeamPeople(db, row.id);
    const [tasks, onboardingCompletionPct] = await Promise.all([
      listTasks(db, row.id, team),
      findOnboardingCompletionPct(db, row.id),
    ]);
    const can = permittedActions(taskListPolicy, viewer, { lovedOneId: row.id });
    return c.json({ tasks, can, team, onboardingCompletionPct });
  })
  .post('/', validate('json', createCustomTaskSchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { lovedOneId, ...task } = c.req.valid('json');
    const { row, viewer } = await requireLovedOne(db, user.id, lovedOneId);
    authorize(taskListPolicy, viewer, 'create', { lovedOneId: row.id }, LOVED_ONE_NOT_FOUND);
    const team = await listTeamPeople(db, row.id);
    const created = await createCustomTask(db, {
      lovedOneId: row.id,
      createdByUserId: user.id,
      task,
      team,
      mail: c.get('deps').config,
      submissionKey: submissionKeyOf(c),
    });
    return c.json({ task: toTaskView(created, team) }, 201);
  })
  .get('/:taskId', validate('param', taskParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { task, viewer } = await requireTaskForUser(db, user.id, c.req.valid('param').taskId);
    const { row: lovedOne } = await requireLovedOne(db, user.id, task.lovedOneId);
    const team = await listTeamPeople(db, task.lovedOneId);
    return c.json({
      task: toTaskView(task, team),
      lovedOne: {
        id: lovedOne.id,
        kind: lovedOne.kind,
        firstName: lovedOne.firstName,
        lastName: lovedOne.lastName,
        nameGiven: lovedOne.nameGiven,
        plannerName: await findPlannerName(db, user.id, lovedOne),
        relationshipToUser: lovedOne.relationshipToUser,
      },
      role: viewer.role,
      can: permittedActions(taskPolicy, viewer, task),
      team,
    });
  })
  .patch('/:taskId', validate('param', taskParam), validate('json', taskUpdateSchema), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { task, viewer } = await requireTaskForUser(db, user.id, c.req.valid('param').taskId);
    const team = await listTeamPeople(db, task.lovedOneId);
    const updated = await updateTask(db, {
      task,
      viewer,
      update: c.req.valid('json'),
      team,
      mail: c.get('deps').config,
    });
    return c.json({ task: toTaskView(updated, team) });
  })
  .get('/:taskId/documents', validate('param', taskParam), async (c) => {
    const user = requireUser(c);
    const { db } = c.get('deps');
    const { task, viewer } = await requireTaskForUser(db, user.id, c.req.valid('param').taskId);
    const rows = await listTaskDocuments(db, task.id);
    return c.json({ documents: rows.map((row) => toTaskDocumentView(row, viewer)) });
  })
  // Whoever may edit the task may attach to it; everyone with access may read what is attached.
  .post('/:taskId/documents', validate('param', taskParam), uploadBodyLimit(), async (c) => {
    const user = requireUser(c);
    const deps = c.get('deps');
    const { task, viewer } = await requireTaskForUser(deps.db, user.id, c.req.valid('param').taskId);
    authorize(taskPolicy, viewer, 'edit', task, TASK_MESSAGES.notFound);
    const { file } = await readMultipartForm(c, 'file');
    if (!file) throw new AppError('VALIDATION_FAILED', NO_FILE_MESSAGE);
    const contentType = await checkUploadedDocument(file);
    await attachTaskDocument(deps, {
      task,
      uploadedByUserId: user.id,
      fileName: fileNameForContent(file.name, contentType),
      contentType,
      bytes: file.bytes,
      submissionKey: submissionKeyOf(c),
    });
    const rows = await listTaskDocuments(deps.db, task.id);
    return c.json({ documents: rows.map((doc) => toTaskDocumentView(doc, viewer)) }, 201);
  })
  // Streamed through the app after the access check: there is no public URL for a document.
  // The app links to it plainly, so a refusal (a document removed meanwhile, a session ended) opens as a
  // page saying why instead of being saved as the file (decision 084).
  .get(
    '/:taskId/documents/:documentId',
    fileErrorsAsPage('We couldn’t open this document'),
    validate('param', documentParam),
    async (c) => {
      const user = requireUser(c);
      const { db, storage } = c.get('deps');
      const { taskId, documentId } = c.req.valid('param');
      const { task } = await requireTaskForUser(db, user.id, taskId);
      const document = await requireTaskDocument(db, task.id, documentId);
      const stored = await storage.get(document.storageKey);
      if (!stored) throw new AppError('NOT_FOUND', 'Document not found');
      return sendPrivateFile(c, {
        body: stored.body,
        contentType: document.contentType,
        fileName: downloadNameOf(document.fileName, document.contentType),
      });
    },
  )
  .delete('/:taskId/documents/:documentId', validate('param', documentParam), async (c) => {
    await removeTaskDocument(c.get('deps'), { userId: requireUser(c).id, ...c.req.valid('param') });
    return c.json({ ok: true as const });
  });
