/**
 * Promise.all for starting things side by side in a beforeAll, except that it settles only once
 * every start has: when one fails, the others have finished starting (and assigned themselves)
 * before afterAll runs, so afterAll can stop them instead of racing them.
 */
export async function allStarted(starts: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(starts);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
}
