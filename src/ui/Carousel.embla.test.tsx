// @vitest-environment jsdom
// Smoke test with the real embla-carousel (the other Carousel tests use a fake API).
import './test-setup'
import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { Carousel } from './Carousel'
import { renderWithIntl } from './test-utils'

describe('Carousel with embla', () => {
  it('mounts and renders its controls', async () => {
    renderWithIntl(<Carousel label="Gallery" slides={['a', 'b', 'c'].map((s) => <p key={s}>{s}</p>)} />)
    expect(screen.getByRole('region', { name: 'Gallery' })).toBeTruthy()
    expect(screen.getAllByRole('group', { name: /Slide/ })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Previous slide' }).getAttribute('aria-disabled')).toBe('true')
  })
})

describe('Carousel start', () => {
  // embla writes the track's transform when it starts; before that the track has none.
  const track = () => screen.getAllByRole('group', { name: /Slide/ })[0]!.parentElement!
  const withObserver = async (run: (intersect: () => void) => Promise<void>) => {
    let callback: IntersectionObserverCallback = () => {}
    const original = globalThis.IntersectionObserver
    globalThis.IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback) {
        callback = cb
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      await run(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    } finally {
      globalThis.IntersectionObserver = original
    }
  }

  it('waits until the carousel nears the viewport', async () => {
    await withObserver(async (intersect) => {
      renderWithIntl(<Carousel label="Gallery" slides={['a', 'b', 'c'].map((s) => <p key={s}>{s}</p>)} />)
      expect(track().style.transform).toBe('')
      act(intersect)
      await waitFor(() => expect(track().style.transform).not.toBe(''))
    })
  })

  it('starts at once when a person reaches it first', async () => {
    await withObserver(async () => {
      renderWithIntl(<Carousel label="Gallery" slides={['a', 'b', 'c'].map((s) => <p key={s}>{s}</p>)} />)
      expect(track().style.transform).toBe('')
      act(() => screen.getByRole('button', { name: 'Next slide' }).focus())
      await waitFor(() => expect(track().style.transform).not.toBe(''))
    })
  })
})
