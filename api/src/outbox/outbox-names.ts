import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

// How the outbox names its directories: a submission's id, and in staging/ and sending/ the
// instance that owns it, so that claiming is one rename and a dead owner's claims can be found.

/** Separates a submission id from its owner in staging/ and sending/ names (ids and host names have no '+'). */
export const OWNER_SEPARATOR = '+';

/** This process's name in the outbox: host, pid and a random part, so a restart is a new instance. */
export function newInstanceId(): string {
  return `${hostname().replace(/[^A-Za-z0-9.-]/g, '-')}-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** `<id>+<instance>`; a name without an owner (written before owners existed) has no live owner. */
export function parseOwned(name: string): { id: string; owner: string } {
  const at = name.indexOf(OWNER_SEPARATOR);
  return at < 0 ? { id: name, owner: '' } : { id: name.slice(0, at), owner: name.slice(at + 1) };
}
