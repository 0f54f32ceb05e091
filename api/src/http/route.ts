import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers one request on a route's paths. */
export type Serve = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void;

/**
 * One of the API's routes, declared in the module that serves it and listed once in api-routes.ts,
 * which the handler, the access log's route labels and a forwarding site server all read.
 * `Parts` names what the route needs of the running API (api-parts.ts), no more.
 */
export type ApiRoute<Parts = unknown> = {
  /** Its label in the access log and metrics: a fixed name, never the path itself (ids, file names). */
  label: string;
  /** Routine traffic (probes, scrapes, GraphiQL's files, resized images): logged at debug only. */
  quiet?: boolean;
  matches(pathname: string): boolean;
  /** A further condition on the request; when it says no, the routes after this one are tried. */
  accepts?(req: IncomingMessage, url: URL): boolean;
  /** false: a site in front of a standalone API does not forward it (the route says why). */
  forwarded?: false;
  /** Called once when the API starts. */
  create(parts: Parts): Serve;
};

export const exactly =
  (path: string) =>
  (pathname: string): boolean =>
    pathname === path;

export const under =
  (prefix: string) =>
  (pathname: string): boolean =>
    pathname.startsWith(prefix);
