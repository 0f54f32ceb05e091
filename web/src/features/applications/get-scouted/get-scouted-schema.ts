import { getScoutedRules } from '@agency/rules';
import * as z from 'zod/mini';
import { applicantDefaults, applicantShape } from '../applicant/applicant-shape';
import { IDENTITY_FIELDS, ONLINE_FIELDS, PHONE_FIELDS } from '../applicant/field-groups';
import { noPhotos, photoShape } from '../applicant/photo-fields';
import {
  fromRules,
  type SchemaData,
  type SchemaValues,
  type Translate,
} from '../../../components/form/validation';

// Face, profile, full body, in the order the API expects them.
const GET_SCOUTED_PHOTOS = ['image_1', 'image_2', 'image_3'] as const;

/** Every field of the get-scouted form is required, and all three photos. */
export function createGetScoutedSchema(t: Translate, now?: () => Date) {
  return z.object({
    ...applicantShape(t, now),
    ...fromRules(getScoutedRules, t),
    ...photoShape(GET_SCOUTED_PHOTOS, t),
  });
}

export type GetScoutedValues = SchemaValues<typeof createGetScoutedSchema>;
export type GetScoutedData = SchemaData<typeof createGetScoutedSchema>;

// In the order the form shows them: the first invalid one gets the focus.
export const GET_SCOUTED_FIELDS = [
  ...IDENTITY_FIELDS,
  ...ONLINE_FIELDS,
  'country',
  'basedin',
  ...PHONE_FIELDS,
  'height',
  'bust',
  'waist',
  'hips',
  'shoes',
  ...GET_SCOUTED_PHOTOS,
] as const satisfies readonly (keyof GetScoutedValues)[];

export function getScoutedDefaults(dialCode: string): GetScoutedValues {
  return {
    ...applicantDefaults(dialCode),
    bust: '',
    waist: '',
    hips: '',
    ...noPhotos(GET_SCOUTED_PHOTOS),
  };
}
