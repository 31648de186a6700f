/**
 * `work` over every item, at most `limit` at a time, results in the items' order. Past a few hundred
 * connections opened at the same instant, the listening socket's backlog (not Luz) starts refusing
 * them, so large crowds arrive in a steady flood rather than all in the same millisecond.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
