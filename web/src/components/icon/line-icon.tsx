import type { ReactNode } from 'react';

/**
 * A 16 px line icon beside a text button's label (download, comp card, Instagram, share): drawn
 * by its children in a 24-unit box, hidden from assistive technology since the label says it all.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}
