// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { IslandData } from '../types'
// Loaded ahead, as the browser has it after the first call: the hook imports it when it asks.
import './askForSlots'
import { useContainerSlots } from './useContainerSlots'

// Three containers over two tabs; the page rendered the markup of `a` only.
const data = { tabs: [{ containers: [{ id: 'a' }, { id: 'b' }] }, { containers: [{ id: 'c' }] }] } as unknown as IslandData
const markupOf = (ids: string[]) => Object.fromEntries(ids.map((id) => [id, `markup of ${id}`]))
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

describe('useContainerSlots (the containers the cached page did not render)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks for nothing while the container shown is the page’s own', async () => {
    const load = vi.fn(async (_locale: string, ids: string[]) => markupOf(ids))
    const { result } = renderHook(() => useContainerSlots(data, 'fr', { a: 'page markup' }, 'a', load))
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(load).not.toHaveBeenCalled()
    expect(result.current).toEqual({ a: 'page markup' })
  })

  it('asks, in one call, for a shown container without markup and every other one; never again', async () => {
    const load = vi.fn(async (_locale: string, ids: string[]) => markupOf(ids))
    const { result, rerender } = renderHook(({ shown }) => useContainerSlots(data, 'en', { a: 'page markup' }, shown, load), { initialProps: { shown: 'c' } })
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('en', ['c', 'b'])
    expect(result.current).toEqual({ a: 'page markup', b: 'markup of b', c: 'markup of c' })
    rerender({ shown: 'b' })
    await settle()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed call, when a container is shown again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const load = vi.fn(async (_locale: string, ids: string[]): Promise<Record<string, string>> => {
      if (load.mock.calls.length === 1) throw new Error('offline')
      return markupOf(ids)
    })
    const { result, rerender } = renderHook(({ shown }) => useContainerSlots(data, 'en', { a: 'page markup' }, shown, load), { initialProps: { shown: 'b' } })
    await settle()
    expect(error).toHaveBeenCalledWith('configurator: container markup', expect.any(Error))
    expect(result.current.b).toBeUndefined()
    rerender({ shown: 'b' })
    await settle()
    expect(result.current.b).toBe('markup of b')
    error.mockRestore()
  })
})
