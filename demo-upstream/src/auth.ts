// Bearer tokens as the real services issue them: random, with a lifetime. The demo can expire
// them all at once, so clients' "sign in again on 401" path can be tested.

import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export class TokenStore {
  private readonly tokens = new Map<string, number>();

  constructor(private readonly ttlSeconds: number) {}

  issue(): { token: string; expiresIn: number } {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, Date.now() + this.ttlSeconds * 1000);
    return { token, expiresIn: this.ttlSeconds };
  }

  isValid(token: string | null): boolean {
    if (!token) return false;
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return false;
    if (expiresAt <= Date.now()) {
      this.tokens.delete(token);
      return false;
    }
    return true;
  }

  expireAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}
