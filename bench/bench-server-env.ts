import { randomBytes } from 'node:crypto';

/**
 * The settings of a Harbor server process in a benchmark: production mode, fresh secrets, sign-up open
 * without verification or passcode, quiet logs. `settings` adds the rest (APP_URL, the database …) and
 * may override these. Made once per benchmark, so every process of a setup shares its secrets.
 */
export const benchServerEnv = (settings: Record<string, string>): Record<string, string> => ({
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('base64'),
  JOURNAL_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  REQUIRE_EMAIL_VERIFICATION: 'false',
  PREVIEW_PASSCODE: '',
  LOG_LEVEL: 'warn',
  ...settings,
});
