import { isModelId } from '@agency/rules/model-id';
import type { Locale } from '../../i18n/locales';
import { pathFor } from '../../routing/routes';

/** modelsByIds answers up to this many ids: a longer link is cut, and says so. */
export const MAX_SHARED = 100;

export type SharedIds = { ids: string[]; skipped: number };

/**
 * The models of a shared link (`?ids=12,34`): digits only, each once, at most 100; anything else
 * in the list is counted as skipped, so the page can say the link asked for more. Null when the
 * URL carries no list (the visitor's own favourites).
 */
export function parseSharedIds(param: string | null): SharedIds | null {
  if (param === null) return null;
  const unique = [
    ...new Set(
      param
        .split(',')
        .map((token) => token.trim())
        .filter(Boolean),
    ),
  ];
  const ids = unique.filter(isModelId).slice(0, MAX_SHARED);
  return { ids, skipped: unique.length - ids.length };
}

/** The favourites page in `locale` showing exactly these models, on any device, with no account. */
export function shortlistPath(locale: Locale, ids: readonly string[]): string {
  return `${pathFor(locale, { screen: 'favorites' })}?ids=${[...ids].sort((a, b) => Number(a) - Number(b)).join(',')}`;
}

/** The shareable address of a selection; in the browser only (the page's own origin). */
export function shortlistUrl(locale: Locale, ids: readonly string[]): string {
  return new URL(shortlistPath(locale, ids), window.location.origin).href;
}
