import type { ApiConfig } from '../config.js';
import type { Caller } from '../demand/caller.js';
import type { Logger } from '@agency/server-kit/logger';
import type { AgencyData } from '../upstream-reads/agency-data.js';
import type { Loaders } from '../upstream-reads/loaders.js';
import type { ImageDimensions } from '../images/image-dimensions.js';
import type { Deliveries } from '../outbox/deliveries.js';
import type { OutboxStore } from '../outbox/outbox-store.js';
import type { LocaleCode } from './locale.js';

/** Built per request: the shared data layer plus this request's DataLoaders. */
export type ApiContext = {
  config: ApiConfig;
  data: AgencyData;
  loaders: Loaders;
  /** A panel media field as a URL the browser can load (the storage's), or null: the one place that knows the storage. */
  mediaUrl: (path: string | null | undefined) => string | null;
  /** Sizes of storage images, probed and remembered per process. */
  images: ImageDimensions;
  /** The comp cards this instance has made: their sizes, for `Model.compCardBytes` (comp-card-store.ts). */
  compCards: { bytesOf(id: number, locale: LocaleCode): number | null };
  logger: Logger;
  outbox: { store: OutboxStore; deliveries: Deliveries };
  /** Whose cost budget pays, and who it is; absent for the site's own server rendering. */
  caller?: Caller;
  /** Whom the mutation limit counts against; absent for the site's own server rendering. */
  clientAddress?: string;
};
