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
 * What names a storage file in caches: its path (and query) under the storage, not its full URL.
 * The origin is the configured one anyway (isStorageUrl), so a move of the storage to another host
 * or port keeps the files resized before; storage files keep their names, an edit makes a new one.
 */
export function storageKey(source: string, storageUrl: string): string {
  const url = new URL(source);
  return url.pathname.slice(new URL(storageUrl).pathname.length) + url.search;
}
