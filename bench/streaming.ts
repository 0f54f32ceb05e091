import { startDemoUpstream } from '@agency/demo-upstream/launcher';
import { demoEnv } from '@agency/test-kit/demo-env';
import { postMultipart, SELECTIVE, validSelective } from '@agency/test-kit/uploads';
import { bigJpeg, drain, galleryZipUrl, MB, rssGrowths } from './lib/memory.js';
import { startApi, type Child } from './lib/processes.js';
import { median, round } from './lib/stats.js';

/** Peak RSS growth of the one child while `work` runs. */
async function rssGrowth<T>(child: Child, work: () => Promise<T>): Promise<{ value: T; growthMb: number }> {
  const { value, growthMb } = await rssGrowths([child], work);
  return { value, growthMb: growthMb[0]! };
}

export type StreamingResult = {
  upload: { requestMb: number; status: number; rssGrowthMb: number };
  zip: { sizeMb: number; viaApiMbps: number; directMbps: number; ratio: number; rssGrowthMb: number };
};

export async function benchStreaming(zipBytes = 500 * MB, repeats = 3): Promise<StreamingResult> {
  const demo = await startDemoUpstream();
  const api = await startApi(demoEnv(demo));
  try {
    // Six photos just under the 15 MB per-photo limit: about 94 MB in one multipart request.
    const photoBytes = 15 * MB - 4096;
    const files = Array.from({ length: 6 }, (_, i) => ({
      name: `p${i}.jpg`,
      type: 'image/jpeg',
      bytes: bigJpeg(photoBytes),
    }));
    await postMultipart(api.url, SELECTIVE, { input: validSelective }, files.slice(0, 1)); // allocator warm-up
    const upload = await rssGrowth(api, () =>
      postMultipart(api.url, SELECTIVE, { input: validSelective }, files),
    );

    await demo.setZipPadding(zipBytes);
    const login = await fetch(`${demo.panelUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ salt: demo.credentials.panelSalt, api_token: demo.credentials.panelApiToken }),
    });
    const { token } = (await login.json()) as { token: string };
    const modelId = '48213';
    const direct = () =>
      fetch(`${demo.panelUrl}/api/download/gallery`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ talent: { id: Number(modelId) }, gallery: 'book' }),
      });
    const viaApi = async () => fetch(await galleryZipUrl(api.url, modelId));
    const apiRates: number[] = [];
    const directRates: number[] = [];
    const growths: number[] = [];
    let size = 0;
    for (let i = 0; i < repeats; i++) {
      const d = await drain(await direct());
      directRates.push(d.mbPerSecond);
      const a = await rssGrowth(api, async () => drain(await viaApi()));
      apiRates.push(a.value.mbPerSecond);
      growths.push(a.growthMb);
      size = a.value.bytes;
      if (a.value.bytes !== d.bytes) throw new Error(`zip sizes differ: ${a.value.bytes} vs ${d.bytes}`);
    }
    const ratios = apiRates.map((rate, i) => rate / directRates[i]!);
    return {
      upload: {
        requestMb: round((photoBytes * 6) / MB, 1),
        status: upload.value.status,
        rssGrowthMb: upload.growthMb,
      },
      zip: {
        sizeMb: round(size / MB, 1),
        viaApiMbps: median(apiRates),
        directMbps: median(directRates),
        ratio: round(median(ratios)),
        rssGrowthMb: Math.max(...growths),
      },
    };
  } finally {
    await demo.setZipPadding(0).catch(() => undefined);
    await api.stop();
    await demo.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    JSON.stringify(await benchStreaming(500 * MB, Number(process.env.BENCH_REPEATS ?? 3)), null, 2),
  );
}
