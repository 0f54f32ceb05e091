/**
 * Test-only: jsdom has no `matchMedia`, which react-hot-toast's Toaster reads (whether the visitor
 * prefers reduced motion). Answers "no match" for every query, as a browser with default settings.
 */
export function stubMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
