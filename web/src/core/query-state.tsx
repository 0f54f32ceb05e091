import type { ErrorLike } from '@apollo/client';
import { ErrorScreen } from './error-screen';
import { isUpstreamUnavailable } from './error-boundary';

/** What a screen shows when its query failed: 503 when the upstream is down, else a generic error. */
export function QueryError({ error }: { error: ErrorLike }) {
  return <ErrorScreen status={isUpstreamUnavailable(error) ? 503 : 500} />;
}
