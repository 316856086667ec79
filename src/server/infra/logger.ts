import pino from 'pino';
import { logSafeError } from './log-safe-error.ts';

export type Logger = pino.Logger;

/** `destination` is for tests, which read what was written. */
export function createLogger(
  level: pino.LevelWithSilent = 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
    serializers: { err: logSafeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
