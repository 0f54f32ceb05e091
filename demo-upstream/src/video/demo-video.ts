// The demo's video files (slides, website videos): a slow pan across a generated studio photo,
// one key frame per second at 10 frames per second, encoded without any codec library.

import sharp from 'sharp';
import { renderPhoto } from '../images/render-photo.js';
import { PcmEncoder } from './h264-pcm.js';
import type { YuvFrame } from './h264-pcm.js';
import { mp4File } from './mp4-file.js';

const FPS = 10;

const clamp = (v: number) => (v < 1 ? 1 : v > 254 ? 254 : Math.round(v));

/** BT.601 limited-range YUV 4:2:0 from RGB, edge pixels repeated out to whole macroblocks. */
function toYuv(
  rgb: Buffer,
  width: number,
  height: number,
  codedWidth: number,
  codedHeight: number,
): YuvFrame {
  const y = new Uint8Array(codedWidth * codedHeight);
  const u = new Uint8Array((codedWidth / 2) * (codedHeight / 2));
  const v = new Uint8Array((codedWidth / 2) * (codedHeight / 2));
  for (let row = 0; row < codedHeight; row++) {
    const srcRow = Math.min(row, height - 1);
    for (let col = 0; col < codedWidth; col++) {
      const i = (srcRow * width + Math.min(col, width - 1)) * 3;
      const r = rgb[i] as number;
      const g = rgb[i + 1] as number;
      const b = rgb[i + 2] as number;
      y[row * codedWidth + col] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (codedWidth / 2) + col / 2;
        u[c] = clamp(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = clamp(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  return { y, u, v };
}

export async function demoVideo(
  seed: string,
  width: number,
  height: number,
  seconds: number,
): Promise<Buffer> {
  const encoder = new PcmEncoder(width, height);
  // A wider picture to pan across.
  const scene = await renderPhoto(
    seed,
    Math.round(width * 1.3),
    Math.round(height * 1.3),
    width > height ? 'full' : 'half',
  );
  const samples: Uint8Array[] = [];
  const keyFrames: number[] = [];
  const keys = Math.max(1, Math.round(seconds));
  for (let k = 0; k < keys; k++) {
    const t = keys === 1 ? 0 : k / (keys - 1);
    const left = Math.round(t * (Math.round(width * 1.3) - width));
    const top = Math.round((Math.round(height * 1.3) - height) / 2);
    const rgb = await sharp(scene).extract({ left, top, width, height }).removeAlpha().raw().toBuffer();
    keyFrames.push(samples.length);
    samples.push(encoder.keyFrame(toYuv(rgb, width, height, encoder.codedWidth, encoder.codedHeight)));
    for (let i = 1; i < FPS; i++) samples.push(encoder.repeatFrame());
  }
  return mp4File({ width, height, fps: FPS, sps: encoder.sps(), pps: encoder.pps(), samples, keyFrames });
}
