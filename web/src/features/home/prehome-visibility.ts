/**
 * Spec: the pre-home is "visible at start on '/'", then turned off for good by a click or after
 * 15 s. "At start" is the page the visitor landed on: React Router gives the first history entry
 * of the document the key 'default' (on the server too), so a later client navigation to '/' (the
 * header logo) does not show it again. The flag below remembers the dismissal for as long as this
 * document lives (back button to '/'), and a reload starts afresh, like the original site's store.
 * It is only ever set from a click or a timer, so it is never set during server rendering, where
 * module state would be shared between requests.
 */
let dismissed = false;

export function isPrehomeDismissed(): boolean {
  return dismissed;
}

export function dismissPrehome(): void {
  dismissed = true;
}

/** Each test case is a fresh page load. */
export function resetPrehomeDismissal(): void {
  dismissed = false;
}

export function shouldShowPrehome(page: {
  pathname: string;
  locationKey: string;
  dismissed: boolean;
  slideCount: number;
}): boolean {
  // Only the bare '/' (not /en or /es): the pre-home greets visitors of the agency's main address.
  return page.pathname === '/' && page.locationKey === 'default' && !page.dismissed && page.slideCount > 0;
}
