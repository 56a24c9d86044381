import type { UsedSolutionStore } from './types'

export type { UsedSolutionStore } from './types'

/** In-memory store (tests; a single process). Expired entries are ignored and purged. */
export function createMemoryUsedSolutionStore(now: () => number = Date.now): UsedSolutionStore & { size(): number } {
  const entries = new Map<string, number>()
  const live = (signature: string) => {
    const expiry = entries.get(signature)
    return expiry !== undefined && expiry > now()
  }
  return {
    async add(signature, expiresAt) {
      if (live(signature)) return false
      entries.set(signature, expiresAt.getTime())
      return true
    },
    async has(signature) {
      return live(signature)
    },
    async purgeExpired(date) {
      for (const [signature, expiry] of entries) if (expiry < date.getTime()) entries.delete(signature)
    },
    size: () => entries.size,
  }
}
