import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkGuestRows } from '#shared/guest-list/check-guest.ts';
import { guestListCsv } from '#shared/guest-list/guest-list-csv.ts';
import { GUEST_LIST_MESSAGES } from '#shared/guest-list/guest-list-messages.ts';
import { addGuestSchema, importGuestsSchema } from '#shared/guest-list/guest-schemas.ts';
import { readPastedGuests } from '#shared/guest-list/read-pasted-guests.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError, invalidField } from '../infra/app-error.ts';
import { sendPrivateFile } from '../infra/attachment-header.ts';
import { requireUser, validate } from '../infra/http.ts';
import { addGuests } from './add-guests.ts';
import { getGuestList } from './get-guest-list.ts';
import { authorizeGuestList } from './guest-list-access.ts';
import { readGuestCsv } from './read-guest-csv.ts';
import { removeGuest } from './remove-guest.ts';
import { sendInvitations } from './send-invitations.ts';

const listParam = z.object({ memorialId: z.string().max(64) });
const guestParam = listParam.extend({ guestId: z.string().max(64) });

/** Signed in (401), on the team (404) and the admin (403), in that order. */
const admit = (c: Context<AppEnv>, memorialId: string) =>
  authorizeGuestList(c.get('deps').db, requireUser(c).id, memorialId);

function invitationDeps(c: Context<AppEnv>) {
  const { db, rateLimiter, config } = c.get('deps');
  const user = requireUser(c);
  return {
    deps: { db, rateLimiter, appUrl: config.appUrl },
    sender: { id: user.id, name: user.name, ipAddress: c.get('clientIp') },
  };
}

/** /api/memorials/:memorialId/guests: the Guest List Manager, for the loved one's admin only (decision 063). */
export const guestListRoutes = new Hono<AppEnv>()
  .get('/:memorialId/guests', validate('param', listParam), async (c) => {
    const access = await admit(c, c.req.valid('param').memorialId);
    return c.json(await getGuestList(c.get('deps').db, access));
  })
  .get('/:memorialId/guests.csv', validate('param', listParam), async (c) => {
    const access = await admit(c, c.req.valid('param').memorialId);
    const list = await getGuestList(c.get('deps').db, access);
    return sendPrivateFile(c, {
      body: guestListCsv(list.events, list.guests, list.others),
      contentType: 'text/csv; charset=utf-8',
      fileName: `${access.page.slug}-guests.csv`,
    });
  })
  .post('/:memorialId/guests', validate('param', listParam), validate('json', addGuestSchema), async (c) => {
    const { page } = await admit(c, c.req.valid('param').memorialId);
    const { guests } = checkGuestRows([{ line: 1, ...c.req.valid('json') }]);
    const result = await addGuests(c.get('deps').db, page.id, guests);
    if (result.duplicates > 0) throw invalidField('email', GUEST_LIST_MESSAGES.alreadyOnList, 'CONFLICT');
    if (result.added === 0) throw new AppError('CONFLICT', GUEST_LIST_MESSAGES.listFull);
    return c.json({ added: result.added }, 201);
  })
  // Pasted lines or a CSV file's text: the good lines are added, each bad one comes back with its number.
  .post(
    '/:memorialId/guests/import',
    validate('param', listParam),
    validate('json', importGuestsSchema),
    async (c) => {
      const { page } = await admit(c, c.req.valid('param').memorialId);
      const { format, text } = c.req.valid('json');
      const read = format === 'csv' ? readGuestCsv(text) : readPastedGuests(text);
      const result = await addGuests(c.get('deps').db, page.id, read.guests);
      const problems = [...read.problems, ...result.problems].sort((a, b) => a.line - b.line);
      return c.json({ added: result.added, duplicates: result.duplicates, problems });
    },
  )
  .post('/:memorialId/guests/invitations', validate('param', listParam), async (c) => {
    const access = await admit(c, c.req.valid('param').memorialId);
    const { deps, sender } = invitationDeps(c);
    return c.json(await sendInvitations(deps, access, sender, { pending: true }));
  })
  .post('/:memorialId/guests/:guestId/invitation', validate('param', guestParam), async (c) => {
    const { memorialId, guestId } = c.req.valid('param');
    const access = await admit(c, memorialId);
    const { deps, sender } = invitationDeps(c);
    return c.json(await sendInvitations(deps, access, sender, { guestId }));
  })
  .delete('/:memorialId/guests/:guestId', validate('param', guestParam), async (c) => {
    const { memorialId, guestId } = c.req.valid('param');
    const { page } = await admit(c, memorialId);
    await removeGuest(c.get('deps').db, page.id, guestId);
    return c.json({ deleted: true as const });
  });
