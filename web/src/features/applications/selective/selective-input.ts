import type { SelectiveInput } from '../../../gql/graphql';
import type { SelectiveData } from './selective-schema';

/** The API's input from a valid form; the optional note and hips are left out when empty. */
export function toSelectiveVariables(data: SelectiveData): { input: SelectiveInput; photos: File[] } {
  const input: SelectiveInput = {
    realname: data.realname,
    gender: data.gender === 'man' ? 'MAN' : 'WOMAN',
    birthdate: data.birthdate,
    email: data.email,
    instagr: data.instagr,
    phone: { dialCode: data.dialCode, number: data.phone },
    whatsapp: data.whatsapp === 'yes',
    major: data.major === 'yes',
    country: data.country,
    state: data.id_state,
    basedin: data.basedin,
    selectiveCity: data.selectiveCity,
    height: data.height,
    shoes: data.shoes,
  };
  if (data.hips) input.hips = data.hips;
  if (data.note) input.note = data.note;
  return { input, photos: [data.image_1, data.image_2, data.image_3, data.image_4, data.image_5, data.image_6] };
}
