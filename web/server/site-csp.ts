/**
 * The public site: our own scripts only (module scripts; JSON data blocks are not executed),
 * photos and videos from the panel's storage, previews of chosen photos as blob: URLs, map tiles
 * from OpenStreetMap, players from YouTube (no-cookie) and Vimeo. Styles may be inline: React
 * renders style attributes and the toast library injects its own <style>.
 */
export function siteCsp(storageUrl: string): string {
  const storage = new URL(storageUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${storage} https://*.tile.openstreetmap.org`,
    `media-src 'self' blob: ${storage}`,
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}
