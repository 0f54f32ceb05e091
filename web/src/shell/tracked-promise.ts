import type { FulfilledReactPromise, PendingReactPromise, RejectedReactPromise } from 'react';

/**
 * A promise carrying its outcome in the fields React's `use` reads (`status`, `value`, `reason`).
 * React sets them itself on a promise it meets, but only after suspending once; a promise that is
 * already settled when a render asks for it (a screen prepared before the tap) is then read at once,
 * with no suspended render and no extra pass.
 */
export type TrackedPromise<T> = Promise<T> &
  (PendingReactPromise<T> | FulfilledReactPromise<T> | RejectedReactPromise<T>);

export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = Object.assign(promise, { status: 'pending' }) as TrackedPromise<T>;
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(result, { status: 'rejected', reason }),
  );
  return result;
}
