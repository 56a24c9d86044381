import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { catalogVersion } from './catalogVersion'
import { applyOtherProcessesInvalidations } from './cacheSync'

// revalidatePath needs a Next request; the order of what is dropped is the point here.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const memory = globalThis as { __boxlinePageMemoryCache?: { drop(paths: readonly string[]): void } }

afterEach(() => {
  delete memory.__boxlinePageMemoryCache
  vi.unstubAllEnvs()
})

describe('applying another process’s invalidations', () => {
  it('drops the catalog’s in-memory reads before the pages, so a page rendered in between is not built from the old catalog', async () => {
    vi.stubEnv('CACHE_SYNC', 'on')
    const rows = [{ id: 1, origin: 'the other process', pages: ['/en/products'] }]
    const payload = { find: vi.fn(async () => ({ docs: rows })), delete: vi.fn(async () => ({})) } as unknown as Payload
    const versionWhenDropped: number[] = []
    memory.__boxlinePageMemoryCache = { drop: () => versionWhenDropped.push(catalogVersion()) }
    await applyOtherProcessesInvalidations(payload, Date.parse('2026-12-07T17:00:00Z')) // marks where this process starts
    const before = catalogVersion()
    expect(await applyOtherProcessesInvalidations(payload, Date.parse('2026-12-07T17:00:02Z'))).toEqual(['/en/products'])
    expect(versionWhenDropped).toEqual([before + 1])
  })
})
