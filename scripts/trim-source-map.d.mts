/**
 * The source map (JSON text) with only the sources `keep` accepts mapped; the rest map to nothing.
 * `lines`: one mapping per source line (a frame keeps its line; its column becomes the line's start).
 */
export function trimSourceMap(
  text: string,
  keep: (source: string) => boolean,
  options?: { lines?: boolean },
): string;
