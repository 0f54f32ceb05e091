import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isVideoFile, PHONE_VIDEO_WIDTH, VIDEO_PATH } from '@agency/schema/image-urls';
import type { Logger } from '@agency/server-kit/logger';
import { runInBackground } from '@agency/server-kit/request-budget';
import { SingleFlight } from '@agency/server-kit/single-flight';
import type { ApiConfig } from '../config.js';
import { isStorageUrl, storageFileKey } from '../images/storage-url.js';
import { readStorageFile } from '../images/storage-file.js';
import type { UpstreamSample } from '../upstream/http-types.js';
import { phoneRendition } from '../video/video-jobs.js';
import { refuse } from './refuse.js';
import { under, type ApiRoute } from './route.js';

type Config = Pick<ApiConfig, 'panel' | 'imageCacheDir' | 'upstreamTimeoutMs'>;

/** Kept long, like resized photos: a storage file keeps its name, so its copy never changes. */
const KEPT_SECONDS = 30 * 24 * 3600;

/**
 * The phone copy of a storage video: `/video/{width}?src={storage URL}` (ADR 34). Once made it is
 * served from disk with byte ranges (players ask for them; Safari needs them). Until then the
 * visitor is sent to the upload itself (307, not kept) while the copy is made in the background:
 * nobody waits on an encode, and a video that cannot be encoded still plays. Only storage URLs
 * that are videos, at the one width.
 */
export function createVideoRoute(config: Config, logger: Logger, observe?: (sample: UpstreamSample) => void) {
  const making = new SingleFlight<void>();
  const ready = mkdir(config.imageCacheDir, { recursive: true });
  const exists = (file: string) =>
    stat(file).then(
      (info) => info.isFile(),
      () => false,
    );

  async function make(source: string, file: string): Promise<void> {
    await ready;
    // A background job of its own: not cut by the request's deadline, nor spending its calls.
    const video = await runInBackground('phone-video', config.upstreamTimeoutMs, () =>
      readStorageFile(source, config.upstreamTimeoutMs, observe),
    );
    // Written aside and renamed, so a reader never sees half a file.
    const temporary = `${file}.${randomUUID()}.tmp.mp4`;
    try {
      await phoneRendition(video, PHONE_VIDEO_WIDTH, temporary);
      await rename(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  return async function serveVideo(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const width = Number(url.pathname.slice(VIDEO_PATH.length));
    const source = url.searchParams.get('src') ?? '';
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'GET only');
    if (width !== PHONE_VIDEO_WIDTH) return refuse(res, 400, `width must be ${PHONE_VIDEO_WIDTH}`);
    if (!isStorageUrl(source, config.panel.storageUrl) || !isVideoFile(source))
      return refuse(res, 403, 'only videos of the agency storage');
    const key = storageFileKey(source, config.panel.storageUrl, `${width}\nh264`);
    const file = join(config.imageCacheDir, `${key}.mp4`);
    if (await exists(file)) {
      // Loaded on the first copy served, not at start-up: send brings mime-db, a large JSON file.
      const { default: send } = await import('send');
      send(req, file, {
        maxAge: KEPT_SECONDS * 1000,
        immutable: true,
        etag: true,
        lastModified: false,
        // The cache folder may sit under a dot folder (.data/images): send refuses those by default.
        dotfiles: 'allow',
      })
        .on('error', (error: { status?: number }) => refuse(res, error.status ?? 500, 'video unavailable'))
        .pipe(res);
      return;
    }
    if (!making.has(key))
      void making
        .run(key, () => make(source, file))
        .catch((error: unknown) => logger.warn({ err: error, source }, 'phone video not made'));
    res.writeHead(307, { location: source, 'cache-control': 'no-store' }).end();
  };
}

export const videoRoute: ApiRoute<{
  config: Config;
  logger: Logger;
  metrics: { observeUpstream: (sample: UpstreamSample) => void };
}> = {
  label: '/video',
  quiet: true,
  matches: under(VIDEO_PATH),
  create: ({ config, logger, metrics }) =>
    createVideoRoute(config, logger.child({ component: 'videos' }), metrics.observeUpstream),
};
