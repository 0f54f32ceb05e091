import * as z from 'zod/mini';
import { requiredText } from './text.js';

/** An e-mail address: zod's own check (the one both sides used to write differently). */
export const email = z.pipe(requiredText(254), z.email('invalid_email'));

/**
 * A phone number: digits with the spaces, dots, dashes and brackets people type ('71 3333-4444',
 * '(71) 99999.0000'), a leading '+' when they give the country code in the same field (the message
 * forms); at most 20 characters, at least 6 digits.
 */
export const phoneNumber = z.string().check(
  z.trim(),
  z.minLength(1, 'required'),
  z.maxLength(20, 'invalid_phone'),
  z.regex(/^\+?[\d\s().-]+$/, 'invalid_phone'),
  z.refine((value) => value.replace(/\D/g, '').length >= 6, 'invalid_phone'),
);

/** A country calling code without the '+': 1 to 4 digits. */
export const dialCode = z
  .string()
  .check(z.trim(), z.minLength(1, 'select_required'), z.regex(/^\d{1,4}$/, 'invalid_phone'));
