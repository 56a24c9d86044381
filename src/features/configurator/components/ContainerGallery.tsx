'use client'

import { useRef, useState } from 'react'
import { useTranslations } from 'next-intl'
import { cx, focusRing } from '@/ui/cx'
import type { ImageRef } from '@/features/products'

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * The container's images with thumbnails: a CSS scroll-snap track (swipe on touch screens,
 * arrow keys when focused), previous/next buttons and one thumbnail button per image. No
 * carousel library: this page's JavaScript budget is tight. The first image loads eagerly with
 * high priority (it is the page's largest paint), the others lazily.
 */
export function ContainerGallery({ images, name, className }: { images: ImageRef[]; name: string; className?: string }) {
  const t = useTranslations('configurator.gallery')
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const total = images.length
  if (total === 0) return null

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
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path
            fillRule="evenodd"
            clipRule="evenodd"
            d={
              direction < 0
                ? 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z'
                : 'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z'
            }
          />
        </svg>
      </button>
    )
  }

  return (
    <section aria-roledescription={t('roleCarousel')} aria-label={t('label', { name })} className={cx('min-w-0', className)}>
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
          {images.map((image, index) => (
            <div
              key={image.url}
              role="group"
              aria-roledescription={t('roleSlide')}
              aria-label={t('slide', { index: index + 1, total })}
              className="w-full shrink-0 snap-start"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- plain img: sizes are known, no image client code */}
              <img
                src={image.url}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
                decoding={index === 0 ? 'sync' : 'async'}
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            </div>
          ))}
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
          {images.map((image, index) => (
            <button
              key={image.url}
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
              {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
              <img src={image.thumbnailUrl} alt="" width={96} height={72} loading="lazy" className="aspect-[4/3] h-auto w-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
