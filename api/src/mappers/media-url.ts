/** The panel's placeholder for an upload without a file: an image URL that points at nothing. */
const NO_IMAGE = /(^|\/)upload\/\.jpg$/i;

/**
 * Encodes one path segment for a URL. Panel paths arrive raw ('fotos/Ana Clara.jpg') or already
 * encoded ('Ana%20Clara.jpg'); decoding first means neither comes out double-encoded.
 */
function encodeSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A lone '%' is a literal character, not an escape.
  }
  // Characters RFC 3986 allows in a path segment are left readable.
  return encodeURIComponent(decoded).replace(/%(24|26|2B|2C|3B|3D|3A|40)/gi, (escape) =>
    decodeURIComponent(escape),
  );
}

/**
 * A media field as a URL the browser can load: absolute URLs pass through, paths are resolved
 * against the panel storage. Null when there is nothing to show.
 */
export function absoluteMediaUrl(path: string | null | undefined, storageBaseUrl: string): string | null {
  const value = path?.trim();
  if (!value) return null;

  if (/^https?:\/\//i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    return NO_IMAGE.test(url.pathname) ? null : value;
  }

  // A query or fragment (cache busters such as '?v=2') is kept as given; only the path is encoded.
  const suffixAt = value.search(/[?#]/);
  const pathPart = (suffixAt >= 0 ? value.slice(0, suffixAt) : value).replace(/^\/+/, '');
  const suffix = suffixAt >= 0 ? value.slice(suffixAt) : '';
  if (!pathPart || NO_IMAGE.test(pathPart)) return null;

  const base = storageBaseUrl.endsWith('/') ? storageBaseUrl : `${storageBaseUrl}/`;
  return `${base}${pathPart.split('/').map(encodeSegment).join('/')}${suffix}`;
}
