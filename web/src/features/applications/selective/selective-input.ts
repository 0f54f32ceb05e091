import type { SelectiveInput } from '../../../gql/graphql';
import { applicantInput } from '../applicant/applicant-input';
import type { SelectiveData } from './selective-schema';

/** The API's input from a valid form; the optional note and hips are left out when empty. */
export function toSelectiveVariables(data: SelectiveData): { input: SelectiveInput; photos: File[] } {
  const input: SelectiveInput = {
    ...applicantInput(data),
    major: data.major === 'yes',
    state: data.id_state,
    selectiveCity: data.selectiveCity,
  };
  if (data.hips) input.hips = data.hips;
  if (data.note) input.note = data.note;
  return {
    input,
    photos: [data.image_1, data.image_2, data.image_3, data.image_4, data.image_5, data.image_6],
  };
}
