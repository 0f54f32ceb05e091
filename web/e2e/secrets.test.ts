import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useSite } from './site-fixture';

// The site server holds the upstream credentials; none may reach a page, a bundle or a source map.

const { site } = useSite();
const DIST = fileURLToPath(new URL('../dist/', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('secrets stay in the server', () => {
  it('appear in no page, API answer, built bundle or source map', async () => {
    const secrets = Object.values(site().demo!.credentials);
    const paths = [
      '/',
      '/en/models/women/fashion',
      '/en/models/48213/ana-clara-souza',
      '/en/contact',
      '/en/about',
      '/en/be-a-model',
      '/en/selective',
      '/en/favorites',
      '/en/missing',
      '/graphql',
      '/healthz',
      '/readyz',
    ];
    const texts: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${site().url}${path}`, { headers: { accept: 'text/html' } });
      texts.push(JSON.stringify([...response.headers]), await response.text());
    }
    for (const query of [
      '{ models(category: FASHION, gender: WOMAN) { totalCount } }',
      '{ nope }',
      'mutation { downloadGallery(modelId: "x", gallery: BOOK) { url } }',
    ]) {
      const response = await fetch(`${site().url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      texts.push(await response.text());
    }
    const built = filesUnder(DIST).filter((file) => /\.(js|mjs|css|map|html|json)$/.test(file));
    expect(built.some((file) => file.includes(`${join('client', 'assets')}`))).toBe(true);
    for (const file of built) texts.push(readFileSync(file, 'utf8'));
    const everything = texts.join('\n');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/bearer\s+[a-z0-9]/i);
  });
});
