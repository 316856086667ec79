import { Hono } from 'hono';
import { deleteAccount } from '../account/delete-account.ts';
import { findDeletionImpact } from '../account/find-deletion-impact.ts';
import type { AppEnv } from '../app-env.ts';
import { verifiedCallbackPath } from '../auth/sign-up-policy.ts';
import { turnOffTwoFactorForUser } from '../auth/turn-off-two-factor.ts';
import { AppError, notFound } from '../infra/app-error.ts';
import { enforceRateLimit, validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import { listCrisisDailyCounts } from '../wellbeing/crisis-counts.ts';
import { disableUser, enableUser } from './disabled-users.ts';
import { operatorOf, operatorOnly } from './operator-access.ts';
import { listOutbox, retryMail } from './operator-outbox.ts';
import { VERIFICATION_RESEND_RULE, VERIFICATION_RESENT_MOMENTS_AGO } from './operator-rate-limits.ts';
import {
  funnelQuerySchema,
  mailParamSchema,
  outboxQuerySchema,
  securityEventsQuerySchema,
  sendPasscodeSchema,
  userParamSchema,
  usersQuerySchema,
  waitlistExportQuerySchema,
  waitlistQuerySchema,
} from './operator-schemas.ts';
import { listSecurityEvents } from './operator-security-events.ts';
import { findUserForOperator, listUsers } from './operator-users.ts';
import { buildWaitlistCsv, listWaitlist, sendPilotPasscode } from './operator-waitlist.ts';
import { getWeeklyFunnel } from './weekly-funnel.ts';

/** How far back the console's crisis counts go. */
const CRISIS_COUNT_DAYS = 30;

/** What operators do to an account is itself recorded, with who did it. */
async function logOperatorAction(
  c: Parameters<typeof operatorOnly>[0],
  action: string,
  details: Record<string, unknown>,
) {
  await logSecurityEvent(c.get('deps').db, {
    type: 'operator_action',
    userId: c.get('user')?.id ?? null,
    ipAddress: c.get('clientIp'),
    details: { action, ...details },
  });
}

/** An operator acting on their own account would lock themselves out; that is done in Settings. */
function refuseSelf(operatorId: string, userId: string) {
  if (operatorId === userId) {
    throw new AppError('CONFLICT', 'You cannot do this to your own account here. Use Settings instead.');
  }
}

/**
 * The operator console's API (/api/operator/*). Every route answers 404 to anyone who is not an
 * operator, signed in or not, exactly as for an address that does not exist.
 */
export const operatorRoutes = new Hono<AppEnv>()
  .use('*', operatorOnly)
  .get('/me', (c) => c.json({ email: operatorOf(c.get('user')).email }))
  .get('/waitlist', validate('query', waitlistQuerySchema), async (c) =>
    c.json(await listWaitlist(c.get('deps').db, c.req.valid('query'))),
  )
  .get('/waitlist.csv', validate('query', waitlistExportQuerySchema), async (c) => {
    const csv = await buildWaitlistCsv(c.get('deps').db, c.req.valid('query').q);
    await logOperatorAction(c, 'waitlist_exported', {});
    const day = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="harbor-waitlist-${day}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .post('/waitlist/passcode', validate('json', sendPasscodeSchema), async (c) => {
    const { db, config } = c.get('deps');
    const { ids } = c.req.valid('json');
    const queued = await sendPilotPasscode(db, {
      ids,
      passcode: config.previewPasscode,
      appUrl: config.appUrl,
    });
    await logOperatorAction(c, 'pilot_passcode_sent', { count: queued });
    return c.json({ queued });
  })
  // Counts per day only: who was flagged, why and what they wrote are never stored (decision 033).
  .get('/crisis-counts', async (c) =>
    c.json({ days: await listCrisisDailyCounts(c.get('deps').db, CRISIS_COUNT_DAYS) }),
  )
  .get('/funnel', validate('query', funnelQuerySchema), async (c) =>
    c.json(await getWeeklyFunnel(c.get('deps').db, c.req.valid('query').weeks)),
  )
  .get('/users', validate('query', usersQuerySchema), async (c) => {
    const { db, config } = c.get('deps');
    return c.json(await listUsers(db, c.req.valid('query'), config.operatorEmails));
  })
  .post('/users/:userId/disable', validate('param', userParamSchema), async (c) => {
    const operator = operatorOf(c.get('user'));
    const { userId } = c.req.valid('param');
    refuseSelf(operator.id, userId);
    const { db } = c.get('deps');
    if (!(await findUserForOperator(db, userId))) throw notFound();
    await disableUser(db, userId, operator.id);
    await logOperatorAction(c, 'user_disabled', { targetUserId: userId });
    return c.json({ isDisabled: true });
  })
  .post('/users/:userId/enable', validate('param', userParamSchema), async (c) => {
    const { userId } = c.req.valid('param');
    const { db } = c.get('deps');
    if (!(await findUserForOperator(db, userId))) throw notFound();
    await enableUser(db, userId);
    await logOperatorAction(c, 'user_enabled', { targetUserId: userId });
    return c.json({ isDisabled: false });
  })
  .post('/users/:userId/resend-verification', validate('param', userParamSchema), async (c) => {
    const { db, auth } = c.get('deps');
    const user = await findUserForOperator(db, c.req.valid('param').userId);
    if (!user) throw notFound();
    if (user.emailVerified) throw new AppError('CONFLICT', 'This address is already confirmed.');
    await enforceRateLimit(c, VERIFICATION_RESEND_RULE, user.id, VERIFICATION_RESENT_MOMENTS_AGO);
    await auth.api.sendVerificationEmail({
      body: { email: user.email, callbackURL: verifiedCallbackPath(user.email) },
    });
    await logOperatorAction(c, 'verification_resent', { targetUserId: user.id });
    return c.json({ queued: true });
  })
  // The recovery for someone who lost both phone and backup codes, after the checks in decision 021.
  .post('/users/:userId/two-factor/reset', validate('param', userParamSchema), async (c) => {
    const operator = operatorOf(c.get('user'));
    const { userId } = c.req.valid('param');
    refuseSelf(operator.id, userId);
    const { db } = c.get('deps');
    const user = await findUserForOperator(db, userId);
    if (!user) throw notFound();
    const notOn = new AppError('CONFLICT', 'Two-step sign-in is not on for this account.');
    if (!user.twoFactorEnabled) throw notOn;
    const by = { operatorId: operator.id, ipAddress: c.get('clientIp') };
    // Found off under the row's lock: another reset (a double press) turned it off a moment ago.
    if (!(await turnOffTwoFactorForUser(db, userId, by))) throw notOn;
    await logOperatorAction(c, 'two_factor_reset', { targetUserId: userId });
    return c.json({ twoFactorEnabled: false });
  })
  // Before deleting, who else loses what: the loved ones this person manages go for their whole team.
  .get('/users/:userId/deletion-impact', validate('param', userParamSchema), async (c) =>
    c.json(await findDeletionImpact(c.get('deps').db, c.req.valid('param').userId)),
  )
  .delete('/users/:userId', validate('param', userParamSchema), async (c) => {
    const operator = operatorOf(c.get('user'));
    const { userId } = c.req.valid('param');
    refuseSelf(operator.id, userId);
    const deps = c.get('deps');
    if (!(await findUserForOperator(deps.db, userId))) throw notFound();
    await deleteAccount(deps, userId);
    await logOperatorAction(c, 'user_deleted', { targetUserId: userId });
    return c.json({ deleted: true });
  })
  .get('/security-events', validate('query', securityEventsQuerySchema), async (c) =>
    c.json(await listSecurityEvents(c.get('deps').db, c.req.valid('query'))),
  )
  .get('/outbox', validate('query', outboxQuerySchema), async (c) =>
    c.json(await listOutbox(c.get('deps').db, c.req.valid('query'))),
  )
  .post('/outbox/:mailId/retry', validate('param', mailParamSchema), async (c) => {
    const { mailId } = c.req.valid('param');
    await retryMail(c.get('deps').db, mailId);
    await logOperatorAction(c, 'mail_retried', { mailId });
    return c.json({ status: 'pending' as const });
  });
