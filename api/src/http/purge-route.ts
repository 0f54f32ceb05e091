import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import '@agency/server-kit/zod-english';
import { isModelId } from '@agency/rules/model-id';
import { bearerOf, sameSecret } from '@agency/server-kit/bearer-secret';
import type { Logger } from '@agency/server-kit/logger';
import type { ReadCache } from '../cache/read-cache.js';
import { describeScope, type PurgeScope } from '../cache/purge-scope.js';
import { BodyError, readJsonBody } from './read-body.js';
import { exactly, type ApiRoute } from './route.js';
import { sendJson } from './send-json.js';

export const PURGE_PATH = '/admin/purge';

const BODY_LIMIT = 64 * 1024;

// Strict: a misspelt field ({"model": ...}) must be refused, not purge nothing and answer 200.
const purgeBody = z
  .strictObject({
    models: z.optional(
      z
        .array(z.string().check(z.refine(isModelId, 'a model id is 1 to 12 digits, as a string')))
        .check(z.minLength(1), z.maxLength(1000)),
    ),
    boards: z.optional(z.literal(true)),
    content: z.optional(z.literal(true)),
    all: z.optional(z.literal(true)),
  })
  .check(
    z.refine(
      (body) => Object.keys(body).length > 0,
      'name what to purge: {"models": ["48213"]}, {"boards": true}, {"content": true} or {"all": true}',
    ),
  );

export type PurgeDeps = {
  token: string | undefined;
  cache: ReadCache;
  logger: Logger;
  observePurge(scope: PurgeScope): void;
};

/**
 * POST /admin/purge (ADMIN_TOKEN): marks what the body names expired in every instance's read
 * cache (Redis pub/sub) and drops the answers and pages built from it, so the next request loads
 * it fresh (docs/decisions/0022). Without ADMIN_TOKEN the route does not exist (404).
 */
export async function servePurge(req: IncomingMessage, res: ServerResponse, deps: PurgeDeps): Promise<void> {
  if (deps.token === undefined) return sendJson(res, 404, { error: 'Not found' });
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return sendJson(res, 405, { error: 'Use POST.' });
  }
  if (!sameSecret(bearerOf(req.headers.authorization), deps.token)) {
    res.setHeader('www-authenticate', 'Bearer realm="admin"');
    return sendJson(res, 401, { error: 'Send Authorization: Bearer <ADMIN_TOKEN>.' });
  }
  let scope: PurgeScope;
  try {
    // An empty body names nothing, like {}.
    const parsed = purgeBody.safeParse((await readJsonBody(req, BODY_LIMIT)) ?? {});
    if (!parsed.success) return sendJson(res, 400, { error: zodIssues(parsed.error) });
    scope = parsed.data;
  } catch (error) {
    if (error instanceof BodyError) return sendJson(res, error.status, { error: error.message });
    throw error;
  }
  await deps.cache.purge(scope);
  deps.observePurge(scope);
  // What was purged, never who asked with what token.
  deps.logger.info({ purge: describeScope(scope) }, 'cache purged');
  sendJson(res, 200, { purged: scope });
}

export const purgeRoute: ApiRoute<{
  config: { adminToken?: string };
  cache: ReadCache;
  logger: Logger;
  metrics: { observePurge: (scope: PurgeScope) => void };
}> = {
  label: PURGE_PATH,
  matches: exactly(PURGE_PATH),
  create: ({ config, cache, logger, metrics }) => {
    const deps = {
      token: config.adminToken,
      cache,
      logger: logger.child({ component: 'admin' }),
      observePurge: metrics.observePurge,
    };
    return (req, res) => servePurge(req, res, deps);
  },
};

function zodIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}: the body takes models, boards, content, all`;
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
