// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { suggestionQuery } from './AddressFields'
import { CROSS_FIELD_DELAY_MS } from './SupportWizard'
import { useDebounced } from './useDebounced'

describe('useDebounced (the cross-field trigger)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('gives the value 500 ms after its last change', async () => {
    expect(CROSS_FIELD_DELAY_MS).toBe(500)
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, CROSS_FIELD_DELAY_MS), { initialProps: { value: 'us' } })
    rerender({ value: 'ca' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: 'us' })
    await act(() => vi.advanceTimersByTimeAsync(300))
    rerender({ value: 'ca' })
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(result.current).toBe('us')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toBe('ca')
  })
})

describe('suggestionQuery', () => {
  it('asks for the street with the city, state and ZIP already entered', () => {
    expect(suggestionQuery('100 Main St', { city: 'Houston', state: 'TX', zip: '77002' })).toBe('100 Main St, Houston, TX 77002')
    expect(suggestionQuery(' 100 Main St ', { city: '', state: '', zip: 'M5V' })).toBe('100 Main St, M5V')
    expect(suggestionQuery('100 Main St', { city: '', state: '', zip: '' })).toBe('100 Main St')
  })
  it('takes a typed full address as it is', () => {
    expect(suggestionQuery('100 King St W, Toronto', { city: 'Houston', state: 'TX', zip: '77002' })).toBe('100 King St W, Toronto')
  })
})
