// Types of published-sdl.mjs for the TypeScript code that imports it.
export const PUBLISHED_HEADER: string;
export function publishedSdl(typeDefs: string[]): string;
export function readSchemaFiles(dir: string): string[];
