import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { startHarness, type Harness } from './harness.js';
import { signDownloadUrl } from '../src/modules/downloads/signed-url.js';
import { parseDisposition } from './rfc8187.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.stop());

const DOWNLOAD = `mutation Download($id: ID!, $gallery: GalleryKind!) { downloadGallery(modelId: $id, gallery: $gallery) { url fileName expiresAt } }`;

async function requestDownload(id: string, gallery: string) {
  const response = await fetch(`${h.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: DOWNLOAD, variables: { id, gallery } }),
  });
  return (await response.json()) as {
    data?: { downloadGallery: { url: string; fileName: string; expiresAt: string } } | null;
    errors?: { extensions: Record<string, unknown> }[];
  };
}

function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('yauzl gave neither an error nor a zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('gallery download', () => {
  it('gives a short-lived signed URL that streams a valid zip named after the model', async () => {
    const { data, errors } = await requestDownload('48213', 'BOOK');
    expect(errors).toBeUndefined();
    const { url, fileName, expiresAt } = data!.downloadGallery;
    expect(url).toMatch(/^\/downloads\/gallery\/48213\/book\?exp=\d+&sig=[\w-]+$/);
    expect(fileName).toBe('Ana Clara Souza_Bahia Models.zip');
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);

    const response = await fetch(h.url + url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(parseDisposition(response.headers.get('content-disposition')!).filename).toBe(
      'Ana Clara Souza_Bahia Models.zip',
    );
    const names = await zipEntries(Buffer.from(await response.arrayBuffer()));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /\.(jpe?g|png)$/i.test(name))).toBe(true);
  });

  it("saves a name with accents and both apostrophes (' and ’) as it is written", async () => {
    const name = "Luísa D'Ávila Brandão D\u2019Ornellas";
    const id = await h.demo.addModel({ name });
    const { data, errors } = await requestDownload(String(id), 'BOOK');
    expect(errors).toBeUndefined();
    expect(data!.downloadGallery.fileName).toBe(`${name}_Bahia Models.zip`);
    const response = await fetch(h.url + data!.downloadGallery.url);
    expect(response.status).toBe(200);
    const disposition = parseDisposition(response.headers.get('content-disposition')!);
    expect(disposition.extendedFilename).toBe(`${name}_Bahia Models.zip`);
    expect(disposition.filename).toBe("Luisa D'Avila Brandao D'Ornellas_Bahia Models.zip");
    await response.arrayBuffer();
  });

  it('refuses a tampered URL (403) and an expired one (410)', async () => {
    const { data } = await requestDownload('48213', 'COMPO');
    const url = data!.downloadGallery.url;
    expect((await fetch(h.url + url.replace('/48213/', '/47811/'))).status).toBe(403);
    // One character of the signature changed (never to itself: the secret is random per run).
    expect(
      (await fetch(h.url + url.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`)))
        .status,
    ).toBe(403);
    expect((await fetch(h.url + url.replace(/exp=\d+/, `exp=${Date.now() + 10 ** 9}`))).status).toBe(403);
    const expired = signDownloadUrl(h.config.downloadSecret, {
      modelId: '48213',
      gallery: 'compo',
      expiresAt: Date.now() - 1,
    });
    const answer = await fetch(h.url + expired);
    expect(answer.status).toBe(410);
    expect(await answer.text()).toMatch(/expired/);
  });

  it('refuses unknown models and empty galleries', async () => {
    expect((await requestDownload('999999999', 'BOOK')).errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'modelId',
    });
    expect((await requestDownload('56788', 'BOOK')).errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      argument: 'gallery',
    });
  });
});
