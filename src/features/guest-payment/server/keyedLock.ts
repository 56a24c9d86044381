// One at a time per key, in this process: the check-then-create of an idempotent write (a
// short-pay case per payment and invoice, a registration per e-mail and account) never runs
// twice at once for the same key here. Across processes the unique indexes and the re-read
// after a refused insert take over.
const tails = new Map<string, Promise<unknown>>()

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  const run = previous.then(work, work)
  const tail = run.catch(() => undefined)
  tails.set(key, tail)
  try {
    return await run
  } finally {
    if (tails.get(key) === tail) tails.delete(key)
  }
}
