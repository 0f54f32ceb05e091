import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { firstFrame, phoneRendition } from './video-jobs.js';

describe('ffmpeg jobs', () => {
  it('fails a file that is not a video, saying what ffmpeg said', async () => {
    const notVideo = Buffer.from('<html>not a video</html>');
    await expect(firstFrame(notVideo)).rejects.toThrow(/ffmpeg failed \(exit \d+: .+\)/);
    const output = join(mkdtempSync(join(tmpdir(), 'rendition-')), 'out.mp4');
    await expect(phoneRendition(notVideo, 720, output)).rejects.toThrow(/ffmpeg failed/);
  });

  it('stops a run that takes longer than its time', async () => {
    // An endless test picture, encoded: it only ends when killed.
    const started = Date.now();
    await expect(
      runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'null', '-'], 300),
    ).rejects.toThrow('ffmpeg failed (stopped after 300 ms)');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('makes a phone copy that is H.264 and no wider than asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rendition-'));
    const source = join(dir, 'source.mp4');
    await runFfmpeg(
      [
        '-f',
        'lavfi',
        '-i',
        'testsrc=size=1280x720:rate=25:duration=1',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        source,
      ],
      30_000,
    );
    const output = join(dir, 'phone.mp4');
    await phoneRendition(readFileSync(source), 720, output);
    const frame = await firstFrame(readFileSync(output));
    // PNG's header holds its width and height at bytes 16 and 20.
    expect([frame.readUInt32BE(16), frame.readUInt32BE(20)]).toEqual([720, 406]);
  });
});
