// The fault knobs tests turn through /__demo/faults. Faults are per service; each applies to the
// calls whose path starts with one of its prefixes. Error draws use a seeded generator so a test
// with errorRate 0.5 behaves the same on every run.

import { createRandom } from './random.js';
import type { Random } from './random.js';
import type { FaultSettings } from './shapes.js';

export class InvalidFaults extends Error {}

function check(value: unknown, test: (v: unknown) => boolean, name: string, expected: string): void {
  if (value !== undefined && !test(value)) throw new InvalidFaults(`${name} must be ${expected}`);
}

const nonNegative = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isBoolean = (v: unknown) => typeof v === 'boolean';

export function parseFaults(body: Record<string, unknown>): FaultSettings {
  check(body['latencyMs'], nonNegative, 'latencyMs', 'a number of milliseconds >= 0');
  check(body['errorRate'], (v) => nonNegative(v) && (v as number) <= 1, 'errorRate', 'a number from 0 to 1');
  check(body['outage'], isBoolean, 'outage', 'a boolean');
  check(body['reset'], isBoolean, 'reset', 'a boolean');
  check(body['malformedJson'], isBoolean, 'malformedJson', 'a boolean');
  check(body['wrongTypes'], isBoolean, 'wrongTypes', 'a boolean');
  check(body['trickleMs'], nonNegative, 'trickleMs', 'a number of milliseconds >= 0');
  check(body['unauthorizedForMs'], nonNegative, 'unauthorizedForMs', 'a number of milliseconds >= 0');
  check(body['times'], (v) => Number.isInteger(v) && (v as number) > 0, 'times', 'a positive integer');
  check(
    body['paths'],
    (v) => Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/')),
    'paths',
    'a list of paths starting with /',
  );
  const keys = [
    'latencyMs',
    'errorRate',
    'outage',
    'reset',
    'malformedJson',
    'wrongTypes',
    'trickleMs',
    'unauthorizedForMs',
    'paths',
    'times',
  ] as const;
  const settings: Record<string, unknown> = {};
  for (const key of keys) if (body[key] !== undefined) settings[key] = body[key];
  return settings;
}

export class FaultState {
  private settings: FaultSettings | null = null;
  private unauthorizedUntil = 0;
  private remaining = Infinity;
  private random: Random = createRandom('faults');

  set(settings: FaultSettings): void {
    this.settings = settings;
    this.unauthorizedUntil = settings.unauthorizedForMs ? Date.now() + settings.unauthorizedForMs : 0;
    this.remaining = settings.times ?? Infinity;
    this.random = createRandom('faults');
  }

  clear(): void {
    this.settings = null;
    this.unauthorizedUntil = 0;
  }

  current(): FaultSettings | null {
    return this.settings;
  }

  /** The faults that hit this call, or null. Counts the call against `times`. */
  take(path: string): FaultSettings | null {
    const settings = this.settings;
    if (!settings) return null;
    const prefixes = settings.paths ?? ['/'];
    if (!prefixes.some((prefix) => path.startsWith(prefix))) return null;
    this.remaining -= 1;
    if (this.remaining <= 0) this.settings = null;
    return settings;
  }

  /** Draws whether this call fails with a 500. */
  failsNow(settings: FaultSettings): boolean {
    return (
      settings.errorRate !== undefined && settings.errorRate > 0 && this.random.next() < settings.errorRate
    );
  }

  unauthorizedNow(): boolean {
    return Date.now() < this.unauthorizedUntil;
  }
}
