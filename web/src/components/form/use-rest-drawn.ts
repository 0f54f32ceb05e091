import { useDeferredValue } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';

/**
 * Whether a long form's sections after its first are drawn yet. A form opened by a tap draws its
 * first section (a phone's screenful and more) in the tap's commit, and the rest in a render of
 * its own right after (useDeferredValue's initial value), as a board draws its first cards
 * (docs/decisions/0029-what-the-visitor-asked-for-first.md): on a phone the whole form was most of
 * the tap's time. A form the server drew (hydration must match its HTML) or the browser goes back
 * to is drawn whole at once.
 */
export function useRestDrawn(): boolean {
  const openedByTap = useNavigationType() !== NavigationType.Pop;
  return useDeferredValue(true, openedByTap ? false : undefined);
}
