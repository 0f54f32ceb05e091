import { Toaster } from 'react-hot-toast';

/**
 * The site's toasts (favourite added or removed): under the sticky header, at the top, never over
 * a gallery's controls, which sit under the photos at the bottom of the screen. Quiet: white, ink
 * text, the icon each toast brings (global.css, .toast).
 */
export function SiteToaster() {
  return <Toaster position="top-center" containerStyle={{ top: 'calc(var(--header-height) + 0.5rem)' }} toastOptions={{ className: 'toast', duration: 3000 }} />;
}
