import { pino, type Logger } from 'pino';

export type { Logger };

// Redaction is a second line of defence: code never passes secrets to the logger on purpose.
export function createLogger(level: string, name = 'api'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['*.authorization', '*.Authorization', '*.salt', '*.api_key', '*.api_token', '*.token', '*.access_token'],
      censor: '[redacted]',
    },
  });
}
