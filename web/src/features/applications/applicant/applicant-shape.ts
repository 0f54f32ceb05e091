import { applicantRules } from '@agency/rules';
import { fromRules, typedDate, yesNo, type Translate } from '../../../components/form/validation';

/**
 * What both applications (get scouted, selective) ask of a person (docs/product.md): the API's own
 * rules (`applicantRules`), worded in the page's language; the birth date as typed (dd/MM/yyyy)
 * and the WhatsApp answer as the radios give them.
 */
export function applicantShape(t: Translate, now?: () => Date) {
  const rules = applicantRules(now);
  return {
    ...fromRules(rules, t),
    birthdate: typedDate(rules.birthdate, t),
    whatsapp: yesNo(t),
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
