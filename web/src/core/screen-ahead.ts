import { createContext, useContext, useEffect } from 'react';

/**
 * Asks the shell to draw the screen at `path` out of sight, so that following the link to it only
 * has to show it; returns what withdraws the request. None on the server.
 */
export type RenderAhead = (path: string) => () => void;

export const ScreenAheadContext = createContext<RenderAhead | null>(null);

/**
 * Names the screen a visitor of this one most likely goes to next by a link that opens it fresh
 * (a profile reached by a shared link goes back to its board), or null for none. The shell draws
 * it hidden once its code and data are in and the page is idle (shell/screen-slots.tsx), and
 * drops it when this screen goes.
 */
export function useScreenAhead(path: string | null): void {
  const renderAhead = useContext(ScreenAheadContext);
  useEffect(() => (path && renderAhead ? renderAhead(path) : undefined), [path, renderAhead]);
}

/** True inside a screen drawn ahead and not shown yet (shell/screen-slots.tsx). */
export const DrawnAheadContext = createContext(false);

/**
 * Whether this screen is drawn ahead, out of sight: what it would fetch at once for the eye (its
 * first photos, at high priority) waits until it is shown, so it takes nothing from the screen
 * the visitor is looking at.
 */
export function useDrawnAhead(): boolean {
  return useContext(DrawnAheadContext);
}
