import { z } from 'zod';

// Field rules shared by the forms (spec section 5). Each yields a message code on failure.

export const requiredText = (max = 200) =>
  z.string().trim().min(1, 'required').max(max, 'too_long');

// Practical e-mail check: something@domain.tld, no spaces (what visitors mistype).
export const email = z.string().trim().min(1, 'required').max(254, 'too_long').regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'invalid_email');

export const phoneNumber = z.string().trim().min(1, 'required').regex(/^[\d\s().-]{6,20}$/, 'invalid_phone');

export const dialCode = z.string().trim().regex(/^\d{1,4}$/, 'invalid_phone');

/** A real calendar date (yyyy-MM-dd) in the past, within a human lifetime. */
export const pastDate = (now: () => Date) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && date.getUTCFullYear() >= 1900;
    }, 'invalid_date')
    .refine((value) => new Date(`${value}T00:00:00Z`).getTime() < now().getTime(), 'future_date');

export const optionalText = (max = 2000) => z.string().trim().max(max, 'too_long').optional().nullable();
