import type { Operation } from './operation.js';

/** Past this length a query goes by POST: servers and proxies cap URL lengths (often at 8 KB). */
export const MAX_GET_URL_LENGTH = 8000;

export type HttpRequest = {
  url: string;
  init: RequestInit & { method: 'GET' | 'POST'; headers: Record<string, string> };
};

/**
 * Queries go by GET so the API's response cache and any HTTP cache (ETag, Cache-Control) can
 * answer them; mutations by POST. The API refuses a GET without a non-simple header (its CSRF
 * protection), hence `apollo-require-preflight`.
 */
export function httpRequestFor(
  endpoint: string,
  operation: Operation,
  variables: unknown,
  headers: Record<string, string>,
): HttpRequest {
  const hasVariables = variables !== undefined && variables !== null && Object.keys(variables).length > 0;
  const base = { accept: 'application/json', ...headers };
  if (operation.kind === 'query') {
    const url = new URL(endpoint);
    url.searchParams.set('query', operation.text);
    if (hasVariables) url.searchParams.set('variables', JSON.stringify(variables));
    if (operation.name !== undefined) url.searchParams.set('operationName', operation.name);
    if (url.href.length <= MAX_GET_URL_LENGTH) {
      return {
        url: url.href,
        init: { method: 'GET', headers: { ...base, 'apollo-require-preflight': 'true' } },
      };
    }
  }
  const body = {
    query: operation.text,
    ...(hasVariables ? { variables } : {}),
    ...(operation.name === undefined ? {} : { operationName: operation.name }),
  };
  return {
    url: endpoint,
    init: {
      method: 'POST',
      headers: { ...base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}
