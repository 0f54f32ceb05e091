import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

/**
 * A typed document as the generated code gives it (`TypedDocumentString`, a String carrying the
 * result and variables types). Typed as a String so an AST `TypedDocumentNode`, which this client
 * cannot print without the graphql library, is refused at compile time.
 */
// eslint-disable-next-line @typescript-eslint/no-wrapper-object-types -- TypedDocumentString extends String
export type TypedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & String;

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** What the transport needs to know of a document: GET for queries, POST for the rest. */
export type Operation = { text: string; kind: OperationKind; name: string | undefined };

const KINDS = new Set<string>(['query', 'mutation', 'subscription']);
// Names, punctuation, strings (block strings first) and comments, as GraphQL's lexer sees them.
const TOKEN = /"""(?:\\"""|[^])*?"""|"(?:\\.|[^"\\\n])*"|#[^\n]*|[_A-Za-z][_0-9A-Za-z]*|[{}()[\]]|[^\s,]/g;

/**
 * The kind and name of a document's first operation, found by a small scan at nesting depth 0 (no
 * parser: the SDK has no runtime dependencies). A fragment before the operation is skipped.
 */
export function operationOf(document: unknown): Operation {
  if (typeof document !== 'string' && !(document instanceof String)) {
    throw new TypeError(
      'Expected a document string (codegen `documentMode: "string"`), not a parsed document.',
    );
  }
  const text = String(document);
  let depth = 0;
  let atDefinitionStart = true;
  let kind: OperationKind | undefined;
  for (const [token] of text.matchAll(TOKEN)) {
    if (token.startsWith('#') || token.startsWith('"')) continue;
    if (token === '{' || token === '(' || token === '[') {
      // A document that opens with `{` is an anonymous query.
      if (depth === 0 && atDefinitionStart) return { text, kind: 'query', name: undefined };
      if (depth === 0 && kind !== undefined) return { text, kind, name: undefined };
      depth++;
    } else if (token === '}' || token === ')' || token === ']') {
      depth--;
      if (depth === 0 && token === '}') atDefinitionStart = true;
    } else if (depth === 0 && kind !== undefined) {
      return { text, kind, name: /^[_A-Za-z]/.test(token) ? token : undefined };
    } else if (depth === 0 && atDefinitionStart) {
      atDefinitionStart = false;
      if (KINDS.has(token)) kind = token as OperationKind;
    }
  }
  if (kind !== undefined) return { text, kind, name: undefined };
  throw new TypeError('The document has no operation (query, mutation or subscription).');
}
