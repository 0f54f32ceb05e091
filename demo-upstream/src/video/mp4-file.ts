// Wraps H.264 samples in an MP4 (ISO BMFF) file with the index in front ("fast start"), so a
// browser can start playing before the whole file has arrived.

type Box = Buffer;

function box(type: string, ...parts: Buffer[]): Box {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Box {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((v, i) => buffer.writeUInt32BE(v >>> 0, i * 4));
  return buffer;
}

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  values.forEach((v, i) => buffer.writeUInt16BE(v & 0xffff, i * 2));
  return buffer;
}

const MATRIX = u32(0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000);

export type Mp4Video = {
  width: number;
  height: number;
  fps: number;
  sps: Uint8Array;
  pps: Uint8Array;
  /** One NAL unit per sample. */
  samples: Uint8Array[];
  keyFrames: number[];
};

function moov(video: Mp4Video, chunkOffset: number): Box {
  const timescale = video.fps * 1000;
  const delta = 1000;
  const duration = video.samples.length * delta;
  const movieDuration = Math.round((duration / timescale) * 1000);
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0, 0, 1000, movieDuration, 0x00010000),
    u16(0x0100, 0),
    u32(0, 0),
    MATRIX,
    u32(0, 0, 0, 0, 0, 0, 2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3,
    u32(0, 0, 1, 0, movieDuration, 0, 0),
    u16(0, 0, 0, 0),
    MATRIX,
    u32(video.width << 16, video.height << 16),
  );
  const mdhd = fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0));
  const hdlr = fullBox(
    'hdlr',
    0,
    0,
    u32(0),
    Buffer.from('vide', 'latin1'),
    u32(0, 0, 0),
    Buffer.from('VideoHandler\0', 'latin1'),
  );
  const vmhd = fullBox('vmhd', 0, 1, u16(0, 0, 0, 0));
  const dinf = box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1)));
  const avcC = box(
    'avcC',
    Buffer.from([1, video.sps[1] ?? 66, video.sps[2] ?? 0, video.sps[3] ?? 30, 0xff, 0xe1]),
    u16(video.sps.length),
    Buffer.from(video.sps),
    Buffer.from([1]),
    u16(video.pps.length),
    Buffer.from(video.pps),
  );
  const compressor = Buffer.alloc(32);
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    u16(0, 0),
    u32(0, 0, 0),
    u16(video.width, video.height),
    u32(0x00480000, 0x00480000, 0),
    u16(1), // frame_count
    compressor,
    u16(0x0018, 0xffff),
    avcC,
  );
  const stsd = fullBox('stsd', 0, 0, u32(1), avc1);
  const stts = fullBox('stts', 0, 0, u32(1, video.samples.length, delta));
  const stss = fullBox('stss', 0, 0, u32(video.keyFrames.length, ...video.keyFrames.map((i) => i + 1)));
  const stsc = fullBox('stsc', 0, 0, u32(1, 1, video.samples.length, 1));
  const stsz = fullBox('stsz', 0, 0, u32(0, video.samples.length, ...video.samples.map((s) => s.length + 4)));
  const stco = fullBox('stco', 0, 0, u32(1, chunkOffset));
  const stbl = box('stbl', stsd, stts, stss, stsc, stsz, stco);
  const trak = box('trak', tkhd, box('mdia', mdhd, hdlr, box('minf', vmhd, dinf, stbl)));
  return box('moov', mvhd, trak);
}

export function mp4File(video: Mp4Video): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  // The chunk offset does not change moov's size, so measure once and build again.
  const moovSize = moov(video, 0).length;
  const mdatPayload = Buffer.concat(
    video.samples.flatMap((sample) => [u32(sample.length), Buffer.from(sample)]),
  );
  const chunkOffset = ftyp.length + moovSize + 8;
  return Buffer.concat([ftyp, moov(video, chunkOffset), box('mdat', mdatPayload)]);
}
