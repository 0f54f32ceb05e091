// POST /api/entry/{entry}/send: the application and budget forms as multipart/form-data. Files are
// hashed as they stream in, never kept; only their description is stored for tests to check.

import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import type { ReceivedFile } from '../shapes.js';

export const ENTRIES = ['getScouted', 'selective', 'favorites'] as const;
export type EntryName = (typeof ENTRIES)[number];

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ParsedForm = { fields: Record<string, string>; files: ReceivedFile[]; oversized: string[] };

export class NotMultipart extends Error {}

export function parseMultipart(req: IncomingMessage): Promise<ParsedForm> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) return Promise.reject(new NotMultipart());
  return new Promise((resolve, reject) => {
    const form: ParsedForm = { fields: {}, files: [], oversized: [] };
    const pending: Promise<void>[] = [];
    const parser = busboy({
      headers: req.headers,
      limits: { fileSize: MAX_FILE_BYTES, fields: 200, files: 20 },
      defParamCharset: 'utf8',
    });
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      pending.push(
        new Promise((done, fail) => {
          const hash = createHash('sha256');
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            hash.update(chunk);
          });
          stream.on('limit', () => form.oversized.push(field));
          stream.on('error', fail);
          stream.on('end', () => {
            form.files.push({
              field,
              filename: info.filename ?? '',
              mimeType: info.mimeType,
              size,
              sha256: hash.digest('hex'),
            });
            done();
          });
        }),
      );
    });
    parser.on('error', reject);
    parser.on('close', () => {
      Promise.all(pending).then(() => resolve(form), reject);
    });
    req.pipe(parser);
  });
}

/** Laravel-style validation errors; empty when the entry is acceptable. */
export function validateEntry(entry: EntryName, form: ParsedForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const nameField = entry === 'favorites' ? 'name' : 'realname';
  if (!form.fields[nameField]?.trim()) errors[nameField] = [`The ${nameField} field is required.`];
  const email = form.fields['email']?.trim() ?? '';
  if (email === '') errors['email'] = ['The email field is required.'];
  else if (!EMAIL.test(email)) errors['email'] = ['The email must be a valid email address.'];
  for (const file of form.files) {
    if (form.oversized.includes(file.field))
      errors[file.field] = [`The ${file.field} may not be greater than 10240 kilobytes.`];
    else if (!IMAGE_TYPES.includes(file.mimeType))
      errors[file.field] = [`The ${file.field} must be a file of type: png, gif, jpeg, webp.`];
  }
  return errors;
}

export const isEmail = (value: unknown): boolean => typeof value === 'string' && EMAIL.test(value.trim());
