import type { ApiConfig } from '../config.js';
import type { Caller } from '../http/caller.js';
import type { Logger } from '../logger.js';
import type { AgencyData } from '../data/agency-data.js';
import type { Loaders } from '../data/loaders.js';
import type { ImageDimensions } from '../images/image-dimensions.js';
import type { DeliveryWorker } from '../outbox/delivery-worker.js';
import type { OutboxStore } from '../outbox/outbox-store.js';

/** Built per request: the shared data layer plus this request's DataLoaders. */
export type ApiContext = {
  config: ApiConfig;
  data: AgencyData;
  loaders: Loaders;
  /** Sizes of storage images, probed and remembered per process. */
  images: ImageDimensions;
  logger: Logger;
  outbox: { store: OutboxStore; worker: DeliveryWorker };
  /** Whose cost budget pays, and who it is; absent for the site's own server rendering. */
  caller?: Caller;
  /** Whom the mutation limit counts against; absent for the site's own server rendering. */
  clientAddress?: string;
};
