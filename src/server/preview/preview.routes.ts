import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { PASSCODE_MESSAGES, passcodeSchema } from '#shared/validation/passcode.ts';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../infra/app-error.ts';
import { validate } from '../infra/http.ts';
import { logSecurityEvent } from '../infra/security-log.ts';
import {
  issuePreviewToken,
  isValidPreviewToken,
  PREVIEW_COOKIE,
  PREVIEW_TOKEN_TTL_SECONDS,
  passcodeMatches,
} from './preview-token.ts';

/** 5 wrong passcodes per client in 15 minutes; only failures count. */
export const PASSCODE_FAILURE_RULE = { name: 'preview-passcode', points: 5, windowSeconds: 15 * 60 };

export const previewRoutes = new Hono<AppEnv>()
  .get('/status', (c) => {
    const { config } = c.get('deps');
    const required = config.previewPasscode !== undefined;
    return c.json({
      required,
      granted: !required || isValidPreviewToken(getCookie(c, PREVIEW_COOKIE), config.authSecret),
    });
  })
  .post('/', validate('json', passcodeSchema), async (c) => {
    const { config, rateLimiter, db } = c.get('deps');
    const ip = c.get('clientIp');
    const before = await rateLimiter.peek(PASSCODE_FAILURE_RULE, ip);
    if (!before.allowed) {
      throw new AppError('RATE_LIMITED', PASSCODE_MESSAGES.tooMany, {
        retryAfterSeconds: before.retryAfterSeconds,
      });
    }
    const { passcode } = c.req.valid('json');
    const expected = config.previewPasscode;
    if (expected !== undefined && !passcodeMatches(passcode, expected)) {
      const after = await rateLimiter.consume(PASSCODE_FAILURE_RULE, ip);
      await logSecurityEvent(db, {
        type: after.allowed ? 'preview_passcode_failed' : 'rate_limit_exceeded',
        ipAddress: ip,
        details: { endpoint: 'preview-passcode' },
      });
      throw new AppError('BAD_REQUEST', PASSCODE_MESSAGES.invalid);
    }
    setCookie(c, PREVIEW_COOKIE, issuePreviewToken(config.authSecret), {
      httpOnly: true,
      secure: config.isProduction,
      sameSite: 'Lax',
      path: '/',
      maxAge: PREVIEW_TOKEN_TTL_SECONDS,
    });
    return c.json({ valid: true as const });
  });
