import * as z from 'zod/mini';
import { dialCode, email, phoneNumber } from './contact.js';
import { pastDate } from './dates.js';
import { optionalText, requiredChoice, requiredText } from './text.js';

// Places (country, state, city, selective city) are chosen by id: the back office's ids are
// digits (docs/upstream-openapi.yaml: 31, 5, 2927408), 12 at most like a model's. Measures are the
// option values of the built-in tables ('178/5.10', '38x7'), 20 at most.
const placeId = () => requiredChoice(12);
const measure = () => requiredChoice(20);

/**
 * The person both applications ask about (get scouted, selective), field by field as the visitor
 * types them. The API reads the same fields (its input nests the phone); options are checked
 * against their lists on the server.
 */
export const applicantRules = (now?: () => Date) => ({
  realname: requiredText(),
  email,
  gender: z.pipe(z.string(), z.enum(['woman', 'man'], { error: 'select_required' })),
  birthdate: pastDate(now),
  country: placeId(),
  basedin: placeId(),
  instagr: requiredText(100),
  dialCode,
  phone: phoneNumber,
  height: measure(),
  shoes: measure(),
});

/** Get scouted's measures beside the applicant's: all required (docs/product.md). */
export const getScoutedRules = { bust: measure(), waist: measure(), hips: measure() };

/** Free notes beside the required fields. */
const noteRule = optionalText(2000);

/** The selective's fields beside the applicant's: its state and casting required, hips and note optional (docs/product.md). */
export const selectiveRules = {
  state: placeId(),
  selectiveCity: placeId(),
  hips: optionalText(20),
  note: noteRule,
};

/** The contact and budget forms: name, e-mail, phone and message, all required. */
export const messageRules = {
  name: requiredText(),
  email,
  phone: phoneNumber,
  message: requiredText(5000),
};
