import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publishedSdl } from '@agency/schema/sdl';
import { loadTypeDefs } from '../graphql/type-defs.js';
import { exactly, type ApiRoute } from './route.js';

export const SCHEMA_PATH = '/graphql/schema.graphql';

// The schema changes only with a deploy: caches may keep it a while, then revalidate by ETag.
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

/** Built once at start-up: a GET answers the same bytes and ETag until the process restarts. */
export function createSchemaRoute(
  typeDefs = loadTypeDefs(),
): (req: IncomingMessage, res: ServerResponse) => void {
  const body = Buffer.from(publishedSdl(typeDefs), 'utf8');
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        allow: 'GET, HEAD',
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end('Use GET.\n');
      return;
    }
    // A public document without credentials: any page may read it (a partner's schema explorer,
    // a code generator running in a browser), so the wildcard is safe here, unlike on /graphql.
    const headers = {
      etag,
      'cache-control': CACHE_CONTROL,
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag',
    };
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

export const schemaRoute: ApiRoute = {
  label: SCHEMA_PATH,
  matches: exactly(SCHEMA_PATH),
  create: () => createSchemaRoute(),
};

/** If-None-Match compares weakly (RFC 9110 13.1.2): a proxy may have turned our tag into W/"...". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
