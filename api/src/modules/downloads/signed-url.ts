import { createHmac, timingSafeEqual } from 'node:crypto';
import { foldAccents } from '@agency/rules/fold-accents';
import { create as createContentDisposition } from 'content-disposition';

export const DOWNLOAD_PATH = '/downloads/gallery/';

type Claims = { modelId: string; gallery: string; expiresAt: number };

function signature(secret: string, claims: Claims): string {
  return createHmac('sha256', secret)
    .update(`${claims.modelId}.${claims.gallery}.${claims.expiresAt}`)
    .digest('base64url');
}

/** A relative URL on our origin that names the gallery and expires; the HMAC makes it unforgeable. */
export function signDownloadUrl(secret: string, claims: Claims): string {
  const query = new URLSearchParams({ exp: String(claims.expiresAt), sig: signature(secret, claims) });
  return `${DOWNLOAD_PATH}${encodeURIComponent(claims.modelId)}/${encodeURIComponent(claims.gallery)}?${query}`;
}

export type Verification = { ok: true; claims: Claims } | { ok: false; status: 403 | 404 | 410 };

export function verifyDownloadUrl(secret: string, url: URL, now: number): Verification {
  const match = /^\/downloads\/gallery\/(\d{1,12})\/(book|snap|compo|video)$/.exec(url.pathname);
  if (!match) return { ok: false, status: 404 };
  const expiresAt = Number(url.searchParams.get('exp'));
  const given = Buffer.from(url.searchParams.get('sig') ?? '');
  const claims = { modelId: match[1]!, gallery: match[2]!, expiresAt };
  const expected = Buffer.from(signature(secret, claims));
  // Checked before expiry, so a forged URL learns nothing from the answer.
  if (!Number.isFinite(expiresAt) || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, status: 403 };
  if (expiresAt < now) return { ok: false, status: 410 };
  return { ok: true, claims };
}

/** '{model name}_{product name}.zip', the name the visitor's browser saves (accents and apostrophes kept). */
export function downloadFileName(modelName: string, productName: string): string {
  // Quotes, backslashes and slashes make no sense in a file name; line breaks would split the header.
  return `${modelName}_${productName}.zip`.replace(/[\r\n"\\/]/g, '');
}

/** The closest US-ASCII name, for clients that ignore filename*: accents dropped, typographic apostrophes made straight. */
function asciiFallback(name: string): string {
  return foldAccents(name)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\x20-\x7e]/g, '_');
}

/**
 * The download's Content-Disposition: filename="ASCII fallback" and, when the name is not plain
 * ASCII, filename*=UTF-8''... encoded per RFC 8187 by the content-disposition package (which also
 * percent-encodes ' ( ) *, that encodeURIComponent leaves raw and that end the value early).
 */
export function attachmentHeader(modelName: string, productName: string): string {
  const name = downloadFileName(modelName, productName);
  return createContentDisposition(name, { fallback: asciiFallback(name) });
}
