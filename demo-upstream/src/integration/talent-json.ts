// A model as the integration service sends it: the list item, and the profile that adds what the
// query's flags ask for (cover2, cover_web, skills, media_id) plus the galleries.

import { categoryNames } from '../data/models.js';
import type { DemoModel } from '../data/models.js';

export function talentListItem(model: DemoModel, withCoverWeb: boolean): Record<string, unknown> {
  return {
    id: model.id,
    name: model.name,
    gender: model.gender,
    birthdate: model.birthdate,
    categories: model.categories.map((id) => ({ id, name: categoryNames[id] ?? String(id) })),
    cover: model.cover,
    ...(withCoverWeb ? { cover_web: model.coverWeb } : {}),
    // Undefined measures vanish from the JSON: "missing", next to null and "".
    ...model.measures,
    instagram: model.instagram,
  };
}

export type ProfileFlags = { cover2: boolean; coverWeb: boolean; skills: boolean; mediaId: boolean };

export function talentProfile(model: DemoModel, flags: ProfileFlags): Record<string, unknown> {
  return {
    ...talentListItem(model, flags.coverWeb),
    ...(flags.cover2 ? { cover2: model.cover2 } : {}),
    ...(flags.skills ? { skills: model.skills } : {}),
    ...(flags.mediaId ? { media_id: model.mediaId } : {}),
    ...model.galleries,
  };
}
