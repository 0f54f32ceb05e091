const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

/**
 * After a deploy, an open tab may ask for a script chunk that no longer exists: reload once to
 * get the new build, but not again within 60 s, so a real outage cannot cause a reload loop.
 */
export function reloadOnceForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i.test(
    message,
  );
}

export function installChunkReload(): void {
  // Vite reports failed preloads with this event; lazy imports that fail reject and are caught here too.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnceForChunkError(sessionStorage, Date.now(), () => window.location.reload());
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason))
      reloadOnceForChunkError(sessionStorage, Date.now(), () => window.location.reload());
  });
}
