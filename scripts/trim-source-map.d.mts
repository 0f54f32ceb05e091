/** The source map (JSON text) with only the sources `keep` accepts mapped; the rest map to nothing. */
export function trimSourceMap(text: string, keep: (source: string) => boolean): string;
