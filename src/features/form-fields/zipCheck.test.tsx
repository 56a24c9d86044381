// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkZipOnServer, useZipCheck, ZIP_CHECK_DEBOUNCE_MS } from './zipCheck'

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('checkZipOnServer', () => {
  it('asks with the first 5 digits (US) or 3 characters (Canada)', async () => {
    const fetchImpl = vi.fn(async () => answer({ valid: true, city: 'Houston', state: 'TX' }))
    expect(await checkZipOnServer('77002-1234', { fetchImpl })).toEqual({ state: 'valid', city: 'Houston', region: 'TX' })
    expect(fetchImpl).toHaveBeenLastCalledWith('/api/validate-zip?country=us&code=77002', expect.anything())
    await checkZipOnServer('m5v 2t6', { fetchImpl })
    expect(fetchImpl).toHaveBeenLastCalledWith('/api/validate-zip?country=ca&code=M5V', expect.anything())
  })
  it('reports invalid, and unavailable when the call fails', async () => {
    expect(await checkZipOnServer('00000', { fetchImpl: async () => answer({ valid: false, city: null, state: null }) })).toEqual({ state: 'invalid' })
    expect(await checkZipOnServer('12', { fetchImpl: vi.fn() })).toEqual({ state: 'invalid' })
    expect(await checkZipOnServer('77002', { fetchImpl: async () => answer({}, 500) })).toEqual({ state: 'unavailable' })
    expect(
      await checkZipOnServer('77002', {
        fetchImpl: async () => {
          throw new TypeError('offline')
        },
      }),
    ).toEqual({ state: 'unavailable' })
  })
})

describe('useZipCheck', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks once, 500 ms after the last change, and remembers the answer', async () => {
    const fetchImpl = vi.fn(async () => answer({ valid: true, city: 'Houston', state: 'TX' }))
    const { result, rerender } = renderHook(({ zip }) => useZipCheck(zip, fetchImpl), { initialProps: { zip: '' } })
    expect(result.current.check).toEqual({ state: 'idle' })
    for (const zip of ['7', '77', '770', '7700', '77002']) {
      rerender({ zip })
      await act(() => vi.advanceTimersByTimeAsync(100))
    }
    expect(result.current.check).toEqual({ state: 'pending' })
    expect(fetchImpl).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS))
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(result.current.check).toEqual({ state: 'valid', city: 'Houston', region: 'TX' })

    rerender({ zip: '7700' })
    rerender({ zip: '77002' })
    await act(() => vi.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS * 2))
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(result.current.check.state).toBe('valid')
  })

  it('settles at submit time without waiting for the debounce', async () => {
    const fetchImpl = vi.fn(async () => answer({ valid: false, city: null, state: null }))
    const { result } = renderHook(() => useZipCheck('00000', fetchImpl))
    let settled: unknown
    await act(async () => {
      settled = await result.current.settle('00000')
    })
    expect(settled).toEqual({ state: 'invalid' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(result.current.check).toEqual({ state: 'invalid' })
    await act(() => vi.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS * 2))
    expect(fetchImpl).toHaveBeenCalledTimes(1)
  })

  it('does not call the server for a value that breaks the format rule', async () => {
    const fetchImpl = vi.fn()
    const { result } = renderHook(() => useZipCheck('ABCDE', fetchImpl))
    await act(() => vi.advanceTimersByTimeAsync(ZIP_CHECK_DEBOUNCE_MS * 2))
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(result.current.check).toEqual({ state: 'idle' })
    expect(await result.current.settle('ABCDE')).toEqual({ state: 'idle' })
  })
})
