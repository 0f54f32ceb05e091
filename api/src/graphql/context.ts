import type { ApiConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { AgencyData } from '../data/agency-data.js';
import type { Loaders } from '../data/loaders.js';
import type { DeliveryWorker } from '../outbox/delivery-worker.js';
import type { OutboxStore } from '../outbox/outbox-store.js';

/** Built per request: the shared data layer plus this request's DataLoaders. */
export type ApiContext = {
  config: ApiConfig;
  data: AgencyData;
  loaders: Loaders;
  logger: Logger;
  outbox: { store: OutboxStore; worker: DeliveryWorker };
  /** Whom rate limits count against; absent for in-process calls (server rendering). */
  clientAddress?: string;
};
