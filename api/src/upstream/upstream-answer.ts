import type * as z from 'zod/mini';
import '@agency/server-kit/zod-english';
import type { RequestSpec, UpstreamResponse } from './http-types.js';
import { UpstreamError } from './upstream-error.js';

// Not an ES import of node:http: Node then reads all its exports, and three of them (WebSocket,
// MessageEvent, CloseEvent) load its own copy of undici, ~40 ms of a start (serve.ts likewise).
const { STATUS_CODES } = process.getBuiltinModule('node:http');

type Service = UpstreamError['service'];

/** A 2xx answer's JSON checked against the call's schema; anything else is an UpstreamError. */
export async function parseAnswer<S extends z.ZodMiniType>(
  service: Service,
  spec: RequestSpec<S>,
  response: UpstreamResponse,
): Promise<z.infer<S>> {
  if (!response.ok) throw await statusError(service, spec, response);
  let json: unknown;
  try {
    // The time-out signal also covers the body, so a trickling answer cannot hang us.
    json = await response.body.json();
  } catch (error) {
    const timedOut = isTimeout(error);
    // The status travels with the error: a write whose 2xx body never arrived was still stored.
    throw new UpstreamError(
      service,
      spec.path,
      timedOut ? 'timeout' : 'invalid',
      timedOut ? 'answer too slow' : 'answer is not JSON',
      response.status,
    );
  }
  const parsed = spec.schema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    throw new UpstreamError(
      service,
      spec.path,
      'invalid',
      `unexpected answer shape at ${where?.path.join('.') || '(root)'}: ${where?.message}`,
      response.status,
    );
  }
  return parsed.data;
}

/** The error for a non-2xx answer, with the service's own message when its body has one. */
export async function statusError(
  service: Service,
  spec: { path: string },
  response: UpstreamResponse,
): Promise<UpstreamError> {
  let body: unknown;
  try {
    body = await response.body.json();
  } catch {
    body = undefined;
  }
  const message =
    typeof body === 'object' && body && 'message' in body
      ? String(body.message)
      : (STATUS_CODES[response.status] ?? '');
  return new UpstreamError(
    service,
    spec.path,
    'status',
    `answered ${response.status} ${message}`,
    response.status,
    body,
  );
}

/** Our own time-out (an AbortSignal's reason), as opposed to a refused or reset connection. */
export function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
