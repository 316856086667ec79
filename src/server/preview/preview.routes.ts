import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import { passcodeSchema } from '#shared/validation/passcode.ts';
import { PASSCODE_MESSAGES } from '#shared/validation/passcode-messages.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { validate } from '../infra/http.ts';
import { reserveSlot } from '../infra/rate-limit.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import {
  isPreviewRequired,
  issuePreviewToken,
  isValidPreviewToken,
  PREVIEW_COOKIE,
  PREVIEW_TOKEN_TTL_SECONDS,
  passcodeMatches,
} from './preview-token.ts';

/** 5 wrong passcodes per client in 15 minutes; only failures count (the right one is refunded). */
const PASSCODE_FAILURE_RULE = { name: 'preview-passcode', points: 5, windowSeconds: 15 * 60 };

const requireGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPreviewRequired(c.get('deps').config)) {
    throw new AppError('NOT_FOUND', PASSCODE_MESSAGES.notNeeded);
  }
  await next();
});

export const previewRoutes = new Hono<AppEnv>()
  .get('/status', (c) => {
    const { config } = c.get('deps');
    const required = isPreviewRequired(config);
    return c.json({
      required,
      granted: !required || isValidPreviewToken(getCookie(c, PREVIEW_COOKIE), config.authSecret),
    });
  })
  // Without a gate there is nothing to grant: any passcode would be "right", so none is taken.
  .post('/', requireGate, validate('json', passcodeSchema), async (c) => {
    const { config, rateLimiter, db } = c.get('deps');
    const ip = c.get('clientIp');
    // Counted before the passcode is compared, so parallel guesses cannot all pass a look-only check;
    // the right passcode gives its count back.
    const verdict = await reserveSlot(rateLimiter, PASSCODE_FAILURE_RULE, ip);
    if (!verdict.allowed) {
      await logSecurityEvent(db, {
        type: 'rate_limit_exceeded',
        ipAddress: ip,
        details: { endpoint: 'preview-passcode' },
      });
      throw new AppError('RATE_LIMITED', PASSCODE_MESSAGES.tooMany, {
        retryAfterSeconds: verdict.retryAfterSeconds,
      });
    }
    if (!passcodeMatches(c.req.valid('json').passcode, config.previewPasscode ?? '')) {
      await logSecurityEvent(db, {
        type: 'preview_passcode_failed',
        ipAddress: ip,
        details: { endpoint: 'preview-passcode' },
      });
      throw new AppError('BAD_REQUEST', PASSCODE_MESSAGES.invalid);
    }
    await rateLimiter.refund(PASSCODE_FAILURE_RULE, ip);
    setCookie(c, PREVIEW_COOKIE, issuePreviewToken(config.authSecret), {
      httpOnly: true,
      secure: config.isProduction,
      sameSite: 'Lax',
      path: '/',
      maxAge: PREVIEW_TOKEN_TTL_SECONDS,
    });
    return c.json({ valid: true as const });
  });
