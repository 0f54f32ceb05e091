import type { Logger } from '@agency/server-kit/logger';
import { errorMessage } from '@agency/server-kit/error-message';
import type { UpstreamHttpClient } from './http-client.js';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/**
 * Signs in at start and, while the service refuses or is down, keeps trying with backoff so
 * readiness recovers by itself. Requests still sign in on demand meanwhile.
 */
export function keepSigningIn(client: UpstreamHttpClient, logger: Logger): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = (delay: number) => {
    client.signIn().then(
      () => logger.info({ service: client.options.service }, 'signed in'),
      (error: unknown) => {
        if (stopped) return;
        logger.warn(
          { service: client.options.service, err: errorMessage(error) },
          'sign-in failed; will retry',
        );
        timer = setTimeout(() => attempt(Math.min(delay * 2, MAX_DELAY_MS)), delay);
        timer.unref();
      },
    );
  };
  attempt(FIRST_DELAY_MS);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
