// Shapes the admin API (/__demo/*) speaks. The launcher re-exports them for test writers; this file
// holds types only, so importing it pulls in no server code.

export type ServiceName = 'panel' | 'integration';
export type ServiceChoice = ServiceName | 'both';

/** Fault knobs; each one applies to the calls whose path starts with one of `paths` (default: all but /__demo). */
export type FaultSettings = {
  /** Wait this long before answering. */
  latencyMs?: number;
  /** Share of calls (0..1) answered with 500. */
  errorRate?: number;
  /** Every call answers 503. */
  outage?: boolean;
  /** Destroy the socket instead of answering. */
  reset?: boolean;
  /** JSON bodies are cut short, so they no longer parse. */
  malformedJson?: boolean;
  /** JSON bodies carry the wrong types: numbers as strings, `data` lists as objects. */
  wrongTypes?: boolean;
  /** Send the body in small pieces spread over this many milliseconds. */
  trickleMs?: number;
  /** For this long from now, every authenticated call and every sign-in answers 401. */
  unauthorizedForMs?: number;
  /** Path prefixes the faults apply to, e.g. ["/api/talents", "/storage/"]. */
  paths?: string[];
  /** Only the next N matching calls are hit; then the faults switch themselves off. */
  times?: number;
};

export type ReceivedFile = {
  field: string;
  filename: string;
  mimeType: string;
  size: number;
  sha256: string;
};

export type ReceivedEntry = {
  /** The id the panel answered with. */
  id: number;
  entry: 'getScouted' | 'selective' | 'favorites';
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** The Idempotency-Key request header, when the client sent one. */
  idempotencyKey: string | null;
  receivedAt: string;
};

/** Everything the panel accepted, oldest first. Rejected (422) posts are not kept. */
export type ReceivedData = {
  entries: ReceivedEntry[];
  contacts: unknown[];
  favorites: unknown[];
  getScouted: unknown[];
};

/** Calls per "METHOD /path" (query left out), plus their total. Admin calls are not counted. */
export type CallCounts = {
  total: number;
  counts: Record<string, number>;
  /** The last 100 calls, oldest first, with the x-request-id they carried (null when none). */
  recent: RecentCall[];
};

export type RecentCall = { method: string; path: string; requestId: string | null };

/** `POST /__demo/models`: fields the new model must have; the rest is generated. */
/** Fields of the panel's contact record to replace (docs/upstream-openapi.yaml's names). */
export type ContactFields = {
  address?: string;
  email?: string;
  phones?: string[];
  lat?: number;
  lng?: number;
};

export type NewModelFields = {
  name?: string;
  gender?: 'woman' | 'man';
  /** 1938 (fashion) and/or 1939 (comercial); at least one. */
  categories?: number[];
};

/** `PATCH /__demo/models/{id}`: what the agency changed. */
export type ModelEdit = {
  name?: string;
  /** Gives the model a new cover photo (new file names, as an upload in the panel would). */
  newCover?: boolean;
};

/** What `PATCH /__demo/models/{id}` answers: the model's fields as the integration now serves them. */
export type EditedModel = { ok: true; id: number; name: string; cover: string; coverWeb: string };

/** `PATCH /__demo/texts/{key}`: the website text's HTML per language to replace. */
export type TextEdit = { pt?: string; en?: string; es?: string };
