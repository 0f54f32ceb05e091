import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { runFfmpeg } from './ffmpeg.js';

// One decode of each kind at a time per process: a decode takes a core, and the API answers
// visitors on the other. A poster (a visitor waits on it) never queues behind a rendition (made
// in the background). Each is made once and kept on disk.
const frames = pLimit(1);
const renditions = pLimit(1);

/** Longest a poster's frame may take to decode. */
const FRAME_TIMEOUT_MS = 15_000;
/** Longest a phone rendition may take to encode (a clip of a minute on a slow core). */
const RENDITION_TIMEOUT_MS = 120_000;

/**
 * The video written to a file of its own while `use` runs: an MP4 whose index sits at its end
 * cannot be read from a pipe, and ffmpeg seeks in a file.
 */
async function withFile<T>(video: Buffer, use: (path: string) => Promise<T>): Promise<T> {
  const path = join(tmpdir(), `video-${randomUUID()}`);
  await writeFile(path, video);
  try {
    return await use(path);
  } finally {
    await rm(path, { force: true });
  }
}

/** The video's first frame as a PNG, at its own size: the poster sharp then resizes like a photo. */
export function firstFrame(video: Buffer): Promise<Buffer> {
  return frames(() =>
    withFile(video, (input) =>
      runFfmpeg(
        ['-i', input, '-frames:v', '1', '-an', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
        FRAME_TIMEOUT_MS,
      ),
    ),
  );
}

/**
 * A phone's copy of a decorative video, written to `output`: H.264 at most `width` pixels wide
 * (never enlarged, even dimensions as H.264 wants), no sound (the site's videos play muted), the
 * index first so playback starts before the file is in, and a quality a phone screen cannot tell
 * from the upload (CRF 28) at a fraction of its bytes.
 */
export function phoneRendition(video: Buffer, width: number, output: string): Promise<void> {
  return renditions(() =>
    withFile(video, async (input) => {
      await runFfmpeg(
        [
          '-i',
          input,
          '-vf',
          `scale='trunc(min(${width},iw)/2)*2':-2`,
          '-an',
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '28',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          output,
        ],
        RENDITION_TIMEOUT_MS,
      );
    }),
  );
}
