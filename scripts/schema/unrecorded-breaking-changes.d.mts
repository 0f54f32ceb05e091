// Types of unrecorded-breaking-changes.mjs for the TypeScript tests that import it.
export type SchemaChange = { type: string; description: string; coordinate: string | undefined };
export function coordinateOf(change: { type: string; description: string }): string | undefined;
export function unreleasedSection(changelog: string): string;
export function names(text: string, coordinate: string): boolean;
export function compareWithRelease(
  releasedSdl: string,
  currentSdl: string,
  changelog: string,
): { unrecorded: SchemaChange[]; recorded: SchemaChange[]; dangerous: { type: string; description: string }[] };
