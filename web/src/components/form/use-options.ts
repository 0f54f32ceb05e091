import { useMemo } from 'react';
import type { SelectOption } from './select-field';

type Place = { id: string; name: string };

/**
 * Places (countries, states, cities) as select options, made once per list: the API's list for
 * one language keeps its identity in the Apollo cache, so switching back to a language reuses it.
 */
export function usePlaceOptions(places: readonly Place[] | null | undefined): readonly SelectOption[] {
  return useMemo(() => (places ?? []).map((place) => ({ value: place.id, label: place.name })), [places]);
}
