// @vitest-environment jsdom
import './test-setup'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { vi } from 'vitest'
import { loadToastItem, TOAST_DURATION_MS, ToastProvider, useToast } from './Toast'
import { renderWithIntl } from './test-utils'

function Trigger() {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast.success('Account created')}>
        ok
      </button>
      <button type="button" onClick={() => toast.error('Payment failed')}>
        fail
      </button>
    </>
  )
}

const renderToasts = (locale: 'en' | 'fr' = 'en') =>
  renderWithIntl(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
    { locale },
  )

describe('Toast', () => {
  // A toast's code has arrived (it comes at the first press, key or focus: ToastFirstUse.test.tsx).
  beforeAll(async () => {
    await loadToastItem()
  })
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('announces success politely and disappears after 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000)
    renderToasts()
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    expect(status.textContent).toContain('Account created')
    act(() => vi.advanceTimersByTime(4999))
    expect(status.textContent).toContain('Account created')
    act(() => vi.advanceTimersByTime(1))
    expect(status.textContent).toBe('')
  })

  it('announces errors assertively', () => {
    renderToasts()
    fireEvent.click(screen.getByRole('button', { name: 'fail' }))
    const alert = screen.getByRole('alert')
    expect(alert.getAttribute('aria-live')).toBe('assertive')
    expect(alert.textContent).toContain('Payment failed')
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('has a localized dismiss button', () => {
    renderToasts('fr')
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' }))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('pauses while hovered', () => {
    renderToasts()
    fireEvent.click(screen.getByRole('button', { name: 'ok' }))
    const toast = screen.getByText('Account created').closest('div.pointer-events-auto')!
    act(() => vi.advanceTimersByTime(2000))
    fireEvent.mouseEnter(toast)
    act(() => vi.advanceTimersByTime(10000))
    expect(screen.getByRole('status').textContent).toContain('Account created')
    fireEvent.mouseLeave(toast)
    act(() => vi.advanceTimersByTime(3000))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('useToast outside the provider throws a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderWithIntl(<Trigger />)).toThrow(/ToastProvider/)
    spy.mockRestore()
  })
})
