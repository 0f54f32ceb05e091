import * as z from 'zod/mini';

/** A text that must not be blank; surrounding spaces are dropped. */
export const requiredText = (max = 200) =>
  z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));

/** A text that may be left empty. */
export const optionalText = (max = 2000) => z.string().check(z.trim(), z.maxLength(max, 'too_long'));

/** A choice from a list: the empty placeholder option is no choice. */
export const requiredChoice = (max = 40) =>
  z.string().check(z.trim(), z.minLength(1, 'select_required'), z.maxLength(max, 'too_long'));
