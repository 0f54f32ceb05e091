import type { GetScoutedInput } from '../../../gql/graphql';

type ApplicantAnswers = {
  realname: string;
  gender: string;
  birthdate: string;
  email: string;
  instagr: string;
  dialCode: string;
  phone: string;
  whatsapp: string;
  country: string;
  basedin: string;
  height: string;
  shoes: string;
};

type ApplicantInput = Pick<
  GetScoutedInput,
  | 'realname'
  | 'gender'
  | 'birthdate'
  | 'email'
  | 'instagr'
  | 'phone'
  | 'whatsapp'
  | 'country'
  | 'basedin'
  | 'height'
  | 'shoes'
>;

/** The applicant's part of both applications' API input: typed answers become booleans, enums and the nested phone. */
export function applicantInput(data: ApplicantAnswers): ApplicantInput {
  return {
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
    shoes: data.shoes,
  };
}
