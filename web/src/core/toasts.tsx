import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as HotToaster } from 'react-hot-toast';
import type { Say } from './toast-library';

// Toasts only follow an interaction (a heart, a failed download), so react-hot-toast (~5 KB gzip)
// loads with the first one instead of with every page. Until then no Toaster is mounted; its store
// is module state, so the toast asked for before it mounted shows as soon as it does.
type Library = typeof import('./toast-library');
type Options = Parameters<Library['hotToast']>[1];

let library: Promise<Library> | null = null;
let mounted = false;
const mountListeners = new Set<() => void>();

function load(): Promise<Library> {
  library ??= import('./toast-library').then((module) => {
    mounted = true;
    mountListeners.forEach((listener) => listener());
    return module;
  });
  return library;
}

/**
 * react-hot-toast's `toast`, loaded on first use. A toast is given as how to say it (`t` of the
 * page's language at the time), so one still up after a language switch is worded again.
 */
export const toast = Object.assign(
  (say: Say, options?: Options) => void load().then(({ hotToast, worded }) => hotToast(worded(say), options)),
  {
    error: (say: Say, options?: Options) =>
      void load().then(({ hotToast, worded }) => hotToast.error(worded(say), options)),
  },
);

const Toaster = lazy(() => import('./toast-library').then((module) => ({ default: module.Toaster })));

/** The toasts' container, rendered once the first toast was asked for (nothing on the server). */
export function LazyToaster(props: ComponentProps<typeof HotToaster>) {
  const [show, setShow] = useState(mounted);
  useEffect(() => {
    const listener = () => setShow(true);
    mountListeners.add(listener);
    if (mounted) listener();
    return () => void mountListeners.delete(listener);
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  ) : null;
}
