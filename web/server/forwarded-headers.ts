import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

type Headers = Record<string, string | string[] | undefined>;

// Hop-by-hop headers (RFC 9110, 7.6.1) describe one connection, not the message: never passed on.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
}

function withoutHopByHop(headers: Headers): Record<string, string | string[]> {
  // A connection header may name more headers that belong to this hop only.
  const named = String(headers.connection ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());
  const dropped = new Set([...HOP_BY_HOP, ...named]);
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !dropped.has(name.toLowerCase())) kept[name] = value;
  return kept;
}

/**
 * The headers a visitor's request goes on to the API with. The X-Forwarded-* trio tells the API
 * (TRUST_PROXY=true) who the visitor is, so its per-address rate limits count visitors, not this
 * server. The visitor's own X-Forwarded-* are believed only when this server trusts its proxy too,
 * else anyone could choose an address per request.
 */
export function requestHeadersForApi(
  req: IncomingMessage,
  options: { trustProxy: boolean; requestId: string },
): Record<string, string | string[]> {
  const headers = withoutHopByHop(req.headers);
  // Node has answered `expect: 100-continue` itself; undici sets the API's host from API_URL.
  delete headers.expect;
  delete headers.host;
  const remote = req.socket.remoteAddress ?? 'unknown';
  const incoming = (name: keyof IncomingHttpHeaders) => (options.trustProxy ? req.headers[name] : undefined);
  const chain = incoming('x-forwarded-for');
  headers['x-forwarded-for'] = chain
    ? `${Array.isArray(chain) ? chain.join(', ') : chain}, ${remote}`
    : remote;
  headers['x-forwarded-proto'] =
    first(incoming('x-forwarded-proto')) ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = first(incoming('x-forwarded-host')) ?? req.headers.host;
  if (host) headers['x-forwarded-host'] = host;
  else delete headers['x-forwarded-host'];
  // The id this server gave the request (the visitor's when it was safe), so both access logs match.
  headers['x-request-id'] = options.requestId;
  return headers;
}

/** The API's answer headers as the visitor gets them. */
export function responseHeadersFromApi(headers: Headers): Record<string, string | string[]> {
  return withoutHopByHop(headers);
}
