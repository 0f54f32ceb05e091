import type { UpstreamSample } from '../upstream/http-types.js';
import { currentRequest } from '@agency/server-kit/request-context';
import { currentBudget, remainingMs } from '@agency/server-kit/request-budget';

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;

/** A storage file that could not be read: 404 when the storage has none, else 502. */
export class StorageFileError extends Error {
  constructor(
    message: string,
    readonly status: 404 | 502,
  ) {
    super(message);
    this.name = 'StorageFileError';
  }
}

/**
 * Reads one file of the agency's storage (the caller has checked it is one: isStorageUrl), with
 * the request's id (storage logs tie to ours), counted like other upstream calls. It waits at most
 * UPSTREAM_TIMEOUT_MS, and never past the current request's time budget; inside a budget it spends
 * one of the request's upstream calls, so a request's reads stay bounded. No redirects: the storage
 * must not be able to point us at another host. Files over 25 MB are refused.
 */
export async function readStorageFile(
  source: string,
  timeoutMs: number,
  observe?: (sample: UpstreamSample) => void,
): Promise<Buffer> {
  const budget = currentBudget();
  if (budget) {
    if (budget.callsLeft <= 0) throw new StorageFileError('request has no upstream calls left', 502);
    budget.callsLeft--;
  }
  const requestId = currentRequest()?.requestId;
  const started = performance.now();
  // One label for every file: storage paths are unbounded.
  const sample = (outcome: Pick<UpstreamSample, 'status' | 'failure'>) =>
    observe?.({
      service: 'storage',
      path: 'file',
      ...outcome,
      seconds: (performance.now() - started) / 1000,
    });
  let response: Response;
  try {
    response = await fetch(source, {
      redirect: 'error',
      signal: AbortSignal.timeout(Math.max(1, Math.min(timeoutMs, remainingMs()))),
      headers: requestId ? { 'x-request-id': requestId } : {},
    });
    sample({ status: response.status });
  } catch (error) {
    sample({ failure: (error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable' });
    throw new StorageFileError(`storage unreachable: ${(error as Error).message}`, 502);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new StorageFileError(`storage answered ${response.status}`, response.status === 404 ? 404 : 502);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
    await response.body?.cancel();
    throw new StorageFileError('source too large', 502);
  }
  let input: Buffer;
  try {
    input = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new StorageFileError(`storage file cut off: ${(error as Error).message}`, 502);
  }
  if (input.length > MAX_SOURCE_BYTES) throw new StorageFileError('source too large', 502);
  return input;
}
