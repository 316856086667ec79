import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: pino.LevelWithSilent = 'info'): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'req.headers.cookie', 'headers.cookie'],
      censor: '[redacted]',
    },
  });
}
