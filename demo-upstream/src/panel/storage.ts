// GET /storage/{path}: media files with their type and length, and byte ranges because browsers
// ask for ranges when playing video.

import type { IncomingMessage } from 'node:http';
import { renderMedia } from '../images/render-media.js';
import { message } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { DemoState } from '../state.js';

function range(req: IncomingMessage, size: number): [number, number] | 'invalid' | null {
  const header = req.headers.range;
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!header) return null;
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : [start, end];
}

export async function serveStorage(state: DemoState, req: IncomingMessage, path: string): Promise<Reply> {
  const file = await renderMedia(state.data.media, path);
  if (!file) return message(404, 'File not found');
  const size = file.body.length;
  const headers = {
    'Content-Type': file.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=86400',
  };
  const wanted = range(req, size);
  if (wanted === 'invalid')
    return {
      kind: 'bytes',
      status: 416,
      body: Buffer.alloc(0),
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
    };
  if (wanted) {
    const [start, end] = wanted;
    return {
      kind: 'bytes',
      status: 206,
      body: file.body.subarray(start, end + 1),
      headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` },
    };
  }
  return { kind: 'bytes', status: 200, body: file.body, headers };
}
