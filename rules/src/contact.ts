import { z } from 'zod';

/** An e-mail address: zod's own check (the one both sides used to write differently). */
export const email = z.string().trim().min(1, 'required').max(254, 'too_long').pipe(z.email('invalid_email'));

/**
 * A phone number: digits with the spaces, dots, dashes and brackets people type ('71 3333-4444',
 * '(71) 99999.0000'), a leading '+' when they give the country code in the same field (the message
 * forms); at most 20 characters, at least 6 digits.
 */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, 'required')
  .max(20, 'invalid_phone')
  .regex(/^\+?[\d\s().-]+$/, 'invalid_phone')
  .refine((value) => value.replace(/\D/g, '').length >= 6, 'invalid_phone');

/** A country calling code without the '+': 1 to 4 digits. */
export const dialCode = z
  .string()
  .trim()
  .min(1, 'select_required')
  .regex(/^\d{1,4}$/, 'invalid_phone');
