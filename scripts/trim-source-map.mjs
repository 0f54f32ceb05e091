// Drops the mappings of some sources from a source map (v3): a standalone bundle's map keeps our
// own code's (stack traces of our modules still point at the TypeScript source) and leaves npm
// packages' lines unmapped, so a frame there names the bundle's line. Its size is what Node parses.

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALUE = new Map([...DIGITS].map((digit, value) => [digit, value]));

/** The numbers of one segment (base64 VLQ). */
function decode(segment) {
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const digit of segment) {
    const bits = VALUE.get(digit);
    value += (bits & 31) << shift;
    if (bits & 32) shift += 5;
    else {
      numbers.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

function encode(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let out = '';
  do {
    let bits = value & 31;
    value >>>= 5;
    if (value > 0) bits |= 32;
    out += DIGITS[bits];
  } while (value > 0);
  return out;
}

/**
 * The map with only the sources `keep` accepts (and their contents and names). A run of dropped
 * segments becomes one segment that maps to nothing, so a position there is not taken for the
 * mapped code before it. With `lines`, a kept segment is dropped too when the one before it on the
 * same line maps to the same source line: a frame still gets its line, its column becomes where
 * that line's code starts, and the map has about one mapping per line rather than per token.
 */
export function trimSourceMap(text, keep, { lines: perLine = false } = {}) {
  const map = JSON.parse(text);
  const sourceIndex = map.sources.map(() => -1);
  const sources = [];
  const contents = [];
  map.sources.forEach((source, i) => {
    if (!keep(source)) return;
    sourceIndex[i] = sources.length;
    sources.push(source);
    contents.push(map.sourcesContent?.[i] ?? null);
  });
  const nameIndex = new Map();
  const names = [];
  // Decoded positions are relative to the previous segment (the column within a line).
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    let writtenColumn = 0;
    let unmapped = false;
    // The source and line of the last segment written on this line (per-line mappings).
    let last;
    const segments = [];
    for (const segment of line === '' ? [] : line.split(',')) {
      const [delta, source, sourceLine, sourceColumn, name] = decode(segment);
      column += delta;
      if (source === undefined) continue;
      read.source += source;
      read.line += sourceLine;
      read.column += sourceColumn;
      if (name !== undefined) read.name += name;
      if (sourceIndex[read.source] < 0) {
        if (!unmapped) segments.push(encode(column - writtenColumn));
        if (!unmapped) writtenColumn = column;
        unmapped = true;
        last = undefined;
        continue;
      }
      unmapped = false;
      const at = `${read.source}:${read.line}`;
      if (perLine && last === at) continue;
      last = at;
      let out =
        encode(column - writtenColumn) +
        encode(sourceIndex[read.source] - written.source) +
        encode(read.line - written.line) +
        encode(read.column - written.column);
      writtenColumn = column;
      written.source = sourceIndex[read.source];
      written.line = read.line;
      written.column = read.column;
      if (name !== undefined) {
        const kept = map.names[read.name];
        if (!nameIndex.has(kept)) nameIndex.set(kept, names.push(kept) - 1);
        out += encode(nameIndex.get(kept) - written.name);
        written.name = nameIndex.get(kept);
      }
      segments.push(out);
    }
    return segments.join(',');
  });
  return JSON.stringify({ ...map, sources, sourcesContent: contents, names, mappings: lines.join(';') });
}
