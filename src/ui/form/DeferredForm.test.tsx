// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToReadableStream } from 'react-dom/server.browser'
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
    expect(screen.getByTestId('live').textContent).toBe('hi {"values":{"name":""},"ticked":{},"focusedId":null,"submitted":false}')
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
    expect(JSON.parse(screen.getByTestId('live').textContent!.slice(3))).toEqual({ values: { name: 'Amélie' }, ticked: {}, focusedId: 'f-name', submitted: true })
  })

  it('hands over the ticked boxes of each group, and a group left unticked as empty', async () => {
    stubObserver()
    const load = vi.fn(async () => Live)
    render(
      <DeferredForm load={load} props={{ greeting: 'hi' }}>
        <form>
          <input type="checkbox" name="kinds" value="storage" aria-label="Storage" />
          <input type="checkbox" name="kinds" value="office" aria-label="Office" />
          <input type="checkbox" name="consent" value="yes" aria-label="Consent" />
        </form>
      </DeferredForm>,
    )
    const storage = screen.getByRole('checkbox', { name: 'Storage' })
    act(() => storage.click())
    await act(async () => fireEvent.pointerDown(storage))
    expect(JSON.parse(screen.getByTestId('live').textContent!.slice(3)).ticked).toEqual({ kinds: ['storage'], consent: [] })
  })

  it('reads the stand-in and shows the live form in one task: a key pressed in between cannot be lost', async () => {
    stubObserver()
    let arrive: (form: typeof Live) => void = () => {}
    const loaded = new Promise<typeof Live>((resolve) => (arrive = resolve))
    render(<DeferredForm load={() => loaded} props={{ greeting: 'hi' }}>{standIn}</DeferredForm>)
    const input = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement
    act(() => input.focus())
    fireEvent.change(input, { target: { value: 'Am' } })
    arrive(Live)
    await loaded
    await Promise.resolve()
    // No later task (where the browser would deliver the next key) stands between the two.
    expect(screen.queryByTestId('live')?.textContent).toContain('"name":"Am"')
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull()
  })

  describe('without a stand-in: the live form rendered by the server', () => {
    /** The live form as the server renders it: a form whose field shows the greeting as its value. */
    function LiveServerForm({ greeting, snapshot }: { greeting: string; snapshot?: FormSnapshot }) {
      return (
        <form data-live={snapshot ? 'client' : 'server'}>
          <input id="f-name" name="name" aria-label="Name" defaultValue={snapshot?.values.name ?? ''} />
          <button type="submit">{greeting}</button>
        </form>
      )
    }

    async function serverHtml(load: () => Promise<typeof LiveServerForm>) {
      const win = globalThis.window
      vi.stubGlobal('window', undefined)
      try {
        const stream = await renderToReadableStream(<DeferredForm load={load} props={{ greeting: 'Send' }} />)
        await stream.allReady
        return await new Response(stream).text()
      } finally {
        vi.stubGlobal('window', win)
      }
    }

    it('is in the server’s HTML in place (not streamed after the page), and hydration leaves it as sent, its code not fetched', async () => {
      stubObserver()
      const html = await serverHtml(async () => LiveServerForm)
      expect(html).toContain('<div><div><form data-live="server"><input id="f-name" aria-label="Name" name="name" value=""/><button type="submit">Send</button></form></div></div>')
      expect(html).not.toMatch(/<template|\$RC/)
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const load = vi.fn(async () => LiveServerForm)
      await act(async () => void hydrateRoot(container, <DeferredForm load={load} props={{ greeting: 'Send' }} />))
      expect(container.querySelector('form')?.dataset.live).toBe('server')
      expect(load).not.toHaveBeenCalled()
      container.remove()
    })

    it('is replaced by the live form, with what was typed, once the visitor starts it', async () => {
      stubObserver()
      const html = await serverHtml(async () => LiveServerForm)
      const container = document.createElement('div')
      container.innerHTML = html
      document.body.append(container)
      const load = vi.fn(async () => LiveServerForm)
      await act(async () => void hydrateRoot(container, <DeferredForm load={load} props={{ greeting: 'Send' }} />))
      const input = container.querySelector('input')!
      input.value = 'Amélie'
      await act(async () => input.focus())
      expect(load).toHaveBeenCalledTimes(1)
      expect(container.querySelector('form')?.dataset.live).toBe('client')
      expect(container.querySelector('input')!.value).toBe('Amélie')
      container.remove()
    })
  })
})
