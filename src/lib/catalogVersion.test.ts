import { afterEach, describe, expect, it, vi } from 'vitest'
import { bumpCatalogVersion, catalogChangeHooks, memoizeCatalogRead } from './catalogVersion'

afterEach(() => vi.useRealTimers())

describe('memoizeCatalogRead', () => {
  it('reads once per key while the catalog is unchanged', async () => {
    const read = vi.fn(async (locale: string) => `tabs-${locale}`)
    const cached = memoizeCatalogRead((locale: string) => locale, read)
    expect(await cached('en')).toBe('tabs-en')
    expect(await cached('en')).toBe('tabs-en')
    expect(await cached('fr')).toBe('tabs-fr')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('reads again after a catalog write (the collection hook) and after the time limit', async () => {
    vi.useFakeTimers()
    const read = vi.fn(async () => 'tabs')
    const cached = memoizeCatalogRead(() => 'k', read, 1000)
    await cached()
    catalogChangeHooks.afterChange[0]!({ doc: {} } as never)
    await cached()
    expect(read).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(1001)
    await cached()
    expect(read).toHaveBeenCalledTimes(3)
    bumpCatalogVersion()
    await cached()
    expect(read).toHaveBeenCalledTimes(4)
  })

  it('does not keep a failed read', async () => {
    let fail = true
    const cached = memoizeCatalogRead(() => 'k', async () => {
      if (fail) throw new Error('db down')
      return 'ok'
    })
    await expect(cached()).rejects.toThrow('db down')
    fail = false
    await Promise.resolve()
    expect(await cached()).toBe('ok')
  })
})
