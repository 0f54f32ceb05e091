// Reads a Content-Disposition back the way RFC 6266 / RFC 8187 say a browser must, written apart from
// the code under test so a test cannot pass by sharing its mistake.

// attr-char (RFC 8187 §3.2.1): ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~"
const VALUE_CHARS = /^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-Fa-f]{2})*$/;

export type ParsedDisposition = { type: string; filename?: string; extendedFilename?: string };

/** Throws when filename* is present but not a valid ext-value: a browser would ignore it. */
export function parseDisposition(header: string): ParsedDisposition {
  const [type, ...rest] = header.split(';');
  const parsed: ParsedDisposition = { type: type!.trim() };
  const quoted = /(?:^|;)\s*filename="((?:[^"\\]|\\.)*)"/.exec(header);
  const token = /(?:^|;)\s*filename=([^";\s]+)/.exec(header);
  if (quoted) parsed.filename = quoted[1]!.replace(/\\(.)/g, '$1');
  else if (token) parsed.filename = token[1];
  const extended = rest.map((part) => part.trim()).find((part) => part.startsWith('filename*='));
  if (extended) {
    const match = /^filename\*=([^']*)'([^']*)'(.*)$/.exec(extended);
    if (!match) throw new Error(`filename* is not charset'language'value: ${extended}`);
    if (match[1]!.toUpperCase() !== 'UTF-8') throw new Error(`unexpected charset ${match[1]}`);
    if (!VALUE_CHARS.test(match[3]!))
      throw new Error(`filename* has characters outside attr-char: ${match[3]}`);
    parsed.extendedFilename = decodeURIComponent(match[3]!);
  }
  return parsed;
}

/** The name a browser saves: filename* when there is one, else filename. */
export function savedName(header: string): string | undefined {
  const parsed = parseDisposition(header);
  return parsed.extendedFilename ?? parsed.filename;
}
