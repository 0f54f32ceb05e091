import type { Dispatcher } from 'undici';
// @ts-expect-error undici's modules below its index have no types of their own (its index's, used here, describe them).
import apiRequest from 'undici/lib/api/api-request.js';
// @ts-expect-error as above
import { getGlobalDispatcher as globalDispatcher } from 'undici/lib/global.js';

// undici's `request()` without undici's index: the index loads all of undici (fetch, WebSocket,
// EventSource, the cache, the mocks, the proxy agents), about a tenth of the API's start (issue 25),
// for the one function the upstream client calls. These two modules are what the index's `request`
// is made of (its `makeDispatcher`): the global dispatcher (one undici Agent, set on first load, the
// same one the index would use) and the request API called on it. undici is pinned by the lockfile;
// every test that reaches an upstream (resilience, fault matrix, downloads, built main) goes through this.

type RequestOptions = Omit<Dispatcher.RequestOptions, 'origin' | 'path'>;

const request = apiRequest as (
  this: Dispatcher,
  options: Dispatcher.RequestOptions,
) => Promise<Dispatcher.ResponseData>;
const getGlobalDispatcher = globalDispatcher as () => Dispatcher;

/** undici's `request(url, options)` for an absolute URL. */
export function undiciRequest(url: URL, options: RequestOptions): Promise<Dispatcher.ResponseData> {
  return request.call(getGlobalDispatcher(), {
    ...options,
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
  });
}
