// @vitest-environment jsdom
import './test-setup'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Carousel, dotTargets, swipeDirection } from './Carousel'
import { renderWithIntl } from './test-utils'

// jsdom has no layout, so embla cannot measure snaps: a small fake API stands in for it.
const fake = vi.hoisted(() => {
  type Handler = () => void
  const state = { snaps: 5, selected: 0, loop: false, options: {} as Record<string, unknown>, created: 0 }
  const handlers = new Map<string, Set<Handler>>()
  const emit = (event: string) => handlers.get(event)?.forEach((h) => h())
  const api = {
    scrollSnapList: () => Array.from({ length: state.snaps }, (_, i) => i / Math.max(state.snaps - 1, 1)),
    selectedScrollSnap: () => state.selected,
    canScrollPrev: () => state.loop || state.selected > 0,
    canScrollNext: () => state.loop || state.selected < state.snaps - 1,
    scrollTo: (i: number) => {
      state.selected = i
      emit('select')
    },
    scrollNext: () => api.scrollTo(state.loop ? (state.selected + 1) % state.snaps : Math.min(state.selected + 1, state.snaps - 1)),
    scrollPrev: () => api.scrollTo(state.loop ? (state.selected - 1 + state.snaps) % state.snaps : Math.max(state.selected - 1, 0)),
    on: (event: string, h: Handler) => {
      if (!handlers.has(event)) handlers.set(event, new Set())
      handlers.get(event)!.add(h)
      return api
    },
    off: (event: string, h: Handler) => {
      handlers.get(event)?.delete(h)
      return api
    },
    destroy: () => {},
  }
  return { state, api, handlers }
})

vi.mock('embla-carousel', () => ({
  default: (_viewport: HTMLElement, options: Record<string, unknown>) => {
    fake.state.options = options
    fake.state.loop = Boolean(options.loop)
    fake.state.created++
    return fake.api
  },
}))

/** Embla's code is imported when the carousel starts: wait until the carousel holds it. */
async function started() {
  await waitFor(() => expect(fake.state.created).toBeGreaterThan(0))
  await act(async () => {})
}

const slides = ['20 ft', '40 ft', 'Premium 20 ft', 'Premium 40 ft', 'Tri-cam'].map((name) => (
  <article key={name}>
    <h3>{name}</h3>
  </article>
))

// Every carousel here is in view: it starts as soon as it is observed.
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InViewObserver)
  fake.state.snaps = 5
  fake.state.selected = 0
  fake.state.created = 0
  fake.handlers.clear()
})

describe('Carousel', () => {
  it('exposes carousel and slide roles with localized labels', () => {
    renderWithIntl(<Carousel label="Containers" slides={slides} />)
    const region = screen.getByRole('region', { name: 'Containers' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    const groups = within(region).getAllByRole('group', { name: /^Slide \d of 5$/ })
    expect(groups).toHaveLength(5)
    expect(groups[1]!.getAttribute('aria-label')).toBe('Slide 2 of 5')
    expect(groups[1]!.getAttribute('aria-roledescription')).toBe('slide')
  })

  it('previous/next are disabled at the ends', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Carousel label="Containers" slides={slides} />)
    await started()
    const prev = screen.getByRole('button', { name: 'Previous slide' })
    const next = screen.getByRole('button', { name: 'Next slide' })
    expect(prev.getAttribute('aria-disabled')).toBe('true')
    expect(next.hasAttribute('aria-disabled')).toBe(false)
    await user.click(next)
    expect(fake.state.selected).toBe(1)
    expect(prev.hasAttribute('aria-disabled')).toBe(false)
    for (let i = 0; i < 5; i++) await user.click(next)
    expect(fake.state.selected).toBe(4)
    expect(next.getAttribute('aria-disabled')).toBe('true')
    // Focus stays on the button (aria-disabled, not disabled) and extra clicks do nothing.
    expect(document.activeElement).toBe(next)
    await user.keyboard('{Enter}')
    expect(fake.state.selected).toBe(4)
  })

  it('looping keeps both buttons enabled', async () => {
    renderWithIntl(<Carousel label="Testimonials" slides={slides} loop />)
    await started()
    expect(fake.state.options.loop).toBe(true)
    expect(screen.getByRole('button', { name: 'Previous slide' }).hasAttribute('aria-disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Next slide' }).hasAttribute('aria-disabled')).toBe(false)
  })

  it('dots are capped by maxDots and select snaps', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Carousel label="Products" slides={slides} dots maxDots={4} />)
    await started()
    const group = screen.getByRole('group', { name: 'Choose slide' })
    const dots = within(group).getAllByRole('button')
    expect(dots).toHaveLength(4)
    expect(dots[0]!.getAttribute('aria-current')).toBe('true')
    await user.click(dots[3]!)
    expect(fake.state.selected).toBe(4)
    expect(dots[3]!.getAttribute('aria-current')).toBe('true')
    expect(dots[3]!.getAttribute('aria-label')).toBe('Go to slide 5')
  })

  it('thumbnails select their slide', async () => {
    const user = userEvent.setup()
    renderWithIntl(
      <Carousel
        label="Gallery"
        slides={slides}
        slidesPerView={{ base: 1 }}
        thumbnails={slides.map((_, i) => (
          <span key={i}>{i + 1}</span>
        ))}
      />,
      { locale: 'fr' },
    )
    await started()
    const group = screen.getByRole('group', { name: 'Miniatures des diapositives' })
    const thumb = within(group).getByRole('button', { name: 'Afficher la diapositive 3 sur 5' })
    await user.click(thumb)
    expect(fake.state.selected).toBe(2)
    expect(thumb.getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('region', { name: 'Gallery' }).getAttribute('aria-roledescription')).toBe('carrousel')
  })

  it('sets slides per view as CSS variables (spec defaults 1 / 2 / 2 / 3)', () => {
    renderWithIntl(<Carousel label="Cards" slides={slides} />)
    const style = screen.getByRole('region', { name: 'Cards' }).style
    expect(style.getPropertyValue('--spv-base')).toBe('1')
    expect(style.getPropertyValue('--spv-sm')).toBe('2')
    expect(style.getPropertyValue('--spv-md')).toBe('2')
    expect(style.getPropertyValue('--spv-lg')).toBe('3')
  })

  it('a press before the carousel has started is carried out once it has', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} })
    const user = userEvent.setup()
    renderWithIntl(<Carousel label="Containers" slides={slides} />)
    await act(async () => {})
    expect(fake.state.created).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Next slide' }))
    await waitFor(() => expect(fake.state.selected).toBe(1))
    expect(fake.state.created).toBe(1)
  })

  it('two presses before the carousel has started both count, in order', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} })
    renderWithIntl(<Carousel label="Containers" slides={slides} />)
    await act(async () => {})
    const next = screen.getByRole('button', { name: 'Next slide' })
    // Both before embla's code has arrived (the import resolves after this synchronous pair).
    fireEvent.click(next)
    fireEvent.click(next)
    expect(fake.state.created).toBe(0)
    await waitFor(() => expect(fake.state.selected).toBe(2))
    expect(fake.state.created).toBe(1)
  })

  it('follows selection changes from embla (e.g. swipes)', async () => {
    renderWithIntl(<Carousel label="Cards" slides={slides} dots />)
    await started()
    act(() => fake.api.scrollTo(2))
    const dots = within(screen.getByRole('group', { name: 'Choose slide' })).getAllByRole('button')
    expect(dots[2]!.getAttribute('aria-current')).toBe('true')
  })
})

describe('swipeDirection', () => {
  it('moves one card only past 50 px and mostly sideways', () => {
    expect(swipeDirection(-51, 0, 50)).toBe('next')
    expect(swipeDirection(51, 10, 50)).toBe('prev')
    expect(swipeDirection(-50, 0, 50)).toBeNull()
    expect(swipeDirection(30, 0, 50)).toBeNull()
    expect(swipeDirection(-60, 80, 50)).toBeNull()
  })
})

describe('Carousel swipe', () => {
  const swipe = (viewport: Element, dx: number) => {
    fireEvent.pointerDown(viewport, { clientX: 200, clientY: 100, isPrimary: true, button: 0 })
    fireEvent.pointerUp(viewport, { clientX: 200 + dx, clientY: 100, isPrimary: true, button: 0 })
  }

  it('turns embla dragging off and moves a card per swipe beyond the threshold', async () => {
    const { container } = renderWithIntl(<Carousel label="Containers" slides={slides} swipeThreshold={50} />)
    await started()
    expect(fake.state.options.watchDrag).toBe(false)
    const viewport = container.querySelector('.overflow-hidden')!
    act(() => swipe(viewport, -40))
    expect(fake.state.selected).toBe(0)
    act(() => swipe(viewport, -80))
    expect(fake.state.selected).toBe(1)
    act(() => swipe(viewport, 120))
    expect(fake.state.selected).toBe(0)
  })

  it('swallows the click that ends a swipe, not a plain click', async () => {
    const onClick = vi.fn()
    const linked = [<a key="a" href="#a" onClick={(e) => { e.preventDefault(); onClick() }}>A</a>, <a key="b" href="#b">B</a>]
    const { container } = renderWithIntl(<Carousel label="Cards" slides={linked} swipeThreshold={50} />)
    await started()
    const viewport = container.querySelector('.overflow-hidden')!
    act(() => swipe(viewport, -80))
    fireEvent.click(screen.getByText('A'))
    expect(onClick).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('A'))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('keeps embla dragging without a threshold', async () => {
    renderWithIntl(<Carousel label="Containers" slides={slides} />)
    await started()
    expect(fake.state.options.watchDrag).toBeUndefined()
  })
})

describe('dotTargets', () => {
  it('maps few dots across many snaps', () => {
    expect(dotTargets(3, Infinity)).toEqual([0, 1, 2])
    expect(dotTargets(5, 4)).toEqual([0, 1, 3, 4])
    expect(dotTargets(10, 4)).toEqual([0, 3, 6, 9])
    expect(dotTargets(1, 4)).toEqual([0])
  })
})
