import type { Readable } from 'node:stream';
import type * as z from 'zod/mini';
import { currentRequest } from '@agency/server-kit/request-context';
import type { RequestSpec } from './http-types.js';

/** What goes on the wire for one call: its URL with the query, its headers and its body. */
export function outgoingRequest(
  baseUrl: string,
  spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>,
  token: string | null,
): { url: URL; headers: Record<string, string>; body: string | Readable | undefined } {
  const url = new URL(spec.path, `${baseUrl}/`);
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  // The upstreams can log it too, so one request can be followed across services.
  const requestId = currentRequest()?.requestId;
  if (requestId) headers['x-request-id'] = requestId;
  let body: string | Readable | undefined;
  if (spec.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(spec.json);
  } else if (spec.body) {
    const upload = spec.body();
    Object.assign(headers, upload.headers);
    body = upload.stream;
  }
  return { url, headers, body };
}
