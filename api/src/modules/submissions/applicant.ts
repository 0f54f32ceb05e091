import * as z from 'zod/mini';
import type { ApiContext } from '../../core/context.js';
import { heights, shoes } from '@agency/rules/measures';
import type { FieldErrors } from './field-errors.js';
import { checkOption, checkPlace, loadList } from './option-checks.js';
import { applicantRules } from '@agency/rules';
import { phoneField, placeLabel, valueLabel } from './upstream-fields.js';

/** What both applications (get scouted, selective) ask of a person: the shared rules, with the phone nested as the API takes it. */
export const applicantShape = (now: () => Date) => {
  const { dialCode, phone, ...rules } = applicantRules(now);
  return { ...rules, phone: z.object({ dialCode, number: phone }), whatsapp: z.boolean() };
};

type Applicant = z.infer<z.ZodMiniObject<ReturnType<typeof applicantShape>>>;

/**
 * Checks the applicant's chosen options and returns the upstream fields they share; `state` is
 * the selective's extra step between country and city.
 */
export async function applicantFields(
  input: Applicant & { state?: string },
  { data, logger }: ApiContext,
  errors: FieldErrors,
): Promise<{ fields: [string, string][] }> {
  checkOption(heights, input.height, 'height', errors);
  checkOption(shoes, input.shoes, 'shoes', errors);
  const countries = await loadList(() => data.countries(), logger, 'countries');
  const states = input.state ? await loadList(() => data.states(input.country), logger, 'states') : null;
  const cities = await loadList(() => data.cities(input.country, input.state ?? null), logger, 'cities');
  checkPlace(countries, input.country, 'country', errors);
  if (input.state) checkPlace(states, input.state, 'state', errors);
  checkPlace(cities, input.basedin, 'basedin', errors);
  const fields: [string, string][] = [
    ['realname', input.realname],
    ['gender', input.gender],
    ['birthdate', input.birthdate],
    ['email', input.email],
    ['instagr', input.instagr],
    ['country', valueLabel(input.country, placeLabel(countries, input.country))],
  ];
  if (input.state) fields.push(['id_state', valueLabel(input.state, placeLabel(states, input.state))]);
  fields.push(
    ['basedin', valueLabel(input.basedin, placeLabel(cities, input.basedin))],
    ['phone', phoneField(input.phone.dialCode, input.phone.number)],
    ['height', input.height],
    ['shoes', input.shoes],
  );
  return { fields };
}
