/**
 * What a rule says when a value fails it. Stable: the web turns a code into text with i18next
 * (`validation.<code>`), the API returns it in `extensions.codes`; neither shows a zod message.
 */
export const RULE_CODES = [
  'required',
  'select_required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_date',
  'future_date',
  'photo_required',
  'photo_type',
  'photo_too_large',
  'photo_count',
] as const;

export type RuleCode = (typeof RULE_CODES)[number];

/**
 * Codes only the API gives, after the rules: a choice not on its list, an empty upload, photos
 * over the request's size, a budget with no model, a value the agency itself refused.
 */
export const SERVER_CODES = [
  'unknown_option',
  'photo_empty',
  'request_too_large',
  'no_models',
  'rejected',
] as const;

/** Every code a refused field may carry (`extensions.codes`); the site has words for each. */
export type RefusalCode = RuleCode | (typeof SERVER_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(RULE_CODES);

/** The code a zod issue carries; anything else (a wrong type sent to the API) reads as missing. */
export function ruleCodeOf(issue: { message: string }): RuleCode {
  return KNOWN.has(issue.message) ? (issue.message as RuleCode) : 'required';
}
