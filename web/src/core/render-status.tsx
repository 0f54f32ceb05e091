import { createContext, useContext } from 'react';

/** Filled while rendering on the server so the response carries the screen's status (404, 503). */
export type RenderStatus = { status: number };

export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useSetRenderStatus(status: number): void {
  const target = useContext(RenderStatusContext);
  // eslint-disable-next-line react-hooks/immutability -- the server render's status: written while rendering, read after
  if (target && target.status < status) target.status = status;
}
