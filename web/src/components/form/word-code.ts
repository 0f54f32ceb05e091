import type { Messages } from '../../i18n/messages/pt';
import { MAX_PHOTO_MB } from './photo-rules';
import type { Translate } from './validation';

type ValidationCode = keyof Messages['validation'];

// Every code the site has words for (the i18n `validation` keys; the type keeps it complete).
const WORDED: Record<ValidationCode, true> = {
  required: true,
  select_required: true,
  invalid_email: true,
  invalid_date: true,
  future_date: true,
  major_required: true,
  must_be_adult: true,
  photo_required: true,
  photo_type: true,
  photo_refused: true,
  photo_too_large: true,
  too_many_photos: true,
  too_few_photos: true,
  too_long: true,
  invalid_phone: true,
  photo_count: true,
  unknown_option: true,
  photo_empty: true,
  request_too_large: true,
  no_models: true,
  rejected: true,
};

const isWorded = (code: string): code is ValidationCode => Object.hasOwn(WORDED, code);

/**
 * The page's words for a refusal's code (a rule's, or one of the API's `extensions.codes`): the
 * same message whichever side refused. A code the site does not know yet reads as the agency's refusal.
 */
export function wordCode(code: string, t: Translate): string {
  return t(`validation.${isWorded(code) ? code : 'rejected'}`, { max: MAX_PHOTO_MB });
}
