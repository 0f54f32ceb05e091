import { getScoutedRules } from '@agency/rules';
import { z } from 'zod';
import { applicantDefaults, applicantShape } from '../applicant/applicant-shape';
import { fromRules, photo, type Translate } from '../../../components/form/validation';

/** Every field of the get-scouted form is required, and all three photos. */
export function createGetScoutedSchema(t: Translate, now?: () => Date) {
  return z.object({
    ...applicantShape(t, now),
    ...fromRules(getScoutedRules, t),
    // Face, profile, full body, in the order the API expects them.
    image_1: photo(t),
    image_2: photo(t),
    image_3: photo(t),
  });
}

type Schema = ReturnType<typeof createGetScoutedSchema>;
/** What the form holds while the visitor fills it in. */
export type GetScoutedValues = z.input<Schema>;
/** What a valid form gives the submit handler. */
export type GetScoutedData = z.output<Schema>;

// In the order the form shows them: the first invalid one gets the focus.
export const GET_SCOUTED_FIELDS = [
  'realname',
  'gender',
  'birthdate',
  'email',
  'instagr',
  'country',
  'basedin',
  'dialCode',
  'phone',
  'whatsapp',
  'height',
  'bust',
  'waist',
  'hips',
  'shoes',
  'image_1',
  'image_2',
  'image_3',
] as const satisfies readonly (keyof GetScoutedValues)[];

export function getScoutedDefaults(dialCode: string): GetScoutedValues {
  return {
    ...applicantDefaults(dialCode),
    bust: '',
    waist: '',
    hips: '',
    image_1: null,
    image_2: null,
    image_3: null,
  };
}
