'use client'

import { useRef, useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { cx, focusRing } from '@/ui/cx'

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

export interface GalleryCarouselProps {
  /** The slides, one per image (server-rendered by ContainerGallery). */
  children: ReactNode
  /** One thumbnail image per slide, in the same order (server-rendered). */
  thumbnails: ReactNode[]
  /** The previous and next buttons' icons (server-rendered). */
  icons: { previous: ReactNode; next: ReactNode }
}

/**
 * The moving parts of ContainerGallery: a CSS scroll-snap track (swipe on touch screens, arrow
 * keys when focused), previous/next buttons and one thumbnail button per image. No carousel
 * library: this page's JavaScript budget is tight, and the images and icons themselves are
 * rendered on the server.
 */
export function GalleryCarousel({ children, thumbnails, icons }: GalleryCarouselProps) {
  const t = useTranslations('configurator.gallery')
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const total = thumbnails.length

  const goTo = (index: number) => {
    const node = track.current
    const target = Math.min(Math.max(index, 0), total - 1)
    node?.scrollTo({ left: target * node.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
    setCurrent(target)
  }
  const onScroll = () => {
    const node = track.current
    if (node && node.clientWidth > 0) setCurrent(Math.round(node.scrollLeft / node.clientWidth))
  }

  const arrow = (direction: -1 | 1) => {
    const disabled = direction < 0 ? current === 0 : current === total - 1
    return (
      <button
        type="button"
        aria-label={t(direction < 0 ? 'previous' : 'next')}
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
          role={total > 1 ? 'group' : undefined}
          aria-label={total > 1 ? t('slide', { index: current + 1, total }) : undefined}
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
        <div role="group" aria-label={t('thumbnails')} className="mt-3 flex gap-2 overflow-x-auto p-1">
          {thumbnails.map((thumbnail, index) => (
            <button
              key={index}
              type="button"
              aria-label={t('showImage', { index: index + 1, total })}
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
