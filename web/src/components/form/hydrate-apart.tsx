import { Suspense, type ReactNode } from 'react';

/**
 * A long form adopted by React in its own pass, apart from the page around it.
 *
 * react-hook-form's `useForm` sets its `isReady` state in a layout effect, which React runs as a
 * synchronous update: on a phone the page's whole hydration commit, every pending effect and the
 * form's second render then ran as one long task. Inside a Suspense boundary the form's server
 * HTML is hydrated in a later, interruptible pass with its own commit, so the page's commit and
 * the form's are two shorter tasks. Nothing inside suspends; the fallback is never shown.
 * No further boundary goes inside the form: `isReady` re-renders it at once, which would hydrate
 * every inner boundary synchronously in that same task.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
