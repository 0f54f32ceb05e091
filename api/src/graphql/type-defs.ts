import { readSchemaFiles } from '@agency/schema/sdl';

/** The shared SDL, one file per domain, in a stable order (the schema package's). */
export function loadTypeDefs(): string[] {
  return readSchemaFiles();
}
