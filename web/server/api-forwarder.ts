import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Agent, request, type Dispatcher } from 'undici';
import type { Logger } from '@agency/server-kit/logger';
import { currentRequest, requestIdFrom } from '@agency/server-kit/request-context';
import { API_CSP, setSecurityHeaders } from '@agency/server-kit/security-headers';
import { requestHeadersForApi, responseHeadersFromApi } from './forwarded-headers.js';

/** A stopped or missing API refuses at once; one that does not answer the connection is given up on. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * From the request's last byte to the answer's headers: longer than the API's own worst case (an
 * upstream time-out per try, retries, a sign-in), so only a hung API trips it. Bodies are not
 * timed as a whole: a gallery zip streams for minutes.
 */
const HEADERS_TIMEOUT_MS = 60_000;

const UNREACHABLE = 'The API cannot be reached; please try again shortly.';

export type ApiForwarder = {
  /** Streams the request to the API and its answer back; a 502 when the API cannot be reached. */
  forward(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  close(): Promise<void>;
};

export function createApiForwarder(
  apiUrl: string,
  options: { trustProxy: boolean; logger: Logger },
): ApiForwarder {
  const dispatcher = new Agent({
    connect: { timeout: CONNECT_TIMEOUT_MS },
    headersTimeout: HEADERS_TIMEOUT_MS,
  });

  async function forward(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = currentRequest()?.requestId ?? requestIdFrom(req.headers['x-request-id']);
    const controller = new AbortController();
    // The visitor went away (an abandoned upload, a closed tab): the API stops working for nobody.
    const onClose = () => {
      if (!res.writableFinished) controller.abort();
    };
    res.once('close', onClose);
    try {
      let answer: Dispatcher.ResponseData;
      try {
        answer = await request(apiUrl + url.pathname + url.search, {
          method: req.method ?? 'GET',
          headers: requestHeadersForApi(req, { trustProxy: options.trustProxy, requestId }),
          body: bodyOf(req),
          signal: controller.signal,
          dispatcher,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        options.logger.warn({ err: describe(error) }, 'API unreachable');
        sendUnreachable(req, res, url);
        return;
      }
      res.writeHead(answer.statusCode, responseHeadersFromApi(answer.headers));
      try {
        // Node stream to Node stream with backpressure: nothing is held beyond the streams' buffers.
        await pipeline(answer.body, res);
      } catch (error) {
        // The answer was already under way: the visitor gets a cut-off body, as from the API itself.
        if (!controller.signal.aborted)
          options.logger.warn({ err: describe(error) }, 'API answer interrupted');
      }
    } finally {
      res.off('close', onClose);
    }
  }

  // Called once the site's connections are closed: nothing is left waiting for an answer.
  return { forward, close: () => dispatcher.destroy() };
}

/**
 * The request body, streamed as it arrives. Through a PassThrough because undici destroys the body
 * it was given when the API cannot be reached, and destroying the visitor's request would close
 * the connection before the 502 could be sent.
 */
function bodyOf(req: IncomingMessage): PassThrough | undefined {
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0'))
    return undefined;
  const body = new PassThrough();
  req.pipe(body);
  return body;
}

/** A 502 the visitor's client understands: a GraphQL error on /graphql, plain text elsewhere. */
function sendUnreachable(req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (res.headersSent) return void res.destroy();
  setSecurityHeaders(req, res, API_CSP);
  const graphql = url.pathname === '/graphql';
  res.writeHead(502, {
    'content-type': graphql ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    // The rest of an upload would be read for nothing: close instead of draining it.
    ...(req.complete ? {} : { connection: 'close' }),
  });
  res.end(
    graphql
      ? JSON.stringify({ errors: [{ message: UNREACHABLE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] })
      : UNREACHABLE,
  );
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code ?? (error.cause as { code?: string } | undefined)?.code;
  return code ? `${code}: ${error.message}` : error.message;
}
