import * as z from 'zod/mini';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd, from 1900 on. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The day `now` falls on in the local calendar, as yyyy-MM-dd. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A birth date: present, a real date (yyyy-MM-dd), before today. */
export const pastDate = (now: () => Date = () => new Date()) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'required'),
    z.refine(isIsoDate, 'invalid_date'),
    z.refine((value) => !isIsoDate(value) || value < localIsoDate(now()), 'future_date'),
  );
