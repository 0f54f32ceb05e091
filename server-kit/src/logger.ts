import { pino, type Logger } from 'pino';
import { currentRequest } from './request-context.js';

export type { Logger };

// Redaction is a second line of defence: code never passes secrets to the logger on purpose.
export function createLogger(level: string, name = 'api'): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: [
        '*.authorization',
        '*.Authorization',
        '*.salt',
        '*.api_key',
        '*.api_token',
        '*.token',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    // Every line written while a request (or job) is served names it, upstream warnings included.
    mixin: () => {
      const requestId = currentRequest()?.requestId;
      return requestId === undefined ? {} : { requestId };
    },
  });
}
