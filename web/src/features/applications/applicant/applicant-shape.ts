import {
  dialCode,
  emailAddress,
  genderChoice,
  pastDate,
  phoneNumber,
  requiredChoice,
  requiredText,
  yesNo,
  type Translate,
} from '../../../components/form/validation';

/** What both applications (get scouted, selective) ask of a person (spec section 5), by the shared rules. */
export function applicantShape(t: Translate, now?: () => Date) {
  return {
    realname: requiredText(t),
    email: emailAddress(t),
    gender: genderChoice(t),
    birthdate: pastDate(t, now),
    country: requiredChoice(t),
    basedin: requiredChoice(t),
    instagr: requiredText(t, 100),
    dialCode: dialCode(t),
    phone: phoneNumber(t),
    whatsapp: yesNo(t),
    height: requiredChoice(t),
    shoes: requiredChoice(t),
  };
}

/** The applicant's fields as a blank form shows them; radios start unanswered (the schema rejects ''). */
export function applicantDefaults(dialCode: string) {
  return {
    realname: '',
    email: '',
    gender: '',
    birthdate: '',
    country: '',
    basedin: '',
    instagr: '',
    dialCode,
    phone: '',
    whatsapp: '',
    height: '',
    shoes: '',
  };
}
