// POST /__demo/models and DELETE /__demo/models/{id}: tests change the board between two requests,
// e.g. to check that the API's keyset cursors neither repeat nor skip a model when the upstream
// list shifts under them. Both services share one board, so either port may be called.

import { addModel, editModel, removeModel } from '../data/model-store.js';
import { COMERCIAL, FASHION } from '../data/model-shape.js';
import { BadBody } from '../http/read-body.js';
import { json, message } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { ModelEdit, NewModelFields } from '../shapes.js';
import type { DemoState } from '../state.js';

const FIELDS = ['name', 'gender', 'categories'];

/** Strict on purpose: a misspelt field would otherwise give a silently generated value. */
export function parseNewModel(body: Record<string, unknown>): NewModelFields {
  const unknown = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0)
    throw new BadBody(
      `Unknown field ${unknown.map((key) => `"${key}"`).join(', ')}: a new model takes name, gender and categories`,
    );
  const { name, gender, categories } = body;
  const fields: NewModelFields = {};
  if (name !== undefined) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100)
      throw new BadBody('name must be a non-empty string of at most 100 characters');
    fields.name = name.trim();
  }
  if (gender !== undefined) {
    if (gender !== 'woman' && gender !== 'man') throw new BadBody('gender must be "woman" or "man"');
    fields.gender = gender;
  }
  if (categories !== undefined) {
    if (
      !Array.isArray(categories) ||
      categories.length === 0 ||
      !categories.every((c) => c === FASHION || c === COMERCIAL)
    ) {
      throw new BadBody(
        `categories must be a non-empty list of ${FASHION} (fashion) and/or ${COMERCIAL} (comercial)`,
      );
    }
    fields.categories = [...new Set(categories as number[])];
  }
  return fields;
}

const EDIT_FIELDS = ['name', 'newCover'];

/** Strict like parseNewModel; an edit that changes nothing is refused too (a test would pass for nothing). */
export function parseModelEdit(body: Record<string, unknown>): ModelEdit {
  const unknown = Object.keys(body).filter((key) => !EDIT_FIELDS.includes(key));
  if (unknown.length > 0)
    throw new BadBody(
      `Unknown field ${unknown.map((key) => `"${key}"`).join(', ')}: an edit takes name and newCover`,
    );
  const { name, newCover } = body;
  const edit: ModelEdit = {};
  if (name !== undefined) {
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100)
      throw new BadBody('name must be a non-empty string of at most 100 characters');
    edit.name = name.trim();
  }
  if (newCover !== undefined) {
    if (newCover !== true) throw new BadBody('newCover must be true');
    edit.newCover = true;
  }
  if (edit.name === undefined && !edit.newCover) throw new BadBody('An edit needs name and/or newCover');
  return edit;
}

/** The reply for a model route, or null when `method path` is not one. */
export function modelAdmin(
  state: DemoState,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Reply | null {
  if (method === 'POST' && path === '/__demo/models') {
    const model = addModel(state.data, parseNewModel(body));
    return json(200, { ok: true, id: model.id });
  }
  const one = /^\/__demo\/models\/([^/]+)$/.exec(path);
  if ((method === 'DELETE' || method === 'PATCH') && one) {
    const raw = one[1] as string;
    if (!/^\d+$/.test(raw)) throw new BadBody(`The model id must be a positive integer, got "${raw}"`);
    const id = Number(raw);
    if (method === 'DELETE')
      return removeModel(state.data, id)
        ? json(200, { ok: true, id })
        : message(404, `No model with id ${id}`);
    const model = editModel(state.data, id, parseModelEdit(body));
    return model
      ? json(200, { ok: true, id, name: model.name, cover: model.cover, coverWeb: model.coverWeb })
      : message(404, `No model with id ${id}`);
  }
  return null;
}
