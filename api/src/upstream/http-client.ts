import type { Logger } from '@agency/server-kit/logger';
import type * as z from 'zod/mini';
import {
  currentBudget,
  MAX_UPSTREAM_CALLS_PER_REQUEST,
  remainingMs,
} from '@agency/server-kit/request-budget';
import { createUpstreamBreaker } from './circuit-breaker.js';
import { sendHttp } from './node-http-send.js';
import { outgoingRequest } from './outgoing-request.js';
import type { RequestSpec, UpstreamResponse, UpstreamSample } from './http-types.js';
import { isTimeout, parseAnswer, statusError } from './upstream-answer.js';
import { UpstreamError } from './upstream-error.js';

export type { Query, RequestSpec, UploadBody, UpstreamResponse } from './http-types.js';

export type HttpClientOptions = {
  service: 'panel' | 'integration';
  baseUrl: string;
  timeoutMs: number;
  readRetries: number;
  logger: Logger;
  /** Signs in and returns the bearer token. */
  signIn: (client: UpstreamHttpClient) => Promise<string>;
  /** How long the circuit breaker fails fast once open; default 10 s. */
  breakerResetMs?: number;
  /** Told about every call sent (status or failure, time to the answer's headers), for metrics. */
  observe?: (sample: UpstreamSample) => void;
};

type Send = (
  spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>,
  token: string | null,
) => Promise<UpstreamResponse>;

const RETRY_BASE_MS = 150;
/** A retry is not worth starting with less of the request's time budget left than this. */
const MIN_ATTEMPT_MS = 250;

/**
 * One client per upstream service: bearer token kept here only, one re-sign-in on a 401,
 * a time-out on every call, bounded retries with backoff for reads, JSON validated with zod.
 */
export class UpstreamHttpClient {
  private token: Promise<string> | null = null;
  private signedIn = false;

  /** Every call to the service, sign-in included, goes through its circuit breaker. */
  private readonly send: Send;

  constructor(readonly options: HttpClientOptions) {
    this.send = createUpstreamBreaker<Parameters<Send>, UpstreamResponse>(
      async (spec, token) => {
        const response = await this.sendOnce(spec, token);
        // A 5xx counts as a failure for the breaker; callers treat it the same as before.
        if (response.status >= 500) throw await statusError(this.options.service, spec, response);
        return response;
      },
      {
        service: options.service,
        resetMs: options.breakerResetMs ?? 10_000,
        logger: options.logger,
        endpointOf: (spec: { path: string }) => spec.path,
        onRefused: (spec: { path: string }) =>
          options.observe?.({
            service: options.service,
            path: spec.path,
            failure: 'breaker_open',
            seconds: 0,
          }),
      },
    );
  }

  get isSignedIn(): boolean {
    return this.signedIn;
  }

  /** Signs in (again); concurrent callers share one sign-in. */
  signIn(): Promise<string> {
    const attempt = this.options.signIn(this).then(
      (token) => {
        this.signedIn = true;
        return token;
      },
      (error: unknown) => {
        this.signedIn = false;
        if (this.token === attempt) this.token = null;
        throw error;
      },
    );
    this.token = attempt;
    return attempt;
  }

  /** A call made without the bearer token (sign-in itself). */
  async requestAnonymous<S extends z.ZodMiniType>(spec: RequestSpec<S>): Promise<z.infer<S>> {
    const response = await this.send(spec, null);
    return parseAnswer(this.options.service, spec, response);
  }

  async request<S extends z.ZodMiniType>(spec: RequestSpec<S>): Promise<z.infer<S>> {
    const response = await this.withRetries(spec, () => this.sendAuthorized(spec));
    return parseAnswer(this.options.service, spec, response);
  }

  /** Like request, but hands back the raw response (for streams) once it is a 2xx. */
  async requestRaw(spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>): Promise<UpstreamResponse> {
    return this.withRetries(spec, () => this.sendAuthorized(spec));
  }

  private async sendAuthorized(spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>): Promise<UpstreamResponse> {
    const token = await (this.token ?? this.signIn());
    const response = await this.send(spec, token);
    if (response.status !== 401) return response;
    await response.body.dump();
    // The token expired: sign in again once (unless another call already did) and repeat once.
    const fresh =
      this.token !== null && (await this.token) !== token ? await this.token : await this.signIn();
    const retried = await this.send(spec, fresh);
    if (retried.status === 401) {
      await retried.body.dump();
      this.signedIn = false;
      throw this.error(spec, 'unauthorized', 'still unauthorized after signing in again', 401);
    }
    return retried;
  }

  private async withRetries(
    spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>,
    attempt: () => Promise<UpstreamResponse>,
  ): Promise<UpstreamResponse> {
    const tries = spec.read ? this.options.readRetries + 1 : 1;
    for (let i = 1; ; i++) {
      try {
        const response = await attempt();
        if (response.ok) return response;
        throw await statusError(this.options.service, spec, response);
      } catch (error) {
        const transient = error instanceof UpstreamError && error.transient;
        if (!transient || i >= tries) throw error;
        const delay = RETRY_BASE_MS * 2 ** (i - 1) * (0.5 + Math.random());
        // Retries happen inside the request's time budget only.
        if (remainingMs() < delay + MIN_ATTEMPT_MS) throw error;
        this.options.logger.warn(
          { endpoint: spec.path, attempt: i, delay: Math.round(delay) },
          `${error.message}; retrying`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  private async sendOnce(
    spec: Omit<RequestSpec<z.ZodMiniType>, 'schema'>,
    token: string | null,
  ): Promise<UpstreamResponse> {
    const { url, headers, body } = outgoingRequest(this.options.baseUrl, spec, token);
    // Uploads and streamed zips keep their own limits; every other call fits the request's budget.
    const ownLimits = spec.body !== undefined || spec.streamBody === true;
    const budget = currentBudget();
    const left = ownLimits ? Infinity : remainingMs();
    if (budget) {
      if (budget.callsLeft <= 0)
        throw this.error(
          spec,
          'budget',
          `over the request's budget of ${MAX_UPSTREAM_CALLS_PER_REQUEST} upstream calls`,
        );
      if (left <= 0) throw this.error(spec, 'deadline', "the request's time budget is spent");
      budget.callsLeft--;
    }
    const controller = new AbortController();
    const ownTimeoutMs = this.options.timeoutMs + (spec.extraTimeoutMs ?? 0);
    const cutByDeadline = left < ownTimeoutMs;
    const timeoutMs = cutByDeadline ? Math.max(1, Math.floor(left)) : ownTimeoutMs;
    // Left running for ordinary calls so it also bounds reading the body (a trickling answer).
    const timer = setTimeout(
      () => controller.abort(new DOMException('no answer', 'TimeoutError')),
      timeoutMs,
    ).unref();
    const started = performance.now();
    const observe = (outcome: { status?: number; failure?: 'timeout' | 'unreachable' }) =>
      this.options.observe?.({
        service: this.options.service,
        path: spec.path,
        ...outcome,
        seconds: (performance.now() - started) / 1000,
      });
    try {
      // Never follows redirects, so an upstream cannot send our bearer token elsewhere.
      const response = await sendHttp(url, {
        method: spec.method,
        headers,
        body,
        signal: controller.signal,
      });
      observe({ status: response.statusCode });
      // A streamed body may take minutes; everything else must be read within the time-out.
      if (spec.streamBody) clearTimeout(timer);
      else response.body.once('close', () => clearTimeout(timer));
      const status = response.statusCode;
      return { status, ok: status >= 200 && status < 300, headers: response.headers, body: response.body };
    } catch (error) {
      clearTimeout(timer);
      if (body && typeof body !== 'string') body.destroy();
      const timedOut = isTimeout(error);
      observe({ failure: timedOut ? 'timeout' : 'unreachable' });
      // Cut short by the request's deadline, the call says nothing about the service's health.
      if (timedOut && cutByDeadline)
        throw this.error(spec, 'deadline', `no answer within the request's remaining ${timeoutMs} ms`);
      throw this.error(
        spec,
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? `no answer within ${this.options.timeoutMs} ms` : `unreachable (${causeOf(error)})`,
      );
    }
  }

  private error(
    spec: { path: string },
    failure: UpstreamError['failure'],
    detail: string,
    status?: number,
    body?: unknown,
  ): UpstreamError {
    return new UpstreamError(this.options.service, spec.path, failure, detail, status, body);
  }
}

function causeOf(error: unknown): string {
  if (error instanceof Error) {
    // Node's client puts the system error's code (ECONNREFUSED) on the error itself.
    return (error as Error & { code?: string }).code ?? error.message;
  }
  return String(error);
}
