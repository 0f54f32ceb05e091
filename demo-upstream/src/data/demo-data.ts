// All the demo's data, built once at start-up from the panel's real address (some stored URLs are
// absolute), plus the catalogue of every storage file it refers to with its declared size.

import { framingFor } from './galleries.js';
import type { GalleryName } from './galleries.js';
import type { MediaEntry } from './looks.js';
import { COVER_SIZE, COVER_WEB_SIZE, generateBoard } from './models.js';
import type { DemoModel, ModelQuirks } from './models.js';
import { generatePanelContent } from './panel-content.js';
import type { PanelContent } from './panel-content.js';
import { generatePosts } from './posts.js';
import type { Post } from './posts.js';

export type DemoData = {
  /** The panel's own base address; some stored URLs are absolute and start with it. */
  panelUrl: string;
  models: DemoModel[];
  modelsById: Map<number, DemoModel>;
  quirks: ModelQuirks;
  panel: PanelContent;
  posts: Record<string, Post[]>;
  /** Storage path (relative, no leading slash) to what the file must be. */
  media: Map<string, MediaEntry>;
};

function storagePath(file: string, panelUrl: string): string {
  const prefix = `${panelUrl}/storage/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

function modelMedia(model: DemoModel, media: Map<string, MediaEntry>): void {
  const look = model.look;
  const folder = `talents/${model.id}`;
  media.set(`${folder}/cover.jpg`, { kind: 'image', ...COVER_SIZE, look, framing: 'half' });
  media.set(`${folder}/cover_web.jpg`, { kind: 'image', ...COVER_WEB_SIZE, look, framing: 'half' });
  media.set(`${folder}/cover2.jpg`, { kind: 'image', ...COVER_SIZE, look, framing: 'head' });
}

export function buildDemoData(panelUrl: string, today = new Date()): DemoData {
  const { models, quirks } = generateBoard(panelUrl, today);
  const panel = generatePanelContent(panelUrl, today);
  const media = new Map<string, MediaEntry>(panel.media);
  const posts = generatePosts(media);
  for (const model of models) {
    modelMedia(model, media);
    for (const gallery of ['book', 'snap', 'compo'] as GalleryName[]) {
      (model.galleries[gallery] ?? []).forEach((item, index) => {
        media.set(storagePath(item.file, panelUrl), {
          kind: 'image',
          width: item.width,
          height: item.height,
          look: model.look,
          framing: framingFor(gallery, index),
        });
      });
    }
  }
  return { panelUrl, models, modelsById: new Map(models.map((m) => [m.id, m])), quirks, panel, posts, media };
}
