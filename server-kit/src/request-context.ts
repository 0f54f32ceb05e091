import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the logs and metrics need to know about the request (or background job) being served. */
export type RequestContext = {
  requestId: string;
  /** A bounded label: see operation-names.ts and the ROUTES of track. */
  route: string;
  operation?: string;
  /** The partner app's name (from its key; never the key), for the access log. */
  partner?: string;
  /** Routine traffic (health checks, scrapes, files, cache hits): access-logged at debug only. */
  quiet?: boolean;
  /** Time and upstream calls the request may still spend (limits/request-budget.ts); none for jobs. */
  budget?: { deadline: number; callsLeft: number };
};

const storage = new AsyncLocalStorage<RequestContext>();

// Ids from a proxy or a partner are accepted only in this shape, so a header cannot inject text
// into log lines or upstream headers.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when it is safe to carry on, else a fresh one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_ID.test(value) ? value : randomUUID();
}

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** Work outside a visitor's request (an outbox delivery) gets its own id, so its log lines group. */
export function runAsJob<T>(kind: string, work: () => T): T {
  return storage.run({ requestId: `${kind}-${randomUUID()}`, route: kind }, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Names the route of the current request (and whether it is routine traffic) for its access log. */
export function noteRoute(route: string, options: { quiet?: boolean } = {}): void {
  const context = storage.getStore();
  if (!context) return;
  context.route = route;
  if (options.quiet !== undefined) context.quiet = options.quiet;
}

export function noteOperation(operation: string): void {
  const context = storage.getStore();
  if (context) context.operation = operation;
}

/** Names the partner app whose key the current request came with. */
export function notePartner(name: string): void {
  const context = storage.getStore();
  if (context) context.partner = name;
}
