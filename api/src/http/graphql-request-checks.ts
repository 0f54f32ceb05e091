import { Lexer, Source, TokenKind } from 'graphql';
import { BodyError } from './read-body.js';

// Checks on a POST /graphql before the body is read or handed to Apollo, so bad input costs
// nothing and gets a precise status instead of Apollo's generic 400 or a 500.

const JSON_TYPES = ['application/json', 'application/graphql-response+json'];

/** JSON or multipart (uploads) only; anything else is 415 before a byte of the body is read. */
export function checkContentType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data' || JSON_TYPES.includes(type)) return;
  throw new BodyError(415, 'Send GraphQL requests as application/json (or multipart/form-data for uploads).');
}

/** One operation object per request: arrays (batches) and other JSON values are refused. */
export function checkOperationBody(body: unknown): void {
  if (Array.isArray(body))
    throw new BodyError(400, 'Batched operations are not accepted; send one operation per request.');
  if (typeof body !== 'object' || body === null || typeof (body as { query?: unknown }).query !== 'string') {
    throw new BodyError(400, 'The request body must be a JSON object with a "query" string.');
  }
}

/**
 * Refuses a document of more than `maxTokens` tokens before it is parsed. graphql-armor's token
 * limit throws from a parsing hook, which Apollo answers with a 500; here it is a plain 400, and
 * the lexer stops at the limit, so a huge document costs no more than a small one.
 */
export function checkTokenCount(query: unknown, maxTokens: number): void {
  if (typeof query !== 'string') return;
  const lexer = new Lexer(new Source(query));
  try {
    for (let count = 0; lexer.advance().kind !== TokenKind.EOF;) {
      if (++count > maxTokens) {
        throw new BodyError(400, `Token limit of ${maxTokens} exceeded.`, {
          code: 'GRAPHQL_VALIDATION_FAILED',
          limit: 'tokens',
        });
      }
    }
  } catch (error) {
    // A lexing error is Apollo's to report (as GRAPHQL_PARSE_FAILED).
    if (error instanceof BodyError) throw error;
  }
}
