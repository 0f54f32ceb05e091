import { z } from 'zod';
import { dialCode, email, phoneNumber } from './contact.js';
import { pastDate } from './dates.js';
import { optionalText, requiredChoice, requiredText } from './text.js';

/**
 * The person both applications ask about (get scouted, selective), field by field as the visitor
 * types them. The API reads the same fields (its input nests the phone); options are checked
 * against their lists on the server.
 */
export const applicantRules = (now?: () => Date) => ({
  realname: requiredText(),
  email,
  gender: z.string().pipe(z.enum(['woman', 'man'], { error: 'select_required' })),
  birthdate: pastDate(now),
  country: requiredChoice(12),
  basedin: requiredChoice(12),
  instagr: requiredText(100),
  dialCode,
  phone: phoneNumber,
  height: requiredChoice(20),
  shoes: requiredChoice(20),
});

/** The contact and budget forms: name, e-mail, phone and message, all required. */
export const messageRules = {
  name: requiredText(),
  email,
  phone: phoneNumber,
  message: requiredText(5000),
};

/** Free notes beside the required fields. */
export const noteRule = optionalText(2000);
