// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IslandData } from '../types'
import { useContainerSlots } from './useContainerSlots'

// Three containers over two tabs; the page rendered the markup of `a` only.
const data = { tabs: [{ containers: [{ id: 'a' }, { id: 'b' }] }, { containers: [{ id: 'c' }] }] } as unknown as IslandData
const markupOf = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `markup of ${id}`]))

describe('useContainerSlots (the containers the cached page did not render)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks for the others in one call once idle, never again for one it has', async () => {
    const load = vi.fn(async (_locale: string, ids: string[]) => markupOf(ids))
    const { result } = renderHook(() => useContainerSlots(data, 'fr', { a: 'page markup' }, 'a', load))
    expect(load).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('fr', ['b', 'c'])
    expect(result.current).toEqual({ a: 'page markup', b: 'markup of b', c: 'markup of c' })
  })

  it('asks at once for a shown container without markup, then for the rest once idle', async () => {
    const load = vi.fn(async (_locale: string, ids: string[]) => markupOf(ids))
    const { result } = renderHook(() => useContainerSlots(data, 'en', { a: 'page markup' }, 'c', load))
    expect(load).toHaveBeenNthCalledWith(1, 'en', ['c'])
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(load).toHaveBeenNthCalledWith(2, 'en', ['b'])
    expect(result.current.c).toBe('markup of c')
  })

  it('asks again after a failed call, when the container is shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(async (_locale: string, ids: string[]): Promise<Record<string, string>> => {
      if (load.mock.calls.length === 1) throw new Error('offline')
      return markupOf(ids)
    })
    const { result, rerender } = renderHook(({ shown }) => useContainerSlots(data, 'en', { a: 'page markup' }, shown, load), { initialProps: { shown: 'b' } })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(error).toHaveBeenCalledWith('configurator: container markup could not be loaded', expect.any(Error))
    expect(result.current.b).toBeUndefined()
    rerender({ shown: 'b' })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.b).toBe('markup of b')
    error.mockRestore()
  })
})
