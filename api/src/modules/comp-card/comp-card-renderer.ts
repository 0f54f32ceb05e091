import { Worker } from 'node:worker_threads';
import type { CardText } from './comp-card-content.js';
import type { CardPhotos } from './comp-card-pdf.js';
import type { RenderAnswer, RenderJob } from './comp-card-worker.js';

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/**
 * The worker's file beside this module: the built `.js` (scripts/build-servers.mjs builds it as an
 * entry of its own), or from the sources the `.ts`, loaded through tsx as the process itself is.
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(fromSource ? './comp-card-worker.ts' : './comp-card-worker.js', import.meta.url);
  return new Worker(
    file,
    fromSource ? { execArgv: [...conditionFlags(process.execArgv), '--import', 'tsx'] } : {},
  );
}

/** The process's export conditions (`--conditions=x`, `--conditions x`, `-C x`), which the worker must resolve with too. */
function conditionFlags(execArgv: readonly string[]): string[] {
  return execArgv.flatMap((arg, index) => {
    if (arg.startsWith('--conditions=')) return [arg];
    const value = execArgv[index + 1];
    return (arg === '--conditions' || arg === '-C') && value !== undefined ? [`--conditions=${value}`] : [];
  });
}

/**
 * Renders comp cards on one worker thread, one after the other, so the main thread only sends the
 * text and the photos and receives the PDF. The thread starts on the first card and stays (pdfkit's
 * import is the costly part); it does not keep the process alive. A thread that dies fails the cards
 * it held (the route answers 503) and the next card starts a new one.
 */
export class CardRenderer {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  render(text: CardText, photos: CardPhotos, madeAt: Date): Promise<Buffer> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    const job: RenderJob = { id, text, photos, madeAt: madeAt.getTime() };
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage(job);
    });
  }

  /** The rendering thread's id while it runs (the main thread's is 0). */
  get threadId(): number | undefined {
    return this.worker?.threadId;
  }

  /** Ends the thread; cards still rendering fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = startWorker();
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const pending = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      // Held open only while a card renders.
      if (this.pending.size === 0) worker.unref();
      if (!pending) return;
      if ('pdf' in answer)
        pending.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      else pending.reject(new Error(`comp card render failed: ${answer.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`comp card renderer exited (${code})`)));
    return worker;
  }
}
