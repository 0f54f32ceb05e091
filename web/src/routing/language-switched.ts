/**
 * The history state of a page reached by the language switch (shell/layout/language-switch.tsx):
 * a step back from it is the same page in the language left, not where the visitor came from.
 */
export const LANGUAGE_SWITCHED = { languageSwitched: true } as const;

export function reachedByLanguageSwitch(state: unknown): boolean {
  return (state as Partial<typeof LANGUAGE_SWITCHED> | null)?.languageSwitched === true;
}
