// Hive Gateway serving the Mesh-composed supergraph (mesh/supergraph.graphql, composed by
// mesh.config.ts), as its documentation sets it up for a slow back office: the configuration file
// the CLI loads, the built-in response cache, identical requests in flight answered once, demand
// control, a time-out and retries on upstream calls, and a plugin for what the gateway leaves to
// plugins: signing in to the two REST services. Each setting and its doc page: bench/peers/README.md.
// Read by `hive-gateway supergraph` (bench/peers.ts starts it).
import { defineConfig, type GatewayPlugin } from '@graphql-hive/gateway';

type MeshFetch = Parameters<NonNullable<GatewayPlugin['onFetch']>>[0]['fetchFn'];

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

/** One service's bearer token, asked for once and again after a 401 (docs/upstream-openapi.yaml's rule). */
function signIn(
  base: string,
  path: string,
  body: Record<string, string>,
  pick: (answer: Record<string, string>) => string,
) {
  let token: Promise<string> | null = null;
  const fresh = (): Promise<string> =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    }).then(async (answer) => {
      if (!answer.ok) throw new Error(`sign-in at ${base}${path} answered ${answer.status}`);
      return pick((await answer.json()) as Record<string, string>);
    });
  return {
    base,
    token: () =>
      (token ??= fresh().catch((error: unknown) => {
        token = null;
        throw error;
      })),
    forget: () => void (token = null),
  };
}

const services = [
  signIn(
    env('INTEGRATION_URL'),
    '/api/signin',
    { salt: env('INTEGRATION_SALT'), api_key: env('INTEGRATION_API_KEY') },
    (answer) => answer['access_token'] ?? '',
  ),
  signIn(
    env('PANEL_URL'),
    '/api/login',
    { salt: env('PANEL_SALT'), api_token: env('PANEL_API_TOKEN') },
    (answer) => answer['token'] ?? '',
  ),
];

/** Adds the service's bearer token to every subgraph call (onFetch, the gateway's hook for it); on a 401, signs in again and repeats the call once. */
function useUpstreamSignIn(): GatewayPlugin {
  // Signed in at start-up, as the site's own server is.
  for (const service of services) service.token().catch(() => undefined);
  return {
    onFetch({ url, fetchFn, setFetchFn }) {
      const service = services.find((s) => url.startsWith(s.base));
      if (!service) return;
      const signed: MeshFetch = async (input, init, ...rest) => {
        const send = async () => {
          const headers = Object.fromEntries(new Headers(init?.headers as HeadersInit | undefined));
          headers['authorization'] = `Bearer ${await service.token()}`;
          return fetchFn(input, { ...init, headers }, ...rest);
        };
        const answer = await send();
        if (answer.status !== 401) return answer;
        service.forget();
        return send();
      };
      setFetchFn(signed);
    },
  };
}

/** This API's demand-control limit and weights (api/src/graphql/armor.ts, schema/base.graphql's @cost). */
const THIS_API = { maxCost: 2500, upstreamFieldCost: 100, largestPage: 100, requestDeadlineMs: 2500 };

export const gatewayConfig = defineConfig({
  // Public data, the same for every visitor: no session, kept as long as this API keeps its reads
  // fresh (CACHE_TTL_SECONDS, 60 s). The cache has no stale-while-revalidate or stale-if-error.
  responseCaching: { session: () => null, ttl: 60_000 },
  // The same query from many visitors at once runs once (the 200 cold loads).
  inboundInflightRequestDeduplication: true,
  // Sized like this API's: a root field is a back-office call (100), a list counts as its largest
  // page (the generated schema has no @listSize), over 2 500 refused before any call.
  demandControl: {
    maxCost: THIS_API.maxCost,
    listSize: THIS_API.largestPage,
    fieldCost: (_field, typeInfo) =>
      typeInfo.getParentType()?.name === 'Query' ? THIS_API.upstreamFieldCost : 0,
  },
  // A call that hangs ends at this API's request deadline; failed calls are tried again once.
  upstreamTimeout: THIS_API.requestDeadlineMs,
  upstreamRetry: { maxRetries: 1, retryDelay: 100 },
  plugins: () => [useUpstreamSignIn()],
});
