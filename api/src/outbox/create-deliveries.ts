import type { Logger } from '@agency/server-kit/logger';
import type { ApiConfig } from '../config.js';
import type { UpstreamHttpClient } from '../upstream/http-client.js';
import type { Deliveries } from './deliveries.js';
import { LocalDeliveries } from './delivery-worker.js';
import { OutboxStore } from './outbox-store.js';
import type { QueueAdmin } from './queue/queue-admin.js';

export type Outbox = { store: OutboxStore; deliveries: Deliveries & { admin?: QueueAdmin } };

/** The outbox on this disk, delivered through the queue when one is configured, else from here. */
export async function createOutbox(
  config: ApiConfig,
  panel: UpstreamHttpClient,
  logger: Logger,
): Promise<Outbox> {
  const store = new OutboxStore(config.outboxDir);
  if (!config.queue) return { store, deliveries: new LocalDeliveries(store, panel, logger) };
  // Loaded only when configured, like the Redis client (a large share of the start-up imports).
  const { QueueDeliveries } = await import('./queue/queue-deliveries.js');
  const { redisUrl: url, lockMs } = config.queue;
  return { store, deliveries: new QueueDeliveries(store, panel, logger, { url, lockMs }) };
}
