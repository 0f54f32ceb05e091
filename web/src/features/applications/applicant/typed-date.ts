/**
 * What a date field shows after a keystroke: the slashes of dd/MM/yyyy are added as the digits
 * come (typing 15062000 gives 15/06/2000), never while deleting, so Backspace is not fought.
 * Anything else typed is left for validation to name.
 */
export function withDateSlashes(typed: string, deleting: boolean): string {
  if (deleting) return typed;
  // A slash typed where one was just added for the visitor counts once.
  const next = typed.replace(/\/{2,}/g, '/');
  if (/^\d{3,8}$/.test(next))
    return [next.slice(0, 2), next.slice(2, 4), next.slice(4)].filter(Boolean).join('/');
  if (/^\d{2}$/.test(next) || /^\d{1,2}\/\d{2}$/.test(next)) return `${next}/`;
  // A digit typed straight after an automatic slash's place: 15/062 -> 15/06/2.
  const overflow = /^(\d{1,2}\/\d{2})(\d)$/.exec(next);
  if (overflow) return `${overflow[1]}/${overflow[2]}`;
  return next;
}
