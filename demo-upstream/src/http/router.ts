// A tiny path router: "/api/entities/:entity/:id?/:value?" style patterns, "*rest" for the
// remainder. Enough for two small REST services without pulling in a framework.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Reply } from './reply.js';

export type RouteContext = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
};

export type RouteHandler = (ctx: RouteContext) => Reply | Promise<Reply>;

export type Route = {
  method: string;
  pattern: string;
  /** Sign-in and storage are the only calls without a bearer token. */
  open?: boolean;
  handler: RouteHandler;
};

export type RouteMatch =
  { route: Route; params: Record<string, string> } | { methodNotAllowed: string[] } | null;

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i] as string;
    const value = got[i];
    if (part.startsWith('*')) {
      if (value === undefined) return null;
      params[part.slice(1)] = got.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(value);
      continue;
    }
    if (part !== value) return null;
  }
  return got.length <= want.length ? params : null;
}

export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  const allowed: string[] = [];
  const asMethod = method === 'HEAD' ? 'GET' : method;
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    if (route.method === asMethod) return { route, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { methodNotAllowed: allowed } : null;
}
