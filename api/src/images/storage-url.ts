import { createHash } from 'node:crypto';

/** True for http(s) URLs on the storage origin under its path: nothing else is ever fetched. */
export function isStorageUrl(source: string, storageUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  const base = new URL(storageUrl);
  // Normalised by URL, so '..' segments and encoded tricks cannot climb out of the storage path.
  return (
    url.origin === base.origin &&
    url.pathname.startsWith(base.pathname) &&
    url.username === '' &&
    url.password === ''
  );
}

/**
 * The cache key of one rendition of a storage file (a width and a format): named by the file's path
 * (and query) under the storage, not its full URL. The origin is the configured one anyway
 * (isStorageUrl), so a move of the storage to another host or port keeps the files made before;
 * storage files keep their names, an edit makes a new one.
 */
export function storageFileKey(source: string, storageUrl: string, rendition: string): string {
  const url = new URL(source);
  const path = url.pathname.slice(new URL(storageUrl).pathname.length) + url.search;
  return createHash('sha256').update(`${path}\n${rendition}`).digest('hex');
}
