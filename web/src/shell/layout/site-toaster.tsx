import { LazyToaster } from '../../core/toasts';

/**
 * The site's toasts (favourite added or removed): under the sticky header, on the right, never
 * over a gallery's controls: the arrows sit under the photos at the bottom of the screen and the
 * tabs start on the left. Quiet: white, ink text, the icon each toast brings (global.css, .toast).
 * Loaded with the first toast (core/toasts.tsx), not with every page.
 */
export function SiteToaster() {
  return (
    <LazyToaster
      position="top-right"
      containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)', right: 'var(--gutter)' }}
      toastOptions={{ className: 'toast', duration: 3000 }}
    />
  );
}
