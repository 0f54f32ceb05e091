// Types of test-tools.mjs for the TypeScript tests that import it.
export type TestTool = {
  name: string;
  usedBy: string;
  variable: string;
  path: string;
  fromVariable: boolean;
  debianPackage: string;
};
export function isExecutable(path: string): boolean;
export function testTools(env?: Record<string, string | undefined>): TestTool[];
export function toolPath(
  name: 'Chromium' | 'redis-server' | 'setpriv',
  env?: Record<string, string | undefined>,
): string;
