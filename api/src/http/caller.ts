import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiConfig } from '../config.js';
import { clientAddress } from './client-address.js';

/** The header a forwarding site's server rendering carries (web/server/http-link.ts). */
export const SITE_RENDER_HEADER = 'x-site-render-token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whose budgets a request is charged to: its client address, or nobody for the site's own server
 * rendering (in process it never comes through here; forwarded, it proves itself with the token).
 */
export function createCallerOf(config: Pick<ApiConfig, 'trustProxy' | 'siteRenderToken'>): (req: IncomingMessage) => string | undefined {
  const expected = config.siteRenderToken === undefined ? undefined : digest(config.siteRenderToken);
  return (req) => {
    const token = req.headers[SITE_RENDER_HEADER];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (expected && typeof token === 'string' && timingSafeEqual(digest(token), expected)) return undefined;
    return clientAddress(req, config.trustProxy);
  };
}
