import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPHQL_PATH } from './graphql-route.js';
import { exactly, under, type ApiRoute } from './route.js';

// Apollo's default landing page loads from a CDN, and the site must work offline, so developers
// get GraphiQL served from our own node_modules (its UMD build needs React 18, aliased as react18).
// Found by Node's resolution, not a path from this file: the built server (dist-node/) sits at
// another depth than the sources.
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const ASSETS: Record<string, { file: string; type: string }> = {
  'react.js': { file: join(packageDir('react18'), 'umd/react.production.min.js'), type: 'text/javascript' },
  'react-dom.js': {
    file: join(packageDir('react-dom18'), 'umd/react-dom.production.min.js'),
    type: 'text/javascript',
  },
  'graphiql.js': { file: join(packageDir('graphiql'), 'graphiql.min.js'), type: 'text/javascript' },
  'graphiql.css': { file: join(packageDir('graphiql'), 'graphiql.min.css'), type: 'text/css' },
  // Beside this module in the sources, and copied beside the bundle by scripts/build-servers.mjs.
  'start.js': {
    file: fileURLToPath(new URL('./sandbox-start.js', import.meta.url)),
    type: 'text/javascript',
  },
};

export const SANDBOX_ASSET_PREFIX = '/graphql/sandbox/';

/**
 * GraphiQL 3 from our own origin: external scripts only (sandbox-start.js, no inline script),
 * styles inline because GraphiQL and CodeMirror write style attributes and the page has one
 * small <style> block; fonts and icons as data: URLs.
 */
export const SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>GraphQL sandbox</title>
<link rel="stylesheet" href="${SANDBOX_ASSET_PREFIX}graphiql.css">
<style>html,body,#graphiql{height:100%;margin:0}</style>
</head>
<body>
<div id="graphiql">Loading the GraphQL sandbox…</div>
<script src="${SANDBOX_ASSET_PREFIX}react.js"></script>
<script src="${SANDBOX_ASSET_PREFIX}react-dom.js"></script>
<script src="${SANDBOX_ASSET_PREFIX}graphiql.js"></script>
<script src="${SANDBOX_ASSET_PREFIX}start.js"></script>
</body>
</html>`;

/** A browser opening /graphql (asking for HTML, no query) gets the sandbox. */
export function wantsSandbox(req: IncomingMessage, url: URL): boolean {
  return (
    req.method === 'GET' &&
    url.pathname === GRAPHQL_PATH &&
    // The header first: parsing a long query string on every GraphQL GET costs measurable time.
    (req.headers.accept ?? '').includes('text/html') &&
    !url.searchParams.has('query')
  );
}

export function serveSandboxPage(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(PAGE);
}

export function serveSandboxAsset(name: string, res: ServerResponse): void {
  const asset = ASSETS[name];
  if (!asset) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': `${asset.type}; charset=utf-8`,
    'cache-control': 'public, max-age=86400',
  });
  createReadStream(asset.file)
    .on('error', () => res.destroy())
    .pipe(res);
}

export const sandboxAssetsRoute: ApiRoute = {
  label: '/graphql/sandbox',
  quiet: true,
  matches: under(SANDBOX_ASSET_PREFIX),
  accepts: (req) => req.method === 'GET',
  create: () => (_req, res, url) => serveSandboxAsset(url.pathname.slice(SANDBOX_ASSET_PREFIX.length), res),
};

/** Before the GraphQL route, which answers every other request on its path. */
export const sandboxPageRoute: ApiRoute = {
  label: GRAPHQL_PATH,
  matches: exactly(GRAPHQL_PATH),
  accepts: wantsSandbox,
  create: () => (_req, res) => {
    res.setHeader('content-security-policy', SANDBOX_CSP);
    serveSandboxPage(res);
  },
};
