import { Hono } from 'hono';
import {
  journalDraftSchema,
  journalEntryInputSchema,
  journalSearchSchema,
} from '../../shared/wellbeing/journal-input.ts';
import type { AppEnv } from '../app-env.ts';
import { jsonBodyLimit } from '../infra/body-limit.ts';
import { requireUser, validate } from '../infra/http.ts';
import { submissionKeyOf } from '../infra/make-once.ts';
import { createJournalEntry } from './create-journal-entry.ts';
import { deleteJournalEntry } from './delete-journal-entry.ts';
import { deleteJournalDraft, findJournalDraft, saveJournalDraft } from './journal.repository.ts';
import { privateTextOf } from './private-text-for-request.ts';
import { readJournalEntry } from './read-journal-entry.ts';
import { searchJournalEntries } from './search-journal-entries.ts';
import { updateJournalEntry } from './update-journal-entry.ts';
import './wellbeing-account-data.ts';
import { idParamSchema } from './wellbeing-params.ts';

// An entry may hold 20,000 characters of any script: up to 3 UTF-8 bytes each, more than the 64 KB default.
const journalBodyLimit = () => jsonBodyLimit(160 * 1024);

/** /api/journal — the person's own grief journal; no one else can reach any of it. */
export const journalRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/entries', validate('query', journalSearchSchema), async (c) => {
    const user = requireUser(c);
    const query = c.req.valid('query').q ?? '';
    const entries = await searchJournalEntries(c.get('deps').db, user.id, query, privateTextOf(c, user.id));
    return c.json({ entries });
  })
  .post('/entries', journalBodyLimit(), validate('json', journalEntryInputSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const saved = await createJournalEntry(c.get('deps').db, user.id, input, {
      text: privateTextOf(c, user.id),
      submissionKey: submissionKeyOf(c),
    });
    return c.json(saved, 201);
  })
  .get('/entries/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const entry = await readJournalEntry(c.get('deps').db, user.id, id, privateTextOf(c, user.id));
    return c.json({ entry });
  })
  .put(
    '/entries/:id',
    journalBodyLimit(),
    validate('param', idParamSchema),
    validate('json', journalEntryInputSchema),
    async (c) => {
      const user = requireUser(c);
      const saved = await updateJournalEntry(
        c.get('deps').db,
        user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
        privateTextOf(c, user.id),
      );
      return c.json(saved);
    },
  )
  .delete('/entries/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    await deleteJournalEntry(c.get('deps').db, user.id, c.req.valid('param').id);
    return c.json({ ok: true as const });
  })
  .get('/draft', async (c) => {
    const user = requireUser(c);
    return c.json({ draft: await findJournalDraft(c.get('deps').db, user.id, privateTextOf(c, user.id)) });
  })
  .put('/draft', journalBodyLimit(), validate('json', journalDraftSchema), async (c) => {
    const user = requireUser(c);
    const draft = await saveJournalDraft(
      c.get('deps').db,
      user.id,
      c.req.valid('json'),
      privateTextOf(c, user.id),
    );
    return c.json({ draft });
  })
  .delete('/draft', async (c) => {
    const user = requireUser(c);
    await deleteJournalDraft(c.get('deps').db, user.id);
    return c.json({ ok: true as const });
  });
