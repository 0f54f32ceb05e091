import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, waitFor, type Harness } from './harness.js';
import {
  GET_SCOUTED,
  SELECTIVE,
  photo,
  photos,
  postMultipart,
  sha256,
  validGetScouted,
  validSelective,
} from '@agency/test-kit/uploads';
import { LocalDeliveries } from '../src/outbox/delivery-worker.js';
import type { Deliveries } from '../src/outbox/deliveries.js';

let h: Harness;
beforeAll(async () => {
  // DELIVERED must not depend on the machine's load (3 s were missed once in a loaded CI run);
  // every QUEUED case here is a panel that fails at once, so nothing waits the 20 s.
  h = await startHarness({ env: { SUBMISSION_ANSWER_WAIT_MS: '20000' } });
});
afterAll(() => h?.stop());
beforeEach(async () => {
  await h.demo.clearFaults();
  await h.demo.clearReceived();
});

async function gql(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as {
    data?: Record<string, { id: string; status: string }> | null;
    errors?: { extensions: Record<string, unknown> }[];
  };
}

const FAVORITES = `mutation Budget($input: FavoritesInput!) { submitFavorites(input: $input) { id status } }`;
const CONTACT = `mutation Contact($input: ContactInput!) { submitContact(input: $input) { id status } }`;

describe('get scouted', () => {
  it('sends the panel exactly the payload of docs/product.md, with the photos', async () => {
    const files = await photos(3);
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(body.errors).toBeUndefined();
    expect(body.data!.submitGetScouted).toMatchObject({ status: 'DELIVERED' });

    const [entry] = (await h.demo.received()).entries;
    expect(entry!.entry).toBe('getScouted');
    expect(entry!.idempotencyKey).toBe((body.data!.submitGetScouted as { id: string }).id);
    expect(entry!.fields).toEqual({
      realname: 'Maria da Conceição Araújo',
      gender: 'woman',
      birthdate: '2001-03-09',
      email: 'maria.araujo@example.com',
      instagr: '@mariaaraujo',
      country: JSON.stringify({ value: '31', label: 'Brasil' }),
      basedin: JSON.stringify({ value: '2927408', label: 'Salvador' }),
      phone: JSON.stringify({ value: [{ ph_code: '55', number: '71998765432' }], label: '+55 71998765432' }),
      height: '175/5.9',
      bust: '84/33',
      waist: '62/24.5',
      hips: '90/35.5',
      shoes: '37',
      note: 'WhatsApp: Sim',
    });
    expect(entry!.fields).not.toHaveProperty('dialCode');
    expect(entry!.fields).not.toHaveProperty('whatsapp');
    expect(entry!.files.map((f) => [f.field, f.mimeType, f.sha256])).toEqual(
      files.map((f, i) => [`image_${i + 1}`, f.type, sha256(f.bytes as Buffer)]),
    );
    // File names cleaned: no accents, spaces or paths; extension from the bytes.
    expect(entry!.files.map((f) => f.filename)).toEqual([
      'Foto-1-Sao-Joao.jpg',
      'Foto-2-Sao-Joao.png',
      'Foto-3-Sao-Joao.gif',
    ]);
  });

  it('sends the photos again, intact, when the panel refuses an expired token and we sign in again', async () => {
    const files = await photos(3);
    await h.demo.expireTokens('panel');
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(body.errors).toBeUndefined();
    expect(body.data!.submitGetScouted).toMatchObject({ status: 'DELIVERED' });
    // The refused attempt's photos were streamed from disk; the repeat must read them afresh.
    const { entries } = await h.demo.received();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.files.map((f) => [f.field, f.sha256])).toEqual(
      files.map((f, i) => [`image_${i + 1}`, sha256(f.bytes as Buffer)]),
    );
  });
});

describe('selective', () => {
  it('sends id_state as JSON and a note with the answers and the chosen city and date', async () => {
    const { body } = await postMultipart(h.url, SELECTIVE, { input: validSelective }, await photos(6));
    expect(body.errors).toBeUndefined();
    const [entry] = (await h.demo.received()).entries;
    expect(entry!.entry).toBe('selective');
    expect(entry!.fields).toMatchObject({
      gender: 'man',
      country: JSON.stringify({ value: '31', label: 'Brasil' }),
      id_state: JSON.stringify({ value: '5', label: 'Bahia' }),
      basedin: JSON.stringify({ value: '2927408', label: 'Salvador' }),
      selectiveCity: '201',
      hips: '96/38',
      // multipart/form-data carries line breaks as CRLF (as browsers send them).
      note: expect.stringMatching(
        /^Disponível aos sábados\.\r?\nWhatsApp: Não\r?\nMaior de 18 anos: Sim\r?\nSeletiva: Salvador - 05\/12\/2026$/,
      ) as string,
    });
    for (const absent of ['state', 'major', 'whatsapp', 'dialCode'])
      expect(entry!.fields).not.toHaveProperty(absent);
    expect(entry!.files.map((f) => f.field)).toEqual([
      'image_1',
      'image_2',
      'image_3',
      'image_4',
      'image_5',
      'image_6',
    ]);
  });

  it('leaves optional hips and note out when empty', async () => {
    const { body } = await postMultipart(
      h.url,
      SELECTIVE,
      { input: { ...validSelective, hips: null, note: '' } },
      await photos(6),
    );
    expect(body.errors).toBeUndefined();
    const [entry] = (await h.demo.received()).entries;
    expect(entry!.fields).not.toHaveProperty('hips');
    expect(entry!.fields.note!.startsWith('WhatsApp: Não')).toBe(true);
  });
});

describe('favourites and contact', () => {
  it('sends the budget request with the chosen models as JSON', async () => {
    const answer = await gql(FAVORITES, {
      input: {
        name: 'Ana Lima',
        email: 'ana@marca.com.br',
        phone: '+55 71 3333-1111',
        message: 'Campanha de verão',
        modelIds: ['48213', '50525'],
      },
    });
    expect(answer.errors).toBeUndefined();
    const [entry] = (await h.demo.received()).entries;
    expect(entry!.entry).toBe('favorites');
    expect(entry!.fields).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@marca.com.br',
      phone: '+55 71 3333-1111',
      message: 'Campanha de verão',
    });
    const models = JSON.parse(entry!.fields.models!) as { id: number; name: string }[];
    expect(models.map((m) => [m.id, m.name])).toEqual([
      [48213, 'Ana Clara Souza'],
      [50525, 'Arthur Cardoso'],
    ]);
  });

  it('sends the message exactly as typed, lines and spaces kept, nothing added', async () => {
    const message = 'Campanha de verão:\n  dois dias em Salvador,\n\nfotos e vídeo.';
    const answer = await gql(FAVORITES, {
      input: {
        name: 'Ana Lima',
        email: 'ana@marca.com.br',
        phone: '+55 71 3333-1111',
        message,
        modelIds: ['48213'],
      },
    });
    expect(answer.errors).toBeUndefined();
    const [entry] = (await h.demo.received()).entries;
    expect(entry!.fields.message).toBe(message);
  });

  it('posts the contact form as JSON', async () => {
    const answer = await gql(CONTACT, {
      input: { name: 'Rui', email: 'rui@example.com', phone: '71 3333-2222', message: 'Olá!' },
    });
    expect(answer.data!.submitContact!.status).toBe('DELIVERED');
    expect((await h.demo.received()).contacts).toEqual([
      { name: 'Rui', email: 'rui@example.com', phone: '71 3333-2222', message: 'Olá!' },
    ]);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { realname: '  ' }, 'realname', 'required'],
    ['a malformed e-mail', { email: 'maria@' }, 'email', 'invalid_email'],
    ['an impossible date', { birthdate: '2001-02-30' }, 'birthdate', 'invalid_date'],
    ['a future birthdate', { birthdate: '2099-01-01' }, 'birthdate', 'future_date'],
    ['a height not in the list', { height: '500/16.4' }, 'height', 'unknown_option'],
    ['a bust not in the list', { bust: 'big' }, 'bust', 'unknown_option'],
    ['an unknown country', { country: '99999' }, 'country', 'unknown_option'],
    ['a city of another country', { basedin: '1' }, 'basedin', 'unknown_option'],
    [
      'a phone made of letters',
      { phone: { dialCode: '55', number: 'call me' } },
      'phone.number',
      'invalid_phone',
    ],
  ];
  it.each(cases)('refuses %s, naming the field, and sends nothing', async (_name, change, field, code) => {
    const { body } = await postMultipart(
      h.url,
      GET_SCOUTED,
      { input: { ...validGetScouted, ...change }, locale: 'EN' },
      await photos(3),
    );
    expect(body.data).toBeNull();
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', codes: { [field]: code } });
    expect((body.errors![0]!.extensions!.fields as Record<string, string>)[field]).toMatch(/\w/);
    expect((await h.demo.received()).entries).toHaveLength(0);
  });

  it('answers messages in the page language', async () => {
    const { body } = await postMultipart(
      h.url,
      GET_SCOUTED,
      { input: { ...validGetScouted, email: 'x' }, locale: 'PT' },
      await photos(3),
    );
    expect(body.errors![0]!.extensions!.fields).toEqual({ email: 'Informe um e-mail válido.' });
  });

  it('refuses a wrong number of photos', async () => {
    const { body } = await postMultipart(h.url, SELECTIVE, { input: validSelective }, await photos(5));
    expect(body.errors![0]!.extensions).toMatchObject({ codes: { photos: 'photo_count' } });
  });

  it('refuses a text file renamed .jpg, by its bytes', async () => {
    const files = await photos(3);
    files[1] = {
      name: 'selfie.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('just some text, not a photo\n'.repeat(50)),
    };
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      codes: { 'photos.1': 'photo_type' },
    });
  });

  it('refuses a WebP photo and an empty file', async () => {
    const files = await photos(3);
    files[0] = {
      name: 'a.webp',
      type: 'image/webp',
      bytes: await (
        await import('sharp')
      )
        .default(await photo('png'))
        .webp()
        .toBuffer(),
    };
    files[2] = { name: 'empty.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) };
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, files);
    expect(body.errors![0]!.extensions).toMatchObject({
      codes: { 'photos.0': 'photo_type', 'photos.2': 'photo_empty' },
    });
  });

  it('refuses budget requests without favourites and contact forms without a message', async () => {
    const favorites = await gql(FAVORITES, {
      input: { name: 'A', email: 'a@b.co', phone: '1', message: 'x', modelIds: [] },
    });
    expect(favorites.errors![0]!.extensions).toMatchObject({ codes: { modelIds: 'no_models' } });
    const contact = await gql(CONTACT, { input: { name: 'A', email: 'a@b.co', phone: '1', message: ' ' } });
    expect(contact.errors![0]!.extensions).toMatchObject({ codes: { message: 'required' } });
  });

  it('keeps nothing of a refused submission on disk', async () => {
    await postMultipart(h.url, GET_SCOUTED, { input: { ...validGetScouted, email: 'no' } }, await photos(3));
    const outbox = h.config.outboxDir;
    for (const state of ['staging', 'pending', 'sending'])
      expect(readdirSync(join(outbox, state))).toEqual([]);
  });
});

describe('durable outbox', () => {
  it('queues a submission during a panel outage and delivers it once the panel returns', async () => {
    await h.demo.setFaults({ outage: true }, 'panel');
    const { body } = await postMultipart(h.url, GET_SCOUTED, { input: validGetScouted }, await photos(3));
    expect(body.data!.submitGetScouted).toMatchObject({ status: 'QUEUED' });
    const id = (body.data!.submitGetScouted as { id: string }).id;
    expect(readdirSync(join(h.config.outboxDir, 'pending'))).toContain(id);

    await h.demo.clearFaults('panel');
    const entries = await waitFor(async () => {
      await drainLocal(h.outbox.deliveries);
      const received = (await h.demo.received()).entries;
      return received.length > 0 && received;
    }, 20_000);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.idempotencyKey).toBe(id);
    expect(readdirSync(join(h.config.outboxDir, 'delivered'))).toContain(id);
    await drainLocal(h.outbox.deliveries);
    expect((await h.demo.received()).entries).toHaveLength(1);
  });
});

/** One pass of the local deliveries (no queue in these tests), rather than waiting for its timer. */
async function drainLocal(deliveries: Deliveries): Promise<void> {
  if (!(deliveries instanceof LocalDeliveries)) throw new Error('these tests run without a queue');
  await deliveries.drain();
}
