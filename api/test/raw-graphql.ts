// Sends any document as an outside caller would (the typed harness.query only sends our own).

export type RawAnswer = {
  status: number;
  headers: Headers;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
    extensions?: { cost?: { requested: number; actual: number; limit: number } };
  };
};

export async function rawGraphQL(
  url: string,
  query: string,
  variables?: Record<string, unknown>,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const method = options.method ?? 'POST';
  const response =
    method === 'GET'
      ? await fetch(
          `${url}/graphql?${new URLSearchParams({ query, ...(variables && { variables: JSON.stringify(variables) }) })}`,
          {
            headers: { 'apollo-require-preflight': 'true', ...options.headers },
          },
        )
      : await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...options.headers },
          body: JSON.stringify({ query, variables }),
        });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as RawAnswer['body'] };
}
