// The storage files one model refers to, with what each must be (size, look, framing), so the
// catalogue can list a model's files when it joins the board and drop them when it leaves.

import { framingFor } from './galleries.js';
import type { GalleryName } from './galleries.js';
import type { MediaEntry } from './looks.js';
import { COVER_SIZE, COVER_WEB_SIZE } from './model-shape.js';
import type { DemoModel } from './model-shape.js';

const IMAGE_GALLERIES: GalleryName[] = ['book', 'snap', 'compo'];

function storagePath(file: string, panelUrl: string): string {
  const prefix = `${panelUrl}/storage/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

/** Every storage file a model refers to. Covers are listed even when a quirk points its field elsewhere. */
export function modelMediaEntries(model: DemoModel, panelUrl: string): [string, MediaEntry][] {
  const look = model.look;
  const folder = `talents/${model.id}`;
  const entries: [string, MediaEntry][] = [
    [`${folder}/cover.jpg`, { kind: 'image', ...COVER_SIZE, look, framing: 'half' }],
    [`${folder}/cover_web.jpg`, { kind: 'image', ...COVER_WEB_SIZE, look, framing: 'half' }],
    [`${folder}/cover2.jpg`, { kind: 'image', ...COVER_SIZE, look, framing: 'head' }],
  ];
  if (model.coverVersion !== undefined) {
    // Another shot of the same person (whole figure), so the new cover is visibly a new picture.
    entries.push([
      `${folder}/cover-v${model.coverVersion}.jpg`,
      { kind: 'image', ...COVER_SIZE, look, framing: 'full' },
    ]);
    entries.push([
      `${folder}/cover_web-v${model.coverVersion}.jpg`,
      { kind: 'image', ...COVER_WEB_SIZE, look, framing: 'full' },
    ]);
  }
  for (const gallery of IMAGE_GALLERIES) {
    (model.galleries[gallery] ?? []).forEach((item, index) => {
      const entry: MediaEntry = {
        kind: 'image',
        width: item.width,
        height: item.height,
        look,
        framing: framingFor(gallery, index),
      };
      entries.push([storagePath(item.file, panelUrl), entry]);
    });
  }
  return entries;
}
