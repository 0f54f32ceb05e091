// Upstream paths as metric labels: the path template, not the values in it, so post types, slugs
// and ids (some chosen by visitors) do not each become a time series.
const TEMPLATES: [RegExp, string][] = [
  [/^api\/posts\/[^/]+\/pt\/[^/]+$/, 'api/posts/:type/pt/:slug'],
  [/^api\/posts\/[^/]+\/pt$/, 'api/posts/:type/pt'],
  [/^api\/entities\/[^/]+$/, 'api/entities/:entity'],
];

export function endpointLabel(path: string): string {
  const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
  for (const [pattern, template] of TEMPLATES) if (pattern.test(bare)) return template;
  // Any other segment holding a digit is an id.
  return bare
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}
