// The process's state, shared by both services' servers: the data, each service's tokens, faults
// and call counts, what the panel received, and the zip padding knob.

import type { TokenStore } from './auth.js';
import type { CallCounter } from './call-counter.js';
import type { DemoConfig } from './config.js';
import type { DemoData } from './data/demo-data.js';
import type { FaultState } from './faults.js';
import type { ReceivedStore } from './received-store.js';
import type { ServiceName } from './shapes.js';

export type ServiceRuntime = {
  name: ServiceName;
  tokens: TokenStore;
  faults: FaultState;
  calls: CallCounter;
};

export type DemoState = {
  config: DemoConfig;
  data: DemoData;
  services: Record<ServiceName, ServiceRuntime>;
  received: ReceivedStore;
  /** Bytes of filler added to every gallery zip (for download benchmarks). */
  zipPaddingBytes: number;
  startedAt: number;
};
