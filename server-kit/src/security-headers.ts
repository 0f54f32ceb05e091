import type { IncomingMessage, ServerResponse } from 'node:http';

// Headers every response carries, from the API and the site server alike. Each surface has its own
// Content-Security-Policy: JSON and downloads need nothing, GraphiQL needs a little, the site more.

/** Features no page of ours uses; video players may still go full screen. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
  'fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** JSON answers, health checks and zip downloads: nothing may load, nothing may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The request reached us over TLS, directly or through a proxy that says so. */
function overTls(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** The headers as [name, value, ...], built once: a cache hit writes them in one writeHead. */
function headerList(csp: string, tls: boolean): string[] {
  return [
    'content-security-policy',
    csp,
    'x-content-type-options',
    'nosniff',
    'referrer-policy',
    'strict-origin-when-cross-origin',
    'x-frame-options',
    'DENY',
    'permissions-policy',
    PERMISSIONS_POLICY,
    'cross-origin-opener-policy',
    'same-origin',
    ...(tls ? ['strict-transport-security', HSTS] : []),
  ];
}
const API_HEADERS = { plain: headerList(API_CSP, false), tls: headerList(API_CSP, true) };

/** The API's security headers for this request, exactly what setSecurityHeaders(req, res, API_CSP) sets. */
export function apiSecurityHeaders(req: IncomingMessage): readonly string[] {
  return overTls(req) ? API_HEADERS.tls : API_HEADERS.plain;
}

/** Set before the response is written; a handler may still replace the CSP (the sandbox page). */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, csp: string): void {
  const list = csp === API_CSP ? apiSecurityHeaders(req) : headerList(csp, overTls(req));
  for (let i = 0; i < list.length; i += 2) res.setHeader(list[i]!, list[i + 1]!);
}

/** Undoes setSecurityHeaders when a path turns out not to be the API's (the site answers it). */
export function clearSecurityHeaders(res: ServerResponse): void {
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
    'cross-origin-opener-policy',
    'strict-transport-security',
  ]) {
    res.removeHeader(name);
  }
}
