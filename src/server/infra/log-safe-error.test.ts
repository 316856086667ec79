import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.ts';
import { createLogger } from './logger.ts';

const TOKEN = 'SECRET-SESSION-TOKEN-4f1c';

/** A logger that keeps what it writes. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

const failedQuery = () =>
  new DrizzleQueryError(
    'select "user_id" from "sessions" where "token" = $1',
    [TOKEN],
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  );

describe('logging a failed query', () => {
  it('keeps the query and its cause, and never the values it was sent (a session token)', () => {
    const { logger, lines } = capturingLogger();
    logger.error({ err: failedQuery(), path: '/api/dashboard' }, 'database unavailable');
    const written = lines.join('');
    expect(written).not.toContain(TOKEN);
    expect(written).toContain('select \\"user_id\\" from \\"sessions\\"');
    expect(written).toContain('ECONNREFUSED');
  });

  it('cleans an error passed among other arguments (the auth library logs them so) and leaves the rest', () => {
    const serialized = JSON.stringify(['reset-password', failedQuery()].map(logSafeError));
    expect(serialized).not.toContain(TOKEN);
    expect(serialized).toContain('reset-password');
    expect(logSafeError(`Failed query: select 1\nparams: ${TOKEN}`)).toBe(
      'Failed query: select 1\nparams: [not logged]',
    );
  });
});
