// The visitor traffic of the soak: GraphQL reads, server-rendered pages in the three languages and
// resized images, each with the rule that says whether an answer is well formed.

export type Kind = 'graphql' | 'page' | 'image';
export type Request = { kind: Kind; label: string; url: string; init?: RequestInit };
/** ok: a full answer; degraded: a well-formed failure (GraphQL errors, 503 page, 5xx image). */
export type Verdict = 'ok' | 'degraded' | 'malformed';

const MODELS = `query Models($category: Category!, $gender: Gender!, $letter: String) {
  models(category: $category, gender: $gender, letter: $letter, first: 20) {
    totalCount letters pageInfo { endCursor hasNextPage } nodes { id name age cover { url } }
  }
}`;
const PROFILE = `query Profile($id: ID!, $locale: Locale) {
  model(id: $id) { id name age instagram measures(locale: $locale) { key label value } galleries { initial book { url width height } video { embedUrl } } }
}`;
const OPTIONS = `query Options($locale: Locale) {
  options(locale: $locale) { countries { id name } states(country: "31") { id name } genders { value label } heights { value label } shoes { value label } dialCodes { iso code } defaultDialCode }
}`;
const CONTENT = `query Content($locale: Locale) {
  homeSlides { index slides { id desktopUrl kind } }
  contact { address email phones }
  socialMedia { key url }
  websiteText(key: "about_text", locale: $locale) { html isFallback }
  selectiveCities { id city date }
}`;

const LOCALES = ['PT', 'EN', 'ES'] as const;
const PAGES = [
  '/',
  '/en',
  '/es',
  '/modelos/mulheres/fashion',
  '/modelos/homens/comercial',
  '/en/models/women/comercial',
  '/en/models/men/fashion',
  '/es/modelos/mujeres/fashion',
  '/en/about',
  '/es/contacto',
  '/seja-um-modelo',
  '/en/favorites',
];
// The smallest of the widths the API's /img route makes (it refuses others with 400, which the soak counts).
const IMAGE_SIZES = [240, 360, 480];

/** What the catalogue draws on: found once from the healthy site before the soak starts. */
export type Discovered = { modelIds: string[]; profilePaths: string[]; coverUrls: string[] };

export async function discover(site: string): Promise<Discovered> {
  const response = await fetch(`${site}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: MODELS, variables: { category: 'FASHION', gender: 'WOMAN' } }),
  });
  const nodes = (
    (await response.json()) as {
      data: { models: { nodes: { id: string; cover: { url: string } | null }[] } };
    }
  ).data.models.nodes;
  const html = await fetch(`${site}/en/models/women/comercial`).then((r) => r.text());
  return {
    modelIds: nodes.map((n) => n.id),
    coverUrls: nodes.flatMap((n) => (n.cover ? [n.cover.url] : [])),
    profilePaths: [...new Set([...html.matchAll(/href="(\/en\/models\/\d+\/[^"]+)"/g)].map((m) => m[1]!))],
  };
}

const graphql = (
  site: string,
  label: string,
  query: string,
  variables: Record<string, unknown>,
): Request => ({
  kind: 'graphql',
  label,
  url: `${site}/graphql`,
  init: {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  },
});

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length]!;

/** The n-th request of the mix: half GraphQL, a third pages, the rest images. */
export function nthRequest(site: string, found: Discovered, n: number): Request {
  const slot = n % 12;
  const turn = Math.floor(n / 12);
  if (slot < 3) {
    const category = pick(['FASHION', 'COMMERCIAL'], turn);
    const gender = pick(['WOMAN', 'MAN'], turn >> 1);
    const letter = slot === 2 ? pick(['A', 'B', 'C', 'M'], turn) : undefined;
    return graphql(site, 'models', MODELS, { category, gender, letter });
  }
  if (slot === 3)
    return graphql(site, 'profile', PROFILE, { id: pick(found.modelIds, turn), locale: pick(LOCALES, turn) });
  if (slot === 4) return graphql(site, 'options', OPTIONS, { locale: pick(LOCALES, turn) });
  if (slot === 5) return graphql(site, 'content', CONTENT, { locale: pick(LOCALES, turn) });
  if (slot < 9) return { kind: 'page', label: 'page', url: site + pick(PAGES, turn * 3 + slot) };
  if (slot === 9) return { kind: 'page', label: 'profile page', url: site + pick(found.profilePaths, turn) };
  const width = pick(IMAGE_SIZES, turn + slot);
  return {
    kind: 'image',
    label: 'image',
    url: `${site}/img/${width}?src=${encodeURIComponent(pick(found.coverUrls, turn * 2 + slot))}`,
    init: { headers: { accept: width === 240 ? 'image/avif,image/webp,*/*' : 'image/webp,*/*' } },
  };
}

/** A GraphQL answer is a JSON object with `data` or a non-empty `errors` list. */
export function judgeGraphql(status: number, contentType: string, body: string): Verdict {
  if (!/json/.test(contentType)) return 'malformed';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'malformed';
  }
  if (typeof parsed !== 'object' || parsed === null) return 'malformed';
  const { data, errors } = parsed as { data?: unknown; errors?: unknown };
  if (errors !== undefined) return Array.isArray(errors) && errors.length > 0 ? 'degraded' : 'malformed';
  return status === 200 && typeof data === 'object' && data !== null ? 'ok' : 'malformed';
}

export function judge(kind: Kind, status: number, contentType: string, body: Buffer): Verdict {
  if (kind === 'graphql') return judgeGraphql(status, contentType, body.toString('utf8'));
  if (kind === 'page') {
    const html = /text\/html/.test(contentType) && /<\/html>\s*$/i.test(body.toString('utf8'));
    if (!html) return 'malformed';
    return status === 200 ? 'ok' : status === 503 ? 'degraded' : 'malformed';
  }
  if (status === 200) return /^image\//.test(contentType) && body.length > 0 ? 'ok' : 'malformed';
  return status >= 502 && status <= 504 ? 'degraded' : 'malformed';
}
