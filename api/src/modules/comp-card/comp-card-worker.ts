import { parentPort } from 'node:worker_threads';
import { errorMessage } from '@agency/server-kit/error-message';
import type { CardText } from './comp-card-content.js';
import { renderCompCard } from './comp-card-pdf.js';

// The comp card's renderer thread (comp-card-renderer.ts starts it): pdfkit lays out, subsets the
// fonts and compresses for a second or more of CPU per card, which on the main thread would hold
// every other request of the instance.

export type RenderJob = {
  id: number;
  text: CardText;
  /** Structured clone gives the photos back as Uint8Array, not Buffer. */
  photos: { cover: Uint8Array | null; book: Uint8Array[] };
  madeAt: number;
};
export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

parentPort?.on('message', (job: RenderJob) => {
  const photos = {
    cover: job.photos.cover && asBuffer(job.photos.cover),
    book: job.photos.book.map(asBuffer),
  };
  renderCompCard(job.text, photos, new Date(job.madeAt)).then(
    (pdf) => {
      // A copy of its own to transfer: a small Buffer may share Node's pool with other values.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id: job.id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer]);
    },
    (error: unknown) =>
      parentPort!.postMessage({ id: job.id, error: errorMessage(error) } satisfies RenderAnswer),
  );
});
