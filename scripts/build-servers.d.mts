export const BUILT_CONDITION: string;
export const OUT_DIR: string;
/** [source, built] for each export that has a built form. */
export function builtExports(dir: string): [string, string][];
