import { createAuthMiddleware } from 'better-auth/api';
import type { AuthPolicyDeps } from './auth-hook-context.ts';
import {
  afterResetPassword,
  beforeChangePassword,
  beforeResetPassword,
  beforeResetRequest,
} from './password-reset-policy.ts';
import { beforeGetSession } from './session-events.ts';
import { afterSignIn, beforeSignIn } from './sign-in-policy.ts';
import { afterSignUp, beforeSignUp } from './sign-up-policy.ts';
import {
  afterPasswordConfirmed,
  afterVerifyCode,
  beforePasswordConfirmed,
  beforeVerifyCode,
} from './two-factor-policy.ts';

/**
 * Harbor's account rules run inside Better Auth's own pipeline, on its own paths, so the same rules
 * hold for the SPA's requests and for server code calling `auth.api.*` (one code path; docs/decisions/011).
 */
export function createAuthHooks(deps: AuthPolicyDeps) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/sign-up/email':
          return beforeSignUp(deps, ctx);
        case '/sign-in/email':
          return beforeSignIn(deps, ctx);
        case '/request-password-reset':
          return beforeResetRequest(deps, ctx);
        case '/reset-password':
          return beforeResetPassword(ctx);
        case '/change-password':
          return beforeChangePassword(ctx);
        case '/get-session':
          return beforeGetSession(deps, ctx);
        case '/two-factor/verify-totp':
          return beforeVerifyCode(deps, ctx, 'totp');
        case '/two-factor/verify-backup-code':
          return beforeVerifyCode(deps, ctx, 'backup');
        case '/two-factor/enable':
        case '/two-factor/disable':
        case '/two-factor/generate-backup-codes':
          return beforePasswordConfirmed(deps, ctx);
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case '/sign-up/email':
          return afterSignUp(deps, ctx);
        case '/sign-in/email':
          return afterSignIn(deps, ctx);
        case '/reset-password':
          return afterResetPassword(deps, ctx);
        case '/two-factor/verify-totp':
          return afterVerifyCode(deps, ctx, 'totp');
        case '/two-factor/verify-backup-code':
          return afterVerifyCode(deps, ctx, 'backup');
        case '/two-factor/enable':
        case '/two-factor/disable':
        case '/two-factor/generate-backup-codes':
          return afterPasswordConfirmed(deps, ctx);
      }
    }),
  };
}
