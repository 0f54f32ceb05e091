import { startSiteProcess } from './lib/processes.js';
const site = await startSiteProcess({});
const html = await (await fetch(`${site.url}/seletiva`)).text();
const m = [...html.matchAll(/<video[^>]*>|<source[^>]*>/g)].map((x) => x[0]);
console.log(m.join('\n'));
const poster = /poster="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
const phone = /<source media="[^"]*" src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
let t = performance.now();
const p = await fetch(site.url + poster, { headers: { accept: 'image/avif' } });
console.log('poster', p.status, p.headers.get('content-type'), (await p.arrayBuffer()).byteLength, Math.round(performance.now() - t), 'ms');
const v1 = await fetch(site.url + phone, { redirect: 'manual' });
console.log('video first', v1.status, v1.headers.get('location'));
const orig = await fetch(v1.headers.get('location')!); console.log('upload bytes', (await orig.arrayBuffer()).byteLength);
for (let i = 0; i < 40; i++) {
  const v = await fetch(site.url + phone, { redirect: 'manual', headers: { range: 'bytes=0-99' } });
  if (v.status !== 307) { console.log('video later', v.status, v.headers.get('content-type'), v.headers.get('content-range'), i); break; }
  await new Promise((r) => setTimeout(r, 250));
}
const full = await fetch(site.url + phone); const buf = Buffer.from(await full.arrayBuffer());
console.log('rendition bytes', buf.length); (await import('node:fs')).writeFileSync('/tmp/rendition.mp4', buf);
await site.stop();
