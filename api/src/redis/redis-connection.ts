import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '@agency/server-kit/logger';

export type RedisConnectionOptions = {
  /** A command unanswered this long fails, so a hung Redis costs a request this much at most. */
  commandTimeoutMs?: number;
  /** The longest pause between reconnection attempts. */
  maxReconnectDelayMs?: number;
};

/**
 * The one Redis client of an instance (plus a second one for pub/sub, which a subscribed
 * connection needs). Redis is an accelerator, never a dependency: the API starts without it,
 * commands fail at once while it is away (no offline queue, so nothing piles up waiting for it),
 * and the client keeps reconnecting with backoff until it returns.
 */
export class RedisConnection {
  readonly client: Redis;
  private subscriber: Redis | undefined;
  private lostLogged = false;
  private closed = false;
  private attempts = 0;

  constructor(
    url: string,
    private readonly logger: Logger,
    options: RedisConnectionOptions = {},
  ) {
    const maxDelay = options.maxReconnectDelayMs ?? 1000;
    const clientOptions: RedisOptions = {
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: options.commandTimeoutMs ?? 1000,
      connectTimeout: 2000,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, maxDelay),
    };
    this.client = new Redis(url, clientOptions);
    this.watch(this.client, 'commands');
    this.connect(this.client);
  }

  /** True while commands can be sent. */
  get isUp(): boolean {
    return this.client.status === 'ready';
  }

  /** For /readyz. */
  get status(): 'up' | 'down' {
    return this.isUp ? 'up' : 'down';
  }

  /** Settles when the first connection attempt has ended, either way (the warm start reads Redis first). */
  firstAttempt(): Promise<void> {
    if (this.client.status === 'ready' || this.client.status === 'end') return Promise.resolve();
    return new Promise((resolve) => {
      const settle = () => {
        this.client.off('ready', settle).off('error', settle);
        resolve();
      };
      this.client.once('ready', settle).once('error', settle);
    });
  }

  /** Reconnection attempts of the commands connection so far (a metric: Redis away, or flapping). */
  get reconnectAttempts(): number {
    return this.attempts;
  }

  /** Calls `onMessage` for every message on `channel`, from whenever the connection is (again) up. */
  subscribe(channel: string, onMessage: (message: string) => void): void {
    if (this.subscriber) throw new Error('one subscription per connection');
    const subscriber = this.client.duplicate({ autoResubscribe: false });
    this.subscriber = subscriber;
    this.watch(subscriber, 'pub/sub');
    // Subscribing on every (re)connection also covers a Redis that was down when the API started.
    subscriber.on('ready', () => void subscriber.subscribe(channel).catch(() => undefined));
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) onMessage(message);
    });
    this.connect(subscriber);
  }

  async close(): Promise<void> {
    this.closed = true;
    const open = this.subscriber ? [this.client, this.subscriber] : [this.client];
    await Promise.all(open.map((c) => c.quit().catch(() => c.disconnect())));
  }

  private connect(client: Redis): void {
    // A failed first attempt is retried by the retry strategy like any lost connection.
    client.connect().catch(() => undefined);
  }

  private watch(client: Redis, role: string): void {
    // ioredis emits 'error' on every failed attempt (several a second while Redis is away) and
    // prints each one to stderr when nobody listens: one warning per outage is written instead,
    // and the attempts are counted for the metrics. Messages only: the URL (and its password)
    // never reaches the log.
    if (role === 'commands') client.on('reconnecting', () => this.attempts++);
    client.on('error', (error: Error) => {
      if (role !== 'commands' || this.lostLogged || this.closed) return;
      this.lostLogged = true;
      this.logger.warn(
        { err: error.message },
        'Redis unreachable; each instance works from its own memory until it returns',
      );
    });
    client.on('ready', () => {
      if (role !== 'commands') return;
      this.logger.info(
        this.lostLogged ? 'Redis is back; cache and rate limits are shared again' : 'Redis connected',
      );
      this.lostLogged = false;
    });
  }
}
