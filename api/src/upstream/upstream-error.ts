/** `deadline` and `budget`: the request's own time or call budget ran out (limits/request-budget.ts). */
export type UpstreamFailure =
  'unreachable' | 'timeout' | 'status' | 'invalid' | 'unauthorized' | 'deadline' | 'budget';

/**
 * A failed upstream call. The message names the service and endpoint, never tokens or secrets,
 * so it can be logged as is.
 */
export class UpstreamError extends Error {
  constructor(
    readonly service: string,
    readonly endpoint: string,
    readonly failure: UpstreamFailure,
    detail: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`${service} ${endpoint}: ${detail}`);
    this.name = 'UpstreamError';
  }

  /** Worth trying again: the service may answer next time. */
  get transient(): boolean {
    return (
      this.failure === 'unreachable' ||
      this.failure === 'timeout' ||
      (this.status !== undefined && this.status >= 500)
    );
  }
}
