import { selectiveRules } from '@agency/rules';
import * as z from 'zod/mini';
import { applicantDefaults, applicantShape } from '../applicant/applicant-shape';
import { IDENTITY_FIELDS, ONLINE_FIELDS, PHONE_FIELDS } from '../applicant/field-groups';
import { noPhotos, photoShape } from '../applicant/photo-fields';
import {
  fromRules,
  yesNo,
  type SchemaData,
  type SchemaValues,
  type Translate,
} from '../../../components/form/validation';

// Two profile, two full body, two face: the order the API expects.
const SELECTIVE_PHOTOS = ['image_1', 'image_2', 'image_3', 'image_4', 'image_5', 'image_6'] as const;

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
    ...photoShape(SELECTIVE_PHOTOS, t),
  });
}

export type SelectiveValues = SchemaValues<typeof createSelectiveSchema>;
export type SelectiveData = SchemaData<typeof createSelectiveSchema>;

// In the order the form shows them: the first invalid one gets the focus.
export const SELECTIVE_FIELDS = [
  'selectiveCity',
  ...IDENTITY_FIELDS,
  'major',
  'country',
  'id_state',
  'basedin',
  ...ONLINE_FIELDS,
  ...PHONE_FIELDS,
  'note',
  'height',
  'hips',
  'shoes',
  ...SELECTIVE_PHOTOS,
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
    ...noPhotos(SELECTIVE_PHOTOS),
  };
}
