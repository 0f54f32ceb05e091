// All the demo's data, built once at start-up from the panel's real address (some stored URLs are
// absolute), plus the catalogue of every storage file it refers to with its declared size. The
// board can then change through model-store.ts (admin API), which keeps these fields in step.

import { generateExtraModels } from './extra-models.js';
import type { MediaEntry } from './looks.js';
import type { DemoModel } from './model-shape.js';
import { modelMediaEntries } from './model-media.js';
import { generateBoard } from './models.js';
import type { ModelQuirks } from './models.js';
import { generatePanelContent } from './panel-content.js';
import type { PanelContent } from './panel-content.js';
import { generatePosts } from './posts.js';
import type { Post } from './posts.js';

export type DemoData = {
  /** The panel's own base address; some stored URLs are absolute and start with it. */
  panelUrl: string;
  /** The board in the integration service's list order: base models, extra models, added ones. */
  models: DemoModel[];
  modelsById: Map<number, DemoModel>;
  /** The highest id ever given out, removed models included; an added model takes the next. */
  lastModelId: number;
  quirks: ModelQuirks;
  panel: PanelContent;
  posts: Record<string, Post[]>;
  /** Storage path (relative, no leading slash) to what the file must be. */
  media: Map<string, MediaEntry>;
};

export type DemoDataOptions = {
  /** Generated models after the base board (DEMO_EXTRA_MODELS); default 0. */
  extraModels?: number;
  /** Fixes "now" for birthdates and dated content. */
  today?: Date;
};

export function buildDemoData(panelUrl: string, options: DemoDataOptions = {}): DemoData {
  const today = options.today ?? new Date();
  const { models: base, quirks } = generateBoard(panelUrl, today);
  const models = [...base, ...generateExtraModels(options.extraModels ?? 0, today)];
  const panel = generatePanelContent(panelUrl, today);
  const media = new Map<string, MediaEntry>(panel.media);
  const posts = generatePosts(media);
  for (const model of models)
    for (const [path, entry] of modelMediaEntries(model, panelUrl)) media.set(path, entry);
  const lastModelId = models.reduce((highest, model) => Math.max(highest, model.id), 0);
  return {
    panelUrl,
    models,
    modelsById: new Map(models.map((m) => [m.id, m])),
    lastModelId,
    quirks,
    panel,
    posts,
    media,
  };
}
