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
