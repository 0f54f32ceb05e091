import type { GetScoutedInput } from '../../../gql/graphql';
import { applicantInput } from '../applicant/applicant-input';
import type { GetScoutedData } from './get-scouted-schema';

/** The API's input from a valid form: typed answers become booleans and enums, photos a list. */
export function toGetScoutedVariables(data: GetScoutedData): { input: GetScoutedInput; photos: File[] } {
  return {
    input: { ...applicantInput(data), bust: data.bust, waist: data.waist, hips: data.hips },
    photos: [data.image_1, data.image_2, data.image_3],
  };
}
