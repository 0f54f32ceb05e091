import { foldAccents } from '@agency/rules/fold-accents';
import { isModelId } from '@agency/rules';
import type { LocaleCode } from '../../core/locale.js';

export const COMP_CARD_PATH = '/downloads/comp-card/';

const LOCALES: readonly LocaleCode[] = ['pt', 'en', 'es'];

/** `/downloads/comp-card/{id}-{locale}.pdf`, behind `origin` ('' for a path on the API's own). */
export function compCardUrl(id: string | number, locale: LocaleCode, origin = ''): string {
  return `${origin}${COMP_CARD_PATH}${id}-${locale}.pdf`;
}

export type CardRequest =
  { ok: true; id: number; locale: LocaleCode } | { ok: false; status: 400 | 404; message: string };

/** Reads a card's path: an unknown shape or id is 404 (no such file), a language we lack is 400. */
export function parseCompCardPath(pathname: string): CardRequest {
  const match = /^([^/]+)-([^/-]+)\.pdf$/.exec(pathname.slice(COMP_CARD_PATH.length));
  if (!match || !isModelId(match[1]!)) return { ok: false, status: 404, message: 'Not found.' };
  const locale = match[2]!;
  if (!(LOCALES as readonly string[]).includes(locale))
    return { ok: false, status: 400, message: `The language must be one of ${LOCALES.join(', ')}.` };
  return { ok: true, id: Number(match[1]), locale: locale as LocaleCode };
}

// The site's words for its profile pages (web/src/routing/routes.ts, PATH_WORDS and pathFor).
const PROFILE_PREFIX: Record<LocaleCode, string> = { pt: '/modelos', en: '/en/models', es: '/es/modelos' };

/** The model's profile on the site, as its canonical link reads (slug of the name included). */
export function profileUrl(origin: string, locale: LocaleCode, id: number, name: string): string {
  const slug = foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${origin}${PROFILE_PREFIX[locale]}/${id}${slug ? `/${slug}` : ''}`;
}
