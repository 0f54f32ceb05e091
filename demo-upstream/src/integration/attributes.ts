// GET /api/talents/attributes: each query key names a list, and the answer has one key per list
// asked for. States and cities take their country (and state) as bracketed keys
// (`cities[country]=31&cities[state]=5`) or, for states and cities, as a plain value (`states=31`).

import {
  eyeOptions,
  hairKindOptions,
  hairOptions,
  hairSizeOptions,
  skinToneOptions,
} from '../data/appearance.js';
import { bodyOptions, genderOptions, heightOptions, shoeOptions } from '../data/measures.js';
import { citiesOf, countries, statesOf } from '../data/places.js';

function number(value: string | null): number | undefined {
  if (value === null || value.trim() === '' || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

function isAsked(query: URLSearchParams, key: string): boolean {
  return [...query.keys()].some((k) => k === key || k.startsWith(`${key}[`));
}

export function attributes(query: URLSearchParams): Record<string, unknown[]> {
  const language = query.get('language') ?? 'pt';
  const answer: Record<string, unknown[]> = {};
  if (isAsked(query, 'countries')) answer['countries'] = countries;
  if (isAsked(query, 'states')) {
    const country = number(query.get('states[country]')) ?? number(query.get('states'));
    answer['states'] = country === undefined ? [] : statesOf(country);
  }
  if (isAsked(query, 'cities')) {
    const country = number(query.get('cities[country]')) ?? number(query.get('cities'));
    const state = number(query.get('cities[state]'));
    answer['cities'] = country === undefined ? [] : citiesOf(country, state);
  }
  const simple: Record<string, () => unknown[]> = {
    hair: () => hairOptions,
    eyes: () => eyeOptions,
    skin_tone: () => skinToneOptions,
    hair_kind: () => hairKindOptions,
    hair_size: () => hairSizeOptions,
    gender: () => genderOptions(language),
    height: () => heightOptions(),
    bust: () => bodyOptions(65, 200),
    hips: () => bodyOptions(20, 200),
    waist: () => bodyOptions(20, 200),
    shoes: () => shoeOptions(),
  };
  for (const [key, list] of Object.entries(simple)) if (isAsked(query, key)) answer[key] = list();
  return answer;
}
