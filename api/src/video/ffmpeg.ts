import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// The decoder ships as a static binary inside an npm package (@ffmpeg-installer picks the one for
// this platform), so a machine with only Node and npm makes posters and phone renditions: no
// system package. Loaded on first use: most requests never decode a video.
const require = createRequire(import.meta.url);
let binary: string | undefined;
function ffmpegPath(): string {
  binary ??= (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  return binary;
}

/** The end of ffmpeg's own report: what it said when it failed (never a secret: paths and codecs). */
const TAIL_CHARS = 400;

/**
 * Runs ffmpeg with `args` (quiet, no prompt, no stdin), killed after `timeoutMs`: a file that
 * makes it hang or crawl fails that file only. Resolves with what it wrote to stdout.
 */
export function runFfmpeg(args: readonly string[], timeoutMs: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-TAIL_CHARS)));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(out));
      const why = signal === 'SIGKILL' ? `stopped after ${timeoutMs} ms` : `exit ${code}: ${said.trim()}`;
      reject(new Error(`ffmpeg failed (${why})`));
    });
  });
}
