import * as z from 'zod/mini';
import './zod-english.js';

// Configuration helpers every server here uses: variables are parsed once at start-up, and a
// missing or malformed one stops start-up with a message naming it.

export type Env = Record<string, string | undefined>;

/** An http(s) URL without its trailing slashes. */
export const httpUrl = z.pipe(
  z.url().check(z.refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')),
  z.transform((u: string) => u.replace(/\/+$/, '')),
);

/** A whole number from `min` to `max`, `fallback` when the variable is unset. */
export const intBetween = (min: number, max: number, fallback: number) =>
  z._default(z.coerce.number().check(z.int(), z.gte(min), z.lte(max)), fallback);

/** A text of at least one character, `fallback` when the variable is unset. */
export const textOr = (fallback: string) => z._default(z.string().check(z.minLength(1)), fallback);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses with `schema`, or throws a ConfigError naming each missing or malformed variable. */
export function parseEnv<S extends z.ZodMiniType>(schema: S, env: Env): z.infer<S> {
  // Empty strings count as missing so `PANEL_URL=` is reported, not parsed as a URL.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const missing = !(name in present);
        return missing ? `${name} is missing` : `${name} is malformed: ${issue.message}`;
      }),
    );
  }
  return result.data;
}
