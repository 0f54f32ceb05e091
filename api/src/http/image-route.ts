import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import type { ApiConfig } from '../config.js';
import type { Logger } from '@agency/server-kit/logger';
import { SingleFlight } from '@agency/server-kit/single-flight';
import type { UpstreamSample } from '../upstream/http-types.js';
import { IMAGE_PATH, IMAGE_WIDTHS, isVideoFile } from '@agency/schema/image-urls';
import { isStorageUrl, storageFileKey } from '../images/storage-url.js';
import { readStorageFile } from '../images/storage-file.js';
import { firstFrame } from '../video/video-jobs.js';
import { refuse } from './refuse.js';
import { under, type ApiRoute } from './route.js';

const FORMATS = {
  avif: { type: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 50, effort: 2 }) },
  webp: { type: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 72 }) },
  jpeg: { type: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 75, mozjpeg: true }) },
} as const;
type Format = keyof typeof FORMATS;

function pickFormat(accept: string | undefined): Format {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * Resizes storage images for the site: `/img/{width}?src={storage URL}`; for a video, its first
 * frame (the poster of the site's video players). Only URLs under the
 * configured PANEL_STORAGE_URL are fetched (never an open proxy), one width from a fixed list,
 * AVIF or WebP per Accept, cached on disk and in browsers for long (storage files keep their names).
 */
export function createImageRoute(
  config: Pick<ApiConfig, 'panel' | 'imageCacheDir' | 'upstreamTimeoutMs'>,
  logger: Logger,
  observe?: (sample: UpstreamSample) => void,
) {
  const inFlight = new SingleFlight<string>();
  const ready = mkdir(config.imageCacheDir, { recursive: true });

  async function produce(source: string, width: number, format: Format, file: string): Promise<string> {
    await ready;
    if (
      await stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
    const stored = await readStorageFile(source, config.upstreamTimeoutMs, observe);
    // A video's poster: its first frame, then resized like any photo.
    const input = isVideoFile(source) ? await firstFrame(stored) : stored;
    // Loaded on the first resize, not at start-up: most requests never get here (resized files are
    // kept on disk), and Node keeps the module once loaded.
    const { default: sharp } = await import('sharp');
    const output = await FORMATS[format]
      .encode(sharp(input).rotate().resize({ width, withoutEnlargement: true }))
      .toBuffer();
    // Written aside and renamed, so a reader never sees half a file.
    // Random, not pid-based: instances in containers share pids and may share this directory.
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, output);
    await rename(temporary, file);
    return file;
  }

  return async function serveImage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const width = Number(url.pathname.slice(IMAGE_PATH.length));
    const source = url.searchParams.get('src') ?? '';
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'GET only');
    if (!(IMAGE_WIDTHS as readonly number[]).includes(width))
      return refuse(res, 400, `width must be one of ${IMAGE_WIDTHS.join(', ')}`);
    if (!isStorageUrl(source, config.panel.storageUrl))
      return refuse(res, 403, 'only images of the agency storage');
    const format = pickFormat(req.headers.accept);
    const key = storageFileKey(source, config.panel.storageUrl, `${width}\n${format}`);
    const file = join(config.imageCacheDir, `${key}.${format}`);
    let path: string;
    try {
      path = await inFlight.run(key, () => produce(source, width, format, file));
    } catch (error) {
      const status = (error as { status?: number }).status ?? 502;
      logger.warn({ err: error, source, width }, 'image not produced');
      return refuse(res, status, status === 404 ? 'not found' : 'image unavailable');
    }
    const info = await stat(path);
    res.writeHead(200, {
      'content-type': FORMATS[format].type,
      'content-length': info.size,
      'cache-control': 'public, max-age=2592000, immutable',
      vary: 'Accept',
      etag: `"${key.slice(0, 32)}"`,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
  };
}

export const imageRoute: ApiRoute<{
  config: Pick<ApiConfig, 'panel' | 'imageCacheDir' | 'upstreamTimeoutMs'>;
  logger: Logger;
  metrics: { observeUpstream: (sample: UpstreamSample) => void };
}> = {
  label: '/img',
  quiet: true,
  matches: under(IMAGE_PATH),
  create: ({ config, logger, metrics }) =>
    createImageRoute(config, logger.child({ component: 'images' }), metrics.observeUpstream),
};
