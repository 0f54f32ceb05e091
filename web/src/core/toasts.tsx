import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type hotToast from 'react-hot-toast';
import type { Toaster as HotToaster } from 'react-hot-toast';

// Toasts only follow an interaction (a heart, a failed download), so react-hot-toast (~5 KB gzip)
// loads with the first one instead of with every page. Until then no Toaster is mounted; its store
// is module state, so the toast asked for before it mounted shows as soon as it does.
type HotToast = typeof hotToast;
type Message = Parameters<HotToast>[0];
type Options = Parameters<HotToast>[1];

let library: Promise<HotToast> | null = null;
let mounted = false;
const mountListeners = new Set<() => void>();

function load(): Promise<HotToast> {
  library ??= import('react-hot-toast').then((module) => {
    mounted = true;
    mountListeners.forEach((listener) => listener());
    return module.default;
  });
  return library;
}

/** react-hot-toast's `toast`, loaded on first use. */
export const toast = Object.assign(
  (message: Message, options?: Options) => void load().then((t) => t(message, options)),
  {
    success: (message: Message, options?: Options) => void load().then((t) => t.success(message, options)),
    error: (message: Message, options?: Options) => void load().then((t) => t.error(message, options)),
  },
);

const Toaster = lazy(() => import('react-hot-toast').then((module) => ({ default: module.Toaster })));

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
