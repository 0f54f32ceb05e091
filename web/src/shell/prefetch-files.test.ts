// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const FILES = { getScouted: ['/assets/jitless.js', '/assets/forms.js', '/assets/forms.css'] };

/** A fresh copy of the module (its memory of what was fetched) on a page listing FILES. */
async function freshModule() {
  vi.resetModules();
  document.head.innerHTML = '';
  document.body.innerHTML = `<script id="screen-files" type="application/json">${JSON.stringify(FILES)}</script>`;
  return import('./prefetch-files');
}

function linkTo(href: string): HTMLLinkElement {
  return document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)!;
}

describe('a screen’s files fetched', () => {
  it('asks for nothing the page already names, and the visitor’s screen at high priority, styles preloaded', async () => {
    const { prefetchScreenFiles } = await freshModule();
    const inlined = document.createElement('link');
    inlined.rel = 'stylesheet';
    inlined.href = '/assets/forms.css';
    inlined.disabled = true;
    document.head.append(inlined);
    void prefetchScreenFiles('getScouted', 'now');
    expect(document.head.querySelectorAll('link[href="/assets/forms.css"]')).toHaveLength(1);
    expect(linkTo('/assets/forms.js').rel).toBe('modulepreload');
    expect(linkTo('/assets/forms.js').fetchPriority).toBe('high');
  });

  it('ahead: scripts as low-priority module preloads, styles into the cache only, each asked for once', async () => {
    const { prefetchScreenFiles } = await freshModule();
    void prefetchScreenFiles('getScouted');
    void prefetchScreenFiles('getScouted', 'now');
    expect(linkTo('/assets/forms.js').fetchPriority).toBe('low');
    expect(linkTo('/assets/forms.css').rel).toBe('prefetch');
    expect(document.head.querySelectorAll('link')).toHaveLength(3);
  });
});
