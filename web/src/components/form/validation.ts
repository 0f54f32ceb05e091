import { z } from 'zod';
import type { Messages } from '../../i18n/messages/pt';
import { MAX_PHOTO_MB, photoProblem } from './photo-rules';

export type ValidationKey = `validation.${keyof Messages['validation'] & string}`;

/**
 * How schemas get their texts: the page's `t` in the app, a stub in tests. Schemas are built per
 * language, so the messages a visitor sees are in the page's language.
 */
export type Translate = (key: ValidationKey, values?: Record<string, string | number>) => string;

/** A text field that must not be blank; surrounding spaces are dropped. */
export function requiredText(t: Translate) {
  return z.string().trim().min(1, t('validation.required'));
}

/** A select: the empty placeholder option does not count as a choice. */
export function requiredChoice(t: Translate) {
  return z.string().min(1, t('validation.select_required'));
}

export function optionalText() {
  return z.string().trim();
}

export function emailAddress(t: Translate) {
  // A blank field says "required" rather than "invalid": the pipe stops at the first failure.
  return requiredText(t).pipe(z.email(t('validation.email')));
}

/** Yes/no radios: nothing chosen is an error, either answer is valid. */
export function yesNo(t: Translate, missing: ValidationKey = 'validation.select_required') {
  // The form starts with '' (nothing checked); the output is the answer.
  return z.string().pipe(z.enum(['yes', 'no'], { error: t(missing) }));
}

/** Gender from the `options.genders` list, whose values are the API's woman and man. */
export function genderChoice(t: Translate) {
  return z.string().pipe(z.enum(['woman', 'man'], { error: t('validation.select_required') }));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A real calendar date written yyyy-MM-dd, from 1900 on. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as the forms show it, dd/MM/yyyy (whatever the browser's own locale, which a native date
 * input would follow), as yyyy-MM-dd; null when it is not a real date. yyyy-MM-dd is taken too,
 * as autofill and pasting may give it.
 */
export function isoFromTyped(value: string): string | null {
  const typed = TYPED_DATE.exec(value.trim());
  const iso = typed ? `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}` : value.trim();
  return isIsoDate(iso) ? iso : null;
}

/** Today in the visitor's own calendar, as yyyy-MM-dd. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A birth date typed dd/MM/yyyy: present, real, and before today; the output is yyyy-MM-dd for the API. */
export function pastDate(t: Translate, now: () => Date = () => new Date()) {
  return z
    .string()
    .trim()
    .min(1, t('validation.required'))
    .transform((value, ctx) => {
      const iso = isoFromTyped(value);
      if (!iso) ctx.addIssue({ code: 'custom', message: t('validation.date') });
      else if (iso >= localIsoDate(now())) ctx.addIssue({ code: 'custom', message: t('validation.date_past') });
      return iso ?? '';
    });
}

const PHOTO_MESSAGES = {
  required: 'validation.photo_required',
  type: 'validation.photo_type',
  too_large: 'validation.photo_too_large',
} as const satisfies Record<string, ValidationKey>;

/** A required photo; the form holds null until one is chosen, the valid output is the File. */
export function photo(t: Translate) {
  return z
    .custom<File | null>((value) => value === null || value === undefined || value instanceof Blob)
    .superRefine((file, ctx) => {
      const problem = photoProblem(file);
      if (problem) ctx.addIssue({ code: 'custom', message: t(PHOTO_MESSAGES[problem], { max: MAX_PHOTO_MB }) });
    })
    .transform((file) => file as File);
}
