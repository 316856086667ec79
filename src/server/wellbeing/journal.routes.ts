import { Hono } from 'hono';
import { detectCrisis } from '../../shared/wellbeing/crisis-detection.ts';
import {
  JOURNAL_MESSAGES,
  journalDraftSchema,
  journalEntryInputSchema,
  journalSearchSchema,
  matchesJournalSearch,
} from '../../shared/wellbeing/journal-input.ts';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../infra/app-error.ts';
import { jsonBodyLimit } from '../infra/body-limit.ts';
import { requireUser, validate } from '../infra/http.ts';
import {
  createJournalEntry,
  deleteJournalDraft,
  deleteJournalEntry,
  findJournalDraft,
  findOwnJournalEntry,
  listJournalEntries,
  saveJournalDraft,
  toEntryView,
  updateJournalEntry,
} from './journal.repository.ts';
import { privateTextOf } from './private-text-for-request.ts';
import './wellbeing-account-data.ts';
import { idParamSchema, isUuid } from './wellbeing-params.ts';

const ownId = (id: string) => {
  if (!isUuid(id)) throw notFound(JOURNAL_MESSAGES.notFound);
  return id;
};

/** /api/journal — the person's own grief journal; no one else can reach any of it. */
/**
 * The crisis check on a saved entry, for the author's own screen only: the answer goes back to
 * them and nowhere else, and nothing about it is stored or counted (decision 033).
 */
const crisisLevelOfEntry = (input: { title?: string | null; body?: string | null }) =>
  detectCrisis(`${input.title ?? ''}\n${input.body ?? ''}`).level;

// An entry may hold 20,000 characters of any script: up to 3 UTF-8 bytes each, more than the 64 KB default.
const journalBodyLimit = () => jsonBodyLimit(160 * 1024);

export const journalRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  // Search decrypts this person's entries and filters them here: the text is never readable in
  // the database, so it cannot be searched there (docs/decisions on journal encryption).
  .get('/entries', validate('query', journalSearchSchema), async (c) => {
    const user = requireUser(c);
    const entries = await listJournalEntries(c.get('deps').db, user.id, privateTextOf(c, user.id));
    const q = c.req.valid('query').q?.trim() ?? '';
    return c.json({
      entries: q ? entries.filter((entry) => matchesJournalSearch(q, entry.title, entry.body)) : entries,
    });
  })
  .post('/entries', journalBodyLimit(), validate('json', journalEntryInputSchema), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    const entry = await createJournalEntry(c.get('deps').db, user.id, input, privateTextOf(c, user.id));
    return c.json({ entry, crisisLevel: crisisLevelOfEntry(input) }, 201);
  })
  .get('/entries/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    const row = await findOwnJournalEntry(c.get('deps').db, user.id, ownId(c.req.valid('param').id));
    return c.json({ entry: toEntryView(row, privateTextOf(c, user.id)) });
  })
  .put(
    '/entries/:id',
    journalBodyLimit(),
    validate('param', idParamSchema),
    validate('json', journalEntryInputSchema),
    async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      const entry = await updateJournalEntry(
        c.get('deps').db,
        user.id,
        ownId(c.req.valid('param').id),
        input,
        privateTextOf(c, user.id),
      );
      return c.json({ entry, crisisLevel: crisisLevelOfEntry(input) });
    },
  )
  .delete('/entries/:id', validate('param', idParamSchema), async (c) => {
    const user = requireUser(c);
    await deleteJournalEntry(c.get('deps').db, user.id, ownId(c.req.valid('param').id));
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
