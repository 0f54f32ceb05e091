import { emailAddress, genderChoice, pastDate, requiredChoice, requiredText, yesNo, type Translate } from './validation';

/** What both applications (get scouted, selective) ask of a person (spec section 5). */
export function applicantShape(t: Translate, now?: () => Date) {
  return {
    realname: requiredText(t),
    email: emailAddress(t),
    gender: genderChoice(t),
    birthdate: pastDate(t, now),
    country: requiredChoice(t),
    basedin: requiredChoice(t),
    instagr: requiredText(t),
    dialCode: requiredChoice(t),
    phone: requiredText(t),
    whatsapp: yesNo(t),
    height: requiredChoice(t),
    shoes: requiredChoice(t),
  };
}
