// Adding and removing models while the demo runs (the admin API), keeping the board's three views
// in step: the list order (`models`, which the talent list pages through), the id index
// (`modelsById`, which the profile and downloads read) and the storage catalogue (`media`, so a new
// model's photos resolve and a removed one's answer 404 like a deleted talent's).

import type { ModelEdit, NewModelFields } from '../shapes.js';
import type { DemoData } from './demo-data.js';
import { generateAddedModel } from './extra-models.js';
import type { DemoModel } from './model-shape.js';
import { modelMediaEntries } from './model-media.js';

/** Adds a generated model at the end of the board under the next unused id. */
export function addModel(data: DemoData, fields: NewModelFields, today = new Date()): DemoModel {
  // Ids only grow, removed ones included: a removed id never comes back as another model.
  const id = data.lastModelId + 1;
  data.lastModelId = id;
  const model = generateAddedModel(id, fields, today);
  data.models.push(model);
  data.modelsById.set(id, model);
  for (const [path, entry] of modelMediaEntries(model, data.panelUrl)) data.media.set(path, entry);
  return model;
}

/** False when no model has this id. */
export function removeModel(data: DemoData, id: number): boolean {
  const model = data.modelsById.get(id);
  if (!model) return false;
  data.models.splice(data.models.indexOf(model), 1);
  data.modelsById.delete(id);
  for (const [path] of modelMediaEntries(model, data.panelUrl)) data.media.delete(path);
  return true;
}

/**
 * Edits a model in place, as the agency does in the back office: a new name, and/or a new cover
 * (a new file name, the way the panel stores an upload). The old cover files stay served, as a
 * CDN would keep them. Null when no model has this id.
 */
export function editModel(data: DemoData, id: number, edit: ModelEdit): DemoModel | null {
  const model = data.modelsById.get(id);
  if (!model) return null;
  if (edit.name !== undefined) model.name = edit.name;
  if (edit.newCover) {
    const version = (model.coverVersion ?? 0) + 1;
    model.coverVersion = version;
    // Keeps the stored form (relative, or absolute for the models whose panel stores full URLs).
    model.cover = renamed(model.cover, `talents/${id}/cover-v${version}.jpg`, data.panelUrl);
    model.coverWeb = renamed(model.coverWeb, `talents/${id}/cover_web-v${version}.jpg`, data.panelUrl);
    for (const [path, entry] of modelMediaEntries(model, data.panelUrl)) data.media.set(path, entry);
  }
  return model;
}

function renamed(current: string, path: string, panelUrl: string): string {
  return /^https?:\/\//.test(current) ? `${panelUrl}/storage/${path}` : path;
}
