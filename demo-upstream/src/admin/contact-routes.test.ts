import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoUpstream, type DemoUpstream } from '../launcher.js';
import { bearer, panelToken } from '../test-helpers.js';
import { parseContactFields } from './contact-routes.js';

describe('contact fields', () => {
  it('takes the contract field names and refuses anything else', () => {
    expect(parseContactFields({ address: 'Rua A, 1', lat: -12.9, lng: -38.4 })).toEqual({
      address: 'Rua A, 1',
      lat: -12.9,
      lng: -38.4,
    });
    expect(() => parseContactFields({ latitude: -12.9 })).toThrow(/Unknown field "latitude"/);
    expect(() => parseContactFields({ lat: 91 })).toThrow(/lat must be/);
    expect(() => parseContactFields({ lng: '-38' })).toThrow(/lng must be/);
    expect(() => parseContactFields({ address: ' ' })).toThrow(/address must be/);
    expect(() => parseContactFields({ phones: ['+55', ''] })).toThrow(/phones must be/);
  });
});

describe('PATCH /__demo/contact', () => {
  let demo: DemoUpstream;
  beforeAll(async () => {
    demo = await startDemoUpstream();
  });
  afterAll(() => demo?.stop());

  it('changes the first contact record the panel serves, keeping the other fields', async () => {
    const token = await panelToken(demo);
    const read = async () =>
      (
        (await (await fetch(`${demo.panelUrl}/api/entities/contact`, { headers: bearer(token) })).json()) as {
          data: Record<string, unknown>[];
        }
      ).data;
    const before = (await read())[0]!;
    await demo.setContact({ address: 'Rua Nova, 10 - Barra, Salvador - BA', lat: -13.01, lng: -38.53 });
    const after = await read();
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual({
      ...before,
      address: 'Rua Nova, 10 - Barra, Salvador - BA',
      lat: -13.01,
      lng: -38.53,
    });
    const refused = await fetch(`${demo.panelUrl}/__demo/contact`, {
      method: 'PATCH',
      body: JSON.stringify({ lat: 'north' }),
    });
    expect(refused.status).toBe(400);
  });
});
