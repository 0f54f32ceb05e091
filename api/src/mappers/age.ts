const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

/** 'yyyy-MM-dd', optionally followed by a time the panel sometimes appends; 'dd/MM/yyyy' as the forms show it. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Midnight UTC of a calendar date, or null when the date does not exist (e.g. 2005-02-29). */
function birthInstant(birthdate: string): number | null {
  const text = birthdate.trim();
  const iso = ISO_DATE.exec(text);
  const br = iso ? null : BR_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const instant = Date.UTC(year, month - 1, day);
  const check = new Date(instant);
  // Date.UTC rolls impossible dates over into the next month instead of failing.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return instant;
}

/**
 * Age as the site has always shown it: elapsed years of 365.25 days from midnight UTC of the birth
 * date. Near a birthday this can lag the calendar age by a day, which the agency accepts.
 */
export function ageFromBirthdate(birthdate: string | null | undefined, now: Date): number | null {
  if (!birthdate) return null;
  const born = birthInstant(birthdate);
  const at = now.getTime();
  if (born === null || Number.isNaN(at) || born > at) return null;
  return Math.floor((at - born) / MS_PER_YEAR);
}
