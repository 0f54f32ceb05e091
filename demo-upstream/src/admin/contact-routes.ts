// PATCH /__demo/contact: tests move the agency (address, coordinates, e-mail, phones) and check
// that the site follows the back office's contact record. The record keeps the contract's shape
// (docs/upstream-openapi.yaml: id, address, email, phones, lat, lng); only the given fields change.

import type { Contact } from '../data/panel-content.js';
import { BadBody } from '../http/read-body.js';
import { json } from '../http/reply.js';
import type { Reply } from '../http/reply.js';
import type { ContactFields } from '../shapes.js';
import type { DemoState } from '../state.js';

const FIELDS = ['address', 'email', 'phones', 'lat', 'lng'];

const nonEmpty = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** Strict on purpose, like the model routes: a misspelt field must not pass silently. */
export function parseContactFields(body: Record<string, unknown>): ContactFields {
  const unknown = Object.keys(body).filter((key) => !FIELDS.includes(key));
  if (unknown.length > 0)
    throw new BadBody(
      `Unknown field ${unknown.map((key) => `"${key}"`).join(', ')}: the contact takes ${FIELDS.join(', ')}`,
    );
  const { address, email, phones, lat, lng } = body;
  const fields: ContactFields = {};
  if (address !== undefined) {
    if (!nonEmpty(address, 300))
      throw new BadBody('address must be a non-empty string of at most 300 characters');
    fields.address = address;
  }
  if (email !== undefined) {
    if (!nonEmpty(email, 200)) throw new BadBody('email must be a non-empty string');
    fields.email = email;
  }
  if (phones !== undefined) {
    if (!Array.isArray(phones) || !phones.every((phone) => nonEmpty(phone, 40)))
      throw new BadBody('phones must be a list of non-empty strings');
    fields.phones = phones;
  }
  if (lat !== undefined) {
    if (typeof lat !== 'number' || !(Math.abs(lat) <= 90))
      throw new BadBody('lat must be a number from -90 to 90');
    fields.lat = lat;
  }
  if (lng !== undefined) {
    if (typeof lng !== 'number' || !(Math.abs(lng) <= 180))
      throw new BadBody('lng must be a number from -180 to 180');
    fields.lng = lng;
  }
  return fields;
}

/** The reply for the contact route, or null when `method path` is not it. */
export function contactAdmin(
  state: DemoState,
  method: string,
  path: string,
  body: Record<string, unknown>,
): Reply | null {
  if (method !== 'PATCH' || path !== '/__demo/contact') return null;
  const records = state.data.panel.entities['contact'] as Contact[];
  // The site reads the first record; the demo always has one.
  const updated = { ...records[0]!, ...parseContactFields(body) };
  records[0] = updated;
  return json(200, { ok: true, contact: updated });
}
