import { startApiProcess as startProcess, type ApiProcess } from '@agency/test-kit/api-process';

export type { ApiProcess };

/** This package's API as its own process (port 0): the kit's launcher given our start module. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  return startProcess(env, new URL('../src/main.ts', import.meta.url).href);
}
