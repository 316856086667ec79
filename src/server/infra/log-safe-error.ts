import pino from 'pino';

/**
 * A failed query's error carries the values it was sent: Drizzle writes them into its message (and so
 * into its stack) as "params: …", and keeps them in `params`. Those values are session tokens, reset
 * tokens and people's words, so a log line keeps the query and drops the values, in the error and in
 * each of its causes.
 */
const QUERY_VALUES = /\nparams: [^\n]*/g;
const WITHOUT_VALUES = '\nparams: [not logged]';
const MAX_CAUSES = 5;

export const withoutQueryValues = (text: string) => text.replace(QUERY_VALUES, WITHOUT_VALUES);

const withoutValues = (text: unknown) => (typeof text === 'string' ? withoutQueryValues(text) : text);

type SerializedError = Record<string, unknown> & { cause?: unknown };

function cleaned(serialized: SerializedError, depth: number): SerializedError {
  const { params: _params, cause, ...rest } = serialized;
  const safe: SerializedError = {
    ...rest,
    message: withoutValues(rest.message),
    stack: withoutValues(rest.stack),
  };
  if (cause && typeof cause === 'object' && depth < MAX_CAUSES)
    safe.cause = cleaned(cause as SerializedError, depth + 1);
  return safe;
}

/** pino's error serializer, without the values a failed query was sent. */
export function logSafeError(error: unknown): unknown {
  if (!(error instanceof Error)) return withoutValues(error);
  return cleaned(pino.stdSerializers.errWithCause(error) as unknown as SerializedError, 0);
}
