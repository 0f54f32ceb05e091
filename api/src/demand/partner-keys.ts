import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import '@agency/server-kit/zod-english';

/** One issued key: only its SHA-256 is stored; entries sharing a name share a budget (rotation). */
export type PartnerKey = { name: string; keySha256: string; origins: string[]; costPerHour: number };

/** `https://app.example.com` exactly as a browser sends it in `Origin` (no path, no trailing slash). */
export const originString = z.string().check(
  z.refine((value) => {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  }, 'must be an origin such as https://app.example.com (scheme, host and port only)'),
);

const entry = z.strictObject({
  // The name goes into log lines and a metric label: a short, plain word.
  name: z
    .string()
    .check(z.regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')),
  keySha256: z.pipe(
    z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'must be the key’s SHA-256 as 64 hex digits')),
    z.transform((hex: string) => hex.toLowerCase()),
  ),
  origins: z._default(z.array(originString), []),
  costPerHour: z.int().check(z.positive()),
});

const keysFile = z.array(entry).check(
  z.superRefine((entries, context) => {
    const costs = new Map<string, number>();
    const hashes = new Set<string>();
    entries.forEach((key, index) => {
      // One budget per name: two rotation entries with different sizes would make it depend on the key.
      const cost = costs.get(key.name);
      if (cost !== undefined && cost !== key.costPerHour) {
        context.addIssue({
          code: 'custom',
          path: [index, 'costPerHour'],
          message: `differs from another entry named "${key.name}" (entries sharing a name share one budget)`,
        });
      }
      costs.set(key.name, key.costPerHour);
      if (hashes.has(key.keySha256))
        context.addIssue({ code: 'custom', path: [index, 'keySha256'], message: 'is listed twice' });
      hashes.add(key.keySha256);
    });
  }),
);

/** Reads and checks PARTNER_KEYS_FILE; throws an Error whose message names each problem and where. */
export function readPartnerKeys(path: string): PartnerKey[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not JSON (${(error as Error).message})`);
  }
  const result = keysFile.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`);
    throw new Error(`${path}: ${problems.join('; ')}`);
  }
  return result.data;
}

// Entries are counted from 0, as in the JSON list.
function where(path: PropertyKey[]): string {
  if (path.length === 0) return 'the list';
  return `entry ${String(path[0])}${path.length > 1 ? ` ${path.slice(1).map(String).join('.')}` : ''}`;
}
