import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloLink } from '@apollo/client';
import type { Logger } from '@agency/server-kit/logger';
import type { Track } from '@agency/server-kit/track';
import type { DemoUpstream } from '@agency/demo-upstream/launcher';
import type { PageCache } from './page-cache.js';

/**
 * What the site server needs of the API, however it reaches it: mounted in this process
 * (mounted-api.ts) or forwarded to a standalone API at API_URL (forwarded-api.ts).
 */
export type ApiBackend = {
  /** Answers the API's paths; false when the path is the site's. */
  handle(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /** Request ids, access log lines and request metrics for every request, pages and files too. */
  track: Track;
  /** Where server rendering sends its queries. */
  link: ApolloLink;
  pages: PageCache;
  /** A page's time budget (REQUEST_DEADLINE_MS): its queries give up there, with stale data or a 503. */
  requestDeadlineMs: number;
  /** The panel storage pages load photos and videos from (for the Content-Security-Policy). */
  mediaOrigin: string;
  logger: Logger;
  demo: DemoUpstream | null;
  stop(): Promise<void>;
};
