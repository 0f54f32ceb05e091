import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import { noteOperation } from '@agency/server-kit/request-context';
import { GRAPHQL_LIMITS } from '../graphql/armor.js';
import { REQUEST_MAX_BYTES } from '../modules/submissions/photos.js';
import { operationOf } from '../observability/operation-names.js';
import type { Encoding } from '@agency/server-kit/compression';
import { answerEncoding, encodeAnswer, encodedEtag, VARY_ENCODING } from './answer-encoding.js';
import { checkContentType, checkOperationBody, checkTokenCount } from './graphql-request-checks.js';
import { BodyError, readJsonBody } from './read-body.js';

// Reading a GraphQL request off the wire and writing Apollo's answer back: the HTTP edges of
// /graphql, apart from who may call and what it costs (graphql-route.ts).

const JSON_BODY_LIMIT = 1024 * 1024;
// Our own per-photo check (15 MB) reports the precise reason; this is only a backstop.
const UPLOAD_LIMITS = { maxFileSize: REQUEST_MAX_BYTES, maxFiles: 6 };
/** Room for the form fields around the photos in one multipart request. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * The operation of a POST (JSON, or multipart with photos) checked for shape and size before it is
 * parsed; a GET's query is checked for size. Throws BodyError (or a status error) on refusal.
 */
export async function readGraphQLRequest(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<{ body: unknown; upload: boolean }> {
  let body: unknown;
  let upload = false;
  const type = req.headers['content-type'] ?? '';
  if (req.method === 'POST') checkContentType(type);
  if (req.method === 'POST' && type.startsWith('multipart/form-data')) {
    // A declared size past the limit is refused before a byte of it is read.
    if (Number(req.headers['content-length'] ?? 0) > REQUEST_MAX_BYTES + MULTIPART_OVERHEAD) {
      throw new BodyError(413, 'The upload is larger than 100 MB.');
    }
    upload = true;
    // Loaded with the first upload: few requests are multipart.
    const { processRequest } = await import('graphql-upload-minimal');
    body = await processRequest(req, res, UPLOAD_LIMITS);
  } else if (req.method === 'POST') {
    body = await readJsonBody(req, JSON_BODY_LIMIT);
  }
  if (req.method === 'POST') checkOperationBody(body);
  if (req.method === 'POST') noteOperation(operationOf(body as { operationName?: unknown; query?: unknown }));
  checkTokenCount(
    req.method === 'POST' ? (body as { query?: unknown }).query : url.searchParams.get('query'),
    GRAPHQL_LIMITS.maxTokens,
  );
  return { body, upload };
}

/** The request's headers as Apollo takes them. */
export function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * Apollo's answer on the wire, its Vary merged with ours (CORS), compressed as the client accepts
 * (answer-encoding.ts), the same bytes and headers a response-cache hit sends. An answer the
 * response cache did not keep (a POST, an error) says `no-store`, as Apollo's cache-control plugin
 * (off) said.
 */
export async function writeGraphQLAnswer(
  req: Pick<IncomingMessage, 'headers'>,
  res: ServerResponse,
  answer: HTTPGraphQLResponse,
  /** The body in a coding; the response cache's keeps it with the answer it stored (ResponseCache.encode). */
  encode: (body: string, encoding: Encoding, etag: string | undefined) => Buffer = encodeAnswer,
): Promise<void> {
  const vary = res.getHeader('vary');
  for (const [name, value] of answer.headers)
    res.setHeader(name, name === 'vary' && vary !== undefined ? `${value}, ${String(vary)}` : value);
  res.appendHeader('vary', VARY_ENCODING);
  if (!answer.headers.has('cache-control')) res.setHeader('cache-control', 'no-store');
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    const body = answer.body.string;
    const encoding = answerEncoding(req, Buffer.byteLength(body));
    if (encoding === null) return void res.end(body);
    const etag = answer.headers.get('etag');
    if (etag !== undefined) res.setHeader('etag', encodedEtag(etag, encoding));
    res.setHeader('content-encoding', encoding);
    res.end(encode(body, encoding, etag));
  } else {
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  }
}
