import type { OptionsResolvers, PlaceResolvers } from '../../generated/resolvers-types.js';
import { badUserInput } from '../../core/errors.js';
import { countryName } from '../../catalog/country-names.js';
import { dialCodesIn, DEFAULT_DIAL_CODE } from '@agency/rules/dial-codes';
import { genders } from '../../catalog/genders.js';
import { bust, chest, heights, hips, jeans, shirt, shoes, suit, waist, weight } from '@agency/rules/measures';
import { skinTones } from '../../catalog/skin-tones.js';
import { colourOptions } from '../../catalog/translate.js';

const PLACE_ID = /^\d{1,12}$/;

function placeId(argument: string, value: string): string {
  if (!PLACE_ID.test(value)) throw badUserInput(argument, `${argument} must be a place id (digits).`);
  return value;
}

// Server lists come from the integration service (cached); the rest are the built-in tables of
// docs/product.md, "Option lists", labelled in the requested language.
export const Options: OptionsResolvers = {
  // Names in the asked language; ids and the order the back-office gives are kept.
  countries: async ({ locale }, _a, { data }) => {
    const countries = await data.countries();
    return countries.map((country) => ({ ...country, value: countryName(country.value, locale) }));
  },
  states: (_p, { country }, { data }) => data.states(placeId('country', country)),
  cities: (_p, { country, state }, { data }) =>
    data.cities(placeId('country', country), state ? placeId('state', state) : null),
  genders: ({ locale }) => genders.map((g) => ({ value: g.value, label: g.label[locale] })),
  heights: () => [...heights],
  busts: () => [...bust],
  waists: () => [...waist],
  hips: () => [...hips],
  chests: () => [...chest],
  weights: () => [...weight],
  jeans: () => [...jeans],
  shirts: () => [...shirt],
  suits: () => [...suit],
  shoes: () => [...shoes],
  hairColours: ({ locale }) => colourOptions('hair', locale),
  eyeColours: ({ locale }) => colourOptions('eyes', locale),
  skinTones: ({ locale }) => skinTones.map((tone) => ({ value: String(tone.id), label: tone[locale] })),
  dialCodes: ({ locale }) => [...dialCodesIn(locale)],
  defaultDialCode: () => DEFAULT_DIAL_CODE,
};

export const Place: PlaceResolvers = {
  id: (place) => String(place.id),
  name: (place) => place.value,
};
