import { randomUUID } from 'node:crypto';
import { currentRequest, requestIdFrom, runInRequest, type RequestContext } from './request-context.js';

/**
 * Upstream calls one GraphQL request or page may cause, retries and sign-ins included: the
 * guarantee behind the cost model (docs/decisions/0013), enforced where calls are made.
 */
export const MAX_UPSTREAM_CALLS_PER_REQUEST = 25;

export type RequestBudget = NonNullable<RequestContext['budget']>;

/** A request's time budget ran out before the data it waited for arrived (and nothing stale was kept). */
export class DeadlineExceeded extends Error {
  constructor(what: string) {
    super(`${what}: no answer within the request's time budget`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * Runs `work` with a budget of time (`deadlineMs` from now; none for uploads, which keep their own
 * limits) and of upstream calls, on the current request's context or, outside one, a new context.
 */
export function withRequestBudget<T>(deadlineMs: number | undefined, work: () => T): T {
  const budget: RequestBudget = {
    deadline: deadlineMs === undefined ? Infinity : Date.now() + deadlineMs,
    callsLeft: MAX_UPSTREAM_CALLS_PER_REQUEST,
  };
  const context = currentRequest();
  if (!context) return runInRequest({ requestId: requestIdFrom(undefined), route: 'graphql', budget }, work);
  context.budget = budget;
  return work();
}

export function currentBudget(): RequestBudget | undefined {
  return currentRequest()?.budget;
}

/** Milliseconds the current request may still wait; Infinity outside a budget (jobs, start-up). */
export function remainingMs(): number {
  const budget = currentBudget();
  return budget ? budget.deadline - Date.now() : Infinity;
}

/** Settles like `promise`, or rejects with DeadlineExceeded when the request's time is up first. */
export function raceDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  const left = remainingMs();
  if (left === Infinity) return promise;
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(what)), Math.max(0, left)).unref();
  });
  return Promise.race([promise, expiry]).finally(() => clearTimeout(timer));
}

/**
 * Runs `work` as background work of its own (a cache refresh behind an answer): a new context with
 * its own id and its own time and call budget, so it neither spends nor extends the budget of the
 * request that started it, and goes on after that request was answered.
 */
export function runInBackground<T>(kind: string, deadlineMs: number, work: () => T): T {
  const budget: RequestBudget = {
    deadline: Date.now() + deadlineMs,
    callsLeft: MAX_UPSTREAM_CALLS_PER_REQUEST,
  };
  return runInRequest({ requestId: `${kind}-${randomUUID()}`, route: kind, budget }, work);
}
