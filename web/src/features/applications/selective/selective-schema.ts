import { selectiveRules } from '@agency/rules';
import { z } from 'zod';
import { applicantDefaults, applicantShape } from '../applicant/applicant-shape';
import { fromRules, photo, yesNo, type Translate } from '../../../components/form/validation';

/** All required but the note and the hips, and all six photos. */
export function createSelectiveSchema(t: Translate, now?: () => Date) {
  const { state, ...rules } = fromRules(selectiveRules, t);
  return z.object({
    ...applicantShape(t, now),
    ...rules,
    // The API's `state` (SELECTIVE_API_ALIASES).
    id_state: state,
    // Only the answer is required: the agency decides what to do with minors.
    major: yesNo(t, 'validation.major_required'),
    // Two profile, two full body, two face: the order the API expects.
    image_1: photo(t),
    image_2: photo(t),
    image_3: photo(t),
    image_4: photo(t),
    image_5: photo(t),
    image_6: photo(t),
  });
}

type Schema = ReturnType<typeof createSelectiveSchema>;
export type SelectiveValues = z.input<Schema>;
export type SelectiveData = z.output<Schema>;

// In the order the form shows them: the first invalid one gets the focus.
export const SELECTIVE_FIELDS = [
  'selectiveCity',
  'realname',
  'gender',
  'birthdate',
  'major',
  'country',
  'id_state',
  'basedin',
  'email',
  'instagr',
  'dialCode',
  'phone',
  'whatsapp',
  'note',
  'height',
  'hips',
  'shoes',
  'image_1',
  'image_2',
  'image_3',
  'image_4',
  'image_5',
  'image_6',
] as const satisfies readonly (keyof SelectiveValues)[];

/** The API calls the state `state`; the form keeps the spec's `id_state`. */
export const SELECTIVE_API_ALIASES = { state: 'id_state' };

export function selectiveDefaults(dialCode: string): SelectiveValues {
  return {
    ...applicantDefaults(dialCode),
    selectiveCity: '',
    major: '',
    id_state: '',
    note: '',
    hips: '',
    image_1: null,
    image_2: null,
    image_3: null,
    image_4: null,
    image_5: null,
    image_6: null,
  };
}
