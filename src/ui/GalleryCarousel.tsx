'use client'

import { useRef, useState, type ReactNode } from 'react'
import { cx, focusRing } from './cx'

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** The gallery's words, localized on the server: the island then needs no message catalogue. */
export interface GalleryLabels {
  previous: string
  next: string
  thumbnails: string
  /** "Image i of n", one per image. */
  slides: string[]
  /** "Show image i of n", one per image. */
  showImage: string[]
}

export interface GalleryCarouselProps {
  /** The slides, one per image (server-rendered by ImageGallery). */
  children: ReactNode
  /** One thumbnail image per slide, in the same order (server-rendered). */
  thumbnails: ReactNode[]
  /** The previous and next buttons' icons (server-rendered). */
  icons: { previous: ReactNode; next: ReactNode }
  labels: GalleryLabels
}

/**
 * The moving parts of ImageGallery: a CSS scroll-snap track (swipe on touch screens, arrow keys
 * when focused), previous/next buttons (aria-disabled at the ends) and one thumbnail button per
 * image. No carousel library: one image per view needs none, and the configurator's JavaScript
 * budget is tight; the images and icons themselves are rendered on the server.
 */
export function GalleryCarousel({ children, thumbnails, icons, labels }: GalleryCarouselProps) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const total = thumbnails.length

  // While the track glides to a chosen image, its passing positions are not choices: a second
  // press during the glide counts from the image chosen, not from the one passing by.
  const gliding = useRef<number | null>(null)
  const positionIndex = () => {
    const node = track.current
    return node && node.clientWidth > 0 ? Math.round(node.scrollLeft / node.clientWidth) : null
  }

  const goTo = (index: number) => {
    const node = track.current
    const target = Math.min(Math.max(index, 0), total - 1)
    gliding.current = target
    node?.scrollTo({ left: target * node.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    setCurrent(target)
  }
  const onScroll = () => {
    const index = positionIndex()
    if (index === null) return
    if (gliding.current !== null) {
      const node = track.current!
      if (Math.abs(node.scrollLeft - gliding.current * node.clientWidth) < 2) gliding.current = null
      return
    }
    setCurrent(index)
  }
  // A glide that a swipe interrupted ends elsewhere: the image it stops on is the current one.
  const onScrollEnd = () => {
    gliding.current = null
    const index = positionIndex()
    if (index !== null) setCurrent(index)
  }

  const arrow = (direction: -1 | 1) => {
    const disabled = direction < 0 ? current === 0 : current === total - 1
    return (
      <button
        type="button"
        aria-label={direction < 0 ? labels.previous : labels.next}
        aria-disabled={disabled || undefined}
        onClick={() => !disabled && goTo(current + direction)}
        className={cx(
          'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-300',
          'hover:bg-white aria-disabled:cursor-not-allowed aria-disabled:opacity-40',
          direction < 0 ? 'left-3' : 'right-3',
          focusRing,
        )}
      >
        {direction < 0 ? icons.previous : icons.next}
      </button>
    )
  }

  return (
    <>
      <div className="relative">
        <div
          ref={track}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          role={total > 1 ? 'group' : undefined}
          aria-label={total > 1 ? labels.slides[current] : undefined}
          tabIndex={total > 1 ? 0 : undefined}
          className={cx(
            'flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-slate-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
            focusRing,
          )}
        >
          {children}
        </div>
        {total > 1 ? (
          <>
            {arrow(-1)}
            {arrow(1)}
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div role="group" aria-label={labels.thumbnails} className="mt-3 flex gap-2 overflow-x-auto p-1">
          {thumbnails.map((thumbnail, index) => (
            <button
              key={index}
              type="button"
              aria-label={labels.showImage[index]}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
              className={cx(
                'w-20 shrink-0 overflow-hidden rounded-md border-2 bg-slate-100 sm:w-24',
                index === current ? 'border-brand-700' : 'border-transparent opacity-75 hover:opacity-100',
                focusRing,
              )}
            >
              {thumbnail}
            </button>
          ))}
        </div>
      ) : null}
    </>
  )
}
