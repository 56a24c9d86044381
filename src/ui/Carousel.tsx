'use client'

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type DragEvent as ReactDragEvent, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from 'react'
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'

/** Slides visible at each Tailwind breakpoint (sm 640, md 768, lg 1024, xl 1280, xxl 1536 px); fractions allowed. */
export interface SlidesPerView {
  base?: number
  sm?: number
  md?: number
  lg?: number
  xl?: number
  xxl?: number
}

/** Spec: 1 under 640 px, 2 at 640 and 768, 3 at 1024 and above. */
export const DEFAULT_SLIDES_PER_VIEW: SlidesPerView = { base: 1, sm: 2, md: 2, lg: 3 }

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Product images". */
  label: string
  slides: ReactNode[]
  loop?: boolean
  slidesPerView?: SlidesPerView
  /** Slides moved per previous/next; 'auto' moves a full view. Default 1. */
  slidesToScroll?: number | 'auto'
  align?: 'start' | 'center' | 'end'
  /** Gap between slides in px. Default 16. */
  gap?: number
  /** Show dot buttons. */
  dots?: boolean
  /** Most dots shown (spec: 4 in the product carousel); extra positions share dots. */
  maxDots?: number
  /** One thumbnail per slide (e.g. <img alt="">); renders buttons that select the slide. */
  thumbnails?: ReactNode[]
  /** Accessible name of thumbnail i; defaults to the localized "Show slide i of n". */
  thumbnailLabel?: (index: number, total: number) => string
  startIndex?: number
  /** Called with the selected snap index (= slide index with 1 slide per view). */
  onSelect?: (index: number) => void
  /**
   * Spec 3 §4 "Mobile product cards": a swipe (or mouse drag) longer than this many px moves one
   * card; a shorter one leaves it. Replaces embla's own dragging.
   */
  swipeThreshold?: number
  className?: string
  slideClassName?: string
}

type EmblaApi = EmblaCarouselType

/**
 * Whether the carousel should start: embla measures every slide when it starts, one of the longest
 * tasks of a page's hydration, so a carousel starts only when it comes within half a screen of the
 * viewport (or at once where IntersectionObserver is missing). `start()` starts it sooner, when a
 * person reaches it first.
 */
function useStartNearViewport(element: RefObject<HTMLElement | null>) {
  const [started, setStarted] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const node = element.current
    if (started || !node) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setStarted(true)
    }, { rootMargin: '50% 0px' })
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, started])
  return { started, start: useCallback(() => setStarted(true), []) }
}

/**
 * Embla on the viewport once the carousel has started. Its code is fetched then, not with the
 * page: a carousel below the first screen costs a first visit nothing until it is scrolled near.
 */
function useEmbla(viewport: RefObject<HTMLDivElement | null>, options: EmblaOptionsType, started: boolean) {
  const [embla, setEmbla] = useState<{ api: EmblaApi; optionsKey: string } | null>(null)
  const optionsKey = JSON.stringify(options)
  useEffect(() => {
    const node = viewport.current
    if (!started || !node) return
    let api: EmblaApi | undefined
    let cancelled = false
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (cancelled) return
      api = EmblaCarousel(node, JSON.parse(optionsKey) as EmblaOptionsType)
      setEmbla({ api, optionsKey })
    })
    return () => {
      cancelled = true
      api?.destroy()
    }
  }, [viewport, optionsKey, started])
  // The instance of earlier options (destroyed) is never handed out while the new one loads.
  return embla?.optionsKey === optionsKey ? embla.api : undefined
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** Maps a limited number of dots onto the scroll snaps. */
export function dotTargets(snapCount: number, maxDots: number): number[] {
  const count = Math.max(0, Math.min(snapCount, Math.floor(maxDots)))
  if (count === snapCount) return Array.from({ length: count }, (_, i) => i)
  if (count <= 1) return count === 1 ? [0] : []
  return Array.from({ length: count }, (_, i) => Math.round((i * (snapCount - 1)) / (count - 1)))
}

/** Where a swipe of dx, dy px goes: past the threshold and mostly sideways, the next or previous card. */
export function swipeDirection(dx: number, dy: number, threshold: number): 'next' | 'prev' | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'prev'
}

/**
 * Carousel on embla-carousel: previous/next buttons (aria-disabled at the ends unless
 * looping), optional dots and thumbnails, responsive slides per view in CSS (no layout
 * shift before hydration), localized roles and labels.
 */
export function Carousel({
  label,
  slides,
  loop = false,
  slidesPerView = DEFAULT_SLIDES_PER_VIEW,
  slidesToScroll = 1,
  align = 'start',
  gap = 16,
  dots = false,
  maxDots = Infinity,
  thumbnails,
  thumbnailLabel,
  startIndex = 0,
  onSelect,
  swipeThreshold,
  className,
  slideClassName,
}: CarouselProps) {
  const t = useTranslations('ui')
  const trackId = useId()
  const total = slides.length
  const sectionRef = useRef<HTMLElement>(null)
  const { started, start } = useStartNearViewport(sectionRef)
  const viewportRef = useRef<HTMLDivElement>(null)
  const api = useEmbla(viewportRef, { loop, align, slidesToScroll, startIndex, containScroll: 'trimSnaps', ...(swipeThreshold === undefined ? {} : { watchDrag: false }) }, started)
  // Presses that come before embla has started are carried out, in order, as soon as it has:
  // two quick presses of "next" move two cards, not one.
  const pending = useRef<((embla: EmblaApi) => void)[]>([])
  const withApi = (action: (embla: EmblaApi) => void) => {
    if (api) return action(api)
    pending.current.push(action)
    start()
  }
  useEffect(() => {
    if (!api) return
    for (const action of pending.current.splice(0)) action(api)
  }, [api])
  // Embla is an external store: read its state with useSyncExternalStore (a string
  // snapshot keeps getSnapshot stable). Before embla initializes, assume startIndex.
  const initial = `${startIndex}|${total}|${loop || startIndex > 0 ? 1 : 0}|${loop || startIndex < total - 1 ? 1 : 0}`
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {}
      api.on('select', onChange).on('reInit', onChange)
      return () => {
        api.off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  const snapshot = useSyncExternalStore(
    subscribe,
    () =>
      api
        ? `${api.selectedScrollSnap()}|${api.scrollSnapList().length}|${api.canScrollPrev() ? 1 : 0}|${api.canScrollNext() ? 1 : 0}`
        : initial,
    () => initial,
  )
  const [selected, snapCount, canPrevFlag, canNextFlag] = snapshot.split('|').map(Number) as [
    number,
    number,
    number,
    number,
  ]
  const canPrev = canPrevFlag === 1
  const canNext = canNextFlag === 1

  useEffect(() => {
    if (!api || !onSelect) return
    const notify = () => onSelect(api.selectedScrollSnap())
    api.on('select', notify)
    return () => {
      api.off('select', notify)
    }
  }, [api, onSelect])

  const jump = prefersReducedMotion
  const goTo = (index: number) => withApi((embla) => embla.scrollTo(index, jump()))

  // Our own swipe (embla's dragging is off): where the pointer went down, and whether the last
  // gesture was a swipe, so the click that ends it does not also follow a card's link.
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const swiped = useRef(false)
  const swipeHandlers =
    swipeThreshold === undefined
      ? {}
      : {
          onPointerDown: (event: ReactPointerEvent) => {
            if (!event.isPrimary || event.button !== 0) return
            swipeStart.current = { x: event.clientX, y: event.clientY }
            swiped.current = false
            start()
          },
          onPointerUp: (event: ReactPointerEvent) => {
            const from = swipeStart.current
            swipeStart.current = null
            if (!from) return
            const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y, swipeThreshold)
            if (!direction) return
            swiped.current = true
            withApi((embla) => (direction === 'next' ? embla.scrollNext(jump()) : embla.scrollPrev(jump())))
          },
          onPointerCancel: () => {
            swipeStart.current = null
          },
          onClickCapture: (event: ReactMouseEvent) => {
            if (!swiped.current) return
            swiped.current = false
            event.preventDefault()
            event.stopPropagation()
          },
          // A dragged image or link would start the browser's drag and drop instead of a swipe.
          onDragStart: (event: ReactDragEvent) => event.preventDefault(),
        }

  const base = slidesPerView.base ?? 1
  const sm = slidesPerView.sm ?? base
  const md = slidesPerView.md ?? sm
  const lg = slidesPerView.lg ?? md
  const xl = slidesPerView.xl ?? lg
  const xxl = slidesPerView.xxl ?? xl
  const vars = {
    '--carousel-gap': `${gap}px`,
    '--spv-base': base,
    '--spv-sm': sm,
    '--spv-md': md,
    '--spv-lg': lg,
    '--spv-xl': xl,
    '--spv-xxl': xxl,
  } as CSSProperties

  const targets = dots ? dotTargets(snapCount, maxDots) : []
  const activeDot = targets.reduce(
    (best, target, i) => (Math.abs(target - selected) < Math.abs(targets[best]! - selected) ? i : best),
    0,
  )

  const arrow = (direction: 'prev' | 'next') => {
    const enabled = direction === 'prev' ? canPrev : canNext
    return (
      <button
        type="button"
        aria-label={t(direction === 'prev' ? 'carousel.previous' : 'carousel.next')}
        aria-controls={trackId}
        aria-disabled={!enabled || undefined}
        onClick={() => {
          if (!enabled) return
          withApi((embla) => (direction === 'prev' ? embla.scrollPrev(jump()) : embla.scrollNext(jump())))
        }}
        className={cx(
          'inline-flex size-11 items-center justify-center rounded-full border border-slate-500 bg-white text-slate-900 hover:bg-slate-100',
          'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white',
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path
            fillRule="evenodd"
            clipRule="evenodd"
            d={
              direction === 'prev'
                ? 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z'
                : 'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z'
            }
          />
        </svg>
      </button>
    )
  }

  return (
    <section
      ref={sectionRef}
      onFocus={start}
      onPointerEnter={start}
      aria-roledescription={t('carousel.roleCarousel')}
      aria-label={label}
      style={vars}
      className={cx(
        '[--spv:var(--spv-base)] sm:[--spv:var(--spv-sm)] md:[--spv:var(--spv-md)] lg:[--spv:var(--spv-lg)] xl:[--spv:var(--spv-xl)] 2xl:[--spv:var(--spv-xxl)]',
        className,
      )}
    >
      <div ref={viewportRef} className="overflow-hidden" {...swipeHandlers}>
        <div id={trackId} className="ml-[calc(var(--carousel-gap)*-1)] flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t('carousel.roleSlide')}
              aria-label={t('carousel.slideOf', { index: index + 1, total })}
              className={cx(
                'min-w-0 shrink-0 grow-0 basis-[calc(100%/var(--spv))] pl-[var(--carousel-gap)]',
                slideClassName,
              )}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>

      {total > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-4">
          {arrow('prev')}
          {targets.length > 1 ? (
            <div role="group" aria-label={t('carousel.dots')} className="flex items-center">
              {targets.map((target, i) => (
                <button
                  key={i}
                  type="button"
                  aria-label={t('carousel.goToSlide', { index: target + 1 })}
                  aria-current={i === activeDot ? 'true' : undefined}
                  aria-controls={trackId}
                  onClick={() => goTo(target)}
                  className={cx('group inline-flex size-8 items-center justify-center rounded-full', focusRing)}
                >
                  <span
                    aria-hidden="true"
                    className={cx(
                      'block size-3 rounded-full border-2 border-slate-600',
                      i === activeDot ? 'bg-slate-800' : 'bg-white group-hover:bg-slate-300',
                    )}
                  />
                </button>
              ))}
            </div>
          ) : null}
          {arrow('next')}
        </div>
      ) : null}

      {thumbnails && thumbnails.length > 0 ? (
        <div role="group" aria-label={t('carousel.thumbnails')} className="mt-3 flex gap-2 overflow-x-auto p-1">
          {thumbnails.map((thumb, index) => {
            const snap = Math.min(index, Math.max(snapCount - 1, 0))
            const current = snap === selected
            return (
              <button
                key={index}
                type="button"
                aria-label={thumbnailLabel?.(index, total) ?? t('carousel.showSlide', { index: index + 1, total })}
                aria-current={current ? 'true' : undefined}
                aria-controls={trackId}
                onClick={() => goTo(snap)}
                className={cx(
                  'size-16 shrink-0 overflow-hidden rounded-md border-2 sm:size-20',
                  current ? 'border-blue-700' : 'border-transparent opacity-80 hover:opacity-100',
                  focusRing,
                )}
              >
                {thumb}
              </button>
            )
          })}
        </div>
      ) : null}
    </section>
  )
}
