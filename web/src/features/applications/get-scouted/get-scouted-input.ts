import type { GetScoutedInput } from '../../../gql/graphql';
import type { GetScoutedData } from './get-scouted-schema';

/** The API's input from a valid form: typed answers become booleans and enums, photos a list. */
export function toGetScoutedVariables(data: GetScoutedData): { input: GetScoutedInput; photos: File[] } {
  return {
    input: {
      realname: data.realname,
      gender: data.gender === 'man' ? 'MAN' : 'WOMAN',
      birthdate: data.birthdate,
      email: data.email,
      instagr: data.instagr,
      phone: { dialCode: data.dialCode, number: data.phone },
      whatsapp: data.whatsapp === 'yes',
      country: data.country,
      basedin: data.basedin,
      height: data.height,
      bust: data.bust,
      waist: data.waist,
      hips: data.hips,
      shoes: data.shoes,
    },
    photos: [data.image_1, data.image_2, data.image_3],
  };
}
