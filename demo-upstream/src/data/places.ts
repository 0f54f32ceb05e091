// Countries, states and cities for the application forms. Brazil (31) comes first with all 27
// states (Bahia is 5); Bahia has the most cities because the agency scouts there. Brazilian city
// ids follow the IBGE municipality codes (Salvador 2927408).

import type { IdValue } from './appearance.js';
import { brazilianStates } from './brazilian-states.js';

export const BRAZIL = 31;
export const BAHIA = 5;

export const countries: IdValue[] = [
  { id: 31, value: 'Brasil' },
  { id: 177, value: 'Portugal' },
  { id: 11, value: 'Argentina' },
  { id: 233, value: 'Estados Unidos' },
  { id: 7, value: 'Angola' },
  { id: 48, value: 'Colômbia' },
  { id: 44, value: 'Chile' },
  { id: 235, value: 'Uruguai' },
  { id: 173, value: 'Paraguai' },
  { id: 68, value: 'Espanha' },
  { id: 77, value: 'França' },
  { id: 110, value: 'Itália' },
  { id: 155, value: 'Moçambique' },
  { id: 40, value: 'Cabo Verde' },
];

type State = IdValue & { country: number; cities: [number, string][] };

export const states: State[] = [
  // Alphabetical, numbered from 1, which puts Bahia at 5 as the real service does.
  ...brazilianStates.map(([value, cities], index) => ({ id: index + 1, value, country: BRAZIL, cities })),
  {
    id: 1001,
    value: 'Lisboa',
    country: 177,
    cities: [
      [9100001, 'Lisboa'],
      [9100002, 'Cascais'],
      [9100003, 'Sintra'],
    ],
  },
  {
    id: 1002,
    value: 'Porto',
    country: 177,
    cities: [
      [9100011, 'Porto'],
      [9100012, 'Vila Nova de Gaia'],
    ],
  },
  {
    id: 1003,
    value: 'Faro',
    country: 177,
    cities: [
      [9100021, 'Faro'],
      [9100022, 'Lagos'],
    ],
  },
  {
    id: 1101,
    value: 'Nova York',
    country: 233,
    cities: [
      [9200001, 'Nova York'],
      [9200002, 'Buffalo'],
    ],
  },
  {
    id: 1102,
    value: 'Califórnia',
    country: 233,
    cities: [
      [9200011, 'Los Angeles'],
      [9200012, 'São Francisco'],
    ],
  },
  {
    id: 1103,
    value: 'Flórida',
    country: 233,
    cities: [
      [9200021, 'Miami'],
      [9200022, 'Orlando'],
    ],
  },
];

export function statesOf(country: number): IdValue[] {
  return states.filter((state) => state.country === country).map(({ id, value }) => ({ id, value }));
}

/** Cities of a country, or of one of its states when `state` is given. */
export function citiesOf(country: number, state?: number): IdValue[] {
  return states
    .filter((s) => s.country === country && (state === undefined || s.id === state))
    .flatMap((s) => s.cities.map(([id, value]) => ({ id, value })));
}
