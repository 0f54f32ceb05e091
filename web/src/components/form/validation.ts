import { isIsoDate, ruleCodeOf } from '@agency/rules';
import * as z from 'zod/mini';
import type { Messages } from '../../i18n/messages/pt';
import { MAX_PHOTO_MB, photoProblem } from './photo-rules';

export { isIsoDate, localIsoDate } from '@agency/rules';

export type ValidationKey = `validation.${Extract<keyof Messages['validation'], string>}`;

/**
 * How schemas get their texts: the page's `t` in the app, a stub in tests. Schemas are built per
 * language, so the messages a visitor sees are in the page's language.
 */
export type Translate = (key: ValidationKey, values?: Record<string, string | number>) => string;

type CreateSchema = (t: Translate) => z.ZodMiniType;
/** What a form whose schema `create` builds holds while the visitor fills it in. */
export type SchemaValues<C extends CreateSchema> = z.input<ReturnType<C>>;
/** What a valid form whose schema `create` builds gives the submit handler. */
export type SchemaData<C extends CreateSchema> = z.output<ReturnType<C>>;

/**
 * A shared rule (@agency/rules) with its code turned into the page language's text: the rule
 * decides, exactly as the API does; the form only words it.
 */
export function fromRule<T>(rule: z.ZodMiniType<T, string>, t: Translate) {
  return z.pipe(
    z.string(),
    z.transform((value: string, ctx) => {
      const result = rule.safeParse(value);
      if (result.success) return result.data;
      ctx.issues.push({
        code: 'custom',
        message: t(`validation.${ruleCodeOf(result.error.issues[0]!)}`),
        input: value,
      });
      return z.NEVER;
    }),
  );
}

/** Each rule of a shared set (`messageRules`, `applicantRules`, ...) worded in the page's language. */
export function fromRules<R extends Record<string, z.ZodMiniType<unknown, string>>>(
  rules: R,
  t: Translate,
): { [K in keyof R]: ReturnType<typeof fromRule<z.output<R[K]>>> } {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, fromRule(rule, t)])) as {
    [K in keyof R]: ReturnType<typeof fromRule<z.output<R[K]>>>;
  };
}

/** Yes/no radios: nothing chosen is an error, either answer is valid. */
export function yesNo(t: Translate, missing: ValidationKey = 'validation.select_required') {
  // The form starts with '' (nothing checked); the output is the answer.
  return z.pipe(z.string(), z.enum(['yes', 'no'], { error: t(missing) }));
}

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date as the forms show it, dd/MM/yyyy (whatever the browser's own locale, which a native date
 * input would follow), as yyyy-MM-dd; null when it is not a real date. yyyy-MM-dd is taken too,
 * as autofill and pasting may give it.
 */
export function isoFromTyped(value: string): string | null {
  const typed = TYPED_DATE.exec(value.trim());
  const iso = typed
    ? `${typed[3]}-${typed[2]!.padStart(2, '0')}-${typed[1]!.padStart(2, '0')}`
    : value.trim();
  return isIsoDate(iso) ? iso : null;
}

/**
 * A birth date typed dd/MM/yyyy, judged by the shared rule (`applicantRules().birthdate`: real,
 * before today); the output is yyyy-MM-dd for the API.
 */
export function typedDate(rule: z.ZodMiniType<string, string>, t: Translate) {
  return fromRule(
    z.pipe(
      z.pipe(
        z.string().check(z.trim()),
        z.transform((value: string) => isoFromTyped(value) ?? value),
      ),
      rule,
    ),
    t,
  );
}

/** A required photo; the form holds null until one is chosen, the valid output is the File. */
export function photo(t: Translate) {
  return z.pipe(
    z
      .custom<File | null>((value) => value === null || value === undefined || value instanceof Blob)
      .check(
        z.superRefine((file, ctx) => {
          const problem = photoProblem(file);
          // The shared codes are the message keys (photo_required, photo_type, photo_too_large).
          if (problem)
            ctx.addIssue({ code: 'custom', message: t(`validation.${problem}`, { max: MAX_PHOTO_MB }) });
        }),
      ),
    z.transform((file: File | null) => file as File),
  );
}
