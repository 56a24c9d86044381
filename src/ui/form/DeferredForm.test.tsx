// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeferredForm, type FormSnapshot } from './DeferredForm'

function Live({ snapshot, greeting }: { snapshot?: FormSnapshot; greeting: string }) {
  return (
    <p data-testid="live">
      {greeting} {JSON.stringify(snapshot)}
    </p>
  )
}

const standIn = (
  <form>
    <input id="f-name" name="name" defaultValue="" aria-label="Name" />
    <button type="submit">Send</button>
  </form>
)

/** An IntersectionObserver whose targets come into view when the test says so. */
function stubObserver() {
  const callbacks: IntersectionObserverCallback[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  return () => callbacks.forEach((callback) => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DeferredForm', () => {
  it('shows the stand-in and fetches nothing while the form is far from view and untouched', () => {
    stubObserver()
    const load = vi.fn(async () => Live)
    render(<DeferredForm load={load} props={{ greeting: 'hi' }}>{standIn}</DeferredForm>)
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
  })

  it('fetches the form when it comes near the viewport, once', async () => {
    const intersect = stubObserver()
    const load = vi.fn(async () => Live)
    render(<DeferredForm load={load} props={{ greeting: 'hi' }}>{standIn}</DeferredForm>)
    await act(async () => intersect())
    await act(async () => intersect())
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('live').textContent).toBe('hi {"values":{"name":""},"focusedId":null,"submitted":false}')
  })

  it('hands the live form what was typed, the focus and a pressed submit (held, not sent)', async () => {
    stubObserver()
    let arrive: (form: typeof Live) => void = () => {}
    const load = vi.fn(() => new Promise<typeof Live>((resolve) => (arrive = resolve)))
    render(<DeferredForm load={load} props={{ greeting: 'hi' }}>{standIn}</DeferredForm>)
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    act(() => input.focus())
    expect(load).toHaveBeenCalledTimes(1)
    fireEvent.change(input, { target: { value: 'Amélie' } })
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    act(() => void input.form!.dispatchEvent(submit))
    expect(submit.defaultPrevented).toBe(true)
    await act(async () => arrive(Live))
    expect(JSON.parse(screen.getByTestId('live').textContent!.slice(3))).toEqual({ values: { name: 'Amélie' }, focusedId: 'f-name', submitted: true })
  })
})
