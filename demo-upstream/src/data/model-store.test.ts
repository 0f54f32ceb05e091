import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo-data.js';
import { modelMediaEntries } from './model-media.js';
import { addModel, removeModel } from './model-store.js';

const today = new Date(Date.UTC(2026, 5, 1));

describe('model store', () => {
  it('keeps the list, the id index and the storage catalogue in step', () => {
    const data = buildDemoData('http://127.0.0.1:4101', { today, extraModels: 3 });
    const lastBefore = data.lastModelId;
    const model = addModel(data, { gender: 'man', categories: [1938] }, today);
    expect(model).toMatchObject({ id: lastBefore + 1, gender: 'man', categories: [1938] });
    expect(data.models.at(-1)).toBe(model);
    expect(data.modelsById.get(model.id)).toBe(model);
    const files = modelMediaEntries(model, data.panelUrl).map(([path]) => path);
    expect(files).toContain(model.cover);
    for (const file of files) expect(data.media.has(file)).toBe(true);

    expect(removeModel(data, model.id)).toBe(true);
    expect(data.models).not.toContain(model);
    expect(data.modelsById.has(model.id)).toBe(false);
    for (const file of files) expect(data.media.has(file)).toBe(false);
    expect(removeModel(data, model.id)).toBe(false);
    expect(addModel(data, {}, today).id).toBe(lastBefore + 2);
    expect(data.models).toHaveLength(data.modelsById.size);
  });

  it('gives the same model for the same id and fields', () => {
    const one = buildDemoData('http://127.0.0.1:4101', { today });
    const two = buildDemoData('http://127.0.0.1:4101', { today });
    expect(addModel(one, { name: 'Ícaro Falcão' }, today)).toEqual(
      addModel(two, { name: 'Ícaro Falcão' }, today),
    );
  });
});
