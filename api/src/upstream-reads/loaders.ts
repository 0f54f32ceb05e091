import DataLoader from 'dataloader';
import type { TalentDto, TalentProfileDto } from '../upstream/integration-dto.js';
import type { AgencyData } from './agency-data.js';

export type Loaders = {
  profile: DataLoader<number, TalentProfileDto | null>;
  talentsOfCategory: DataLoader<number, TalentDto[]>;
};

/** Made per request: dedupes reads within one operation; the read cache spans requests. */
export function createLoaders(data: AgencyData): Loaders {
  return {
    profile: new DataLoader((ids) => settleEach(ids, (id) => data.profile(id))),
    talentsOfCategory: new DataLoader((ids) => settleEach(ids, (id) => data.talentsOfCategory(id))),
  };
}

// One failing key must not fail its batch-mates: DataLoader accepts an Error per key.
function settleEach<K, V>(keys: readonly K[], load: (key: K) => Promise<V>): Promise<(V | Error)[]> {
  return Promise.all(
    keys.map((key) =>
      load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ),
  );
}
