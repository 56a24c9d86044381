'use client'

import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { scrollArrows, WORKSITE_SCROLL_STEP } from './hotspots'

const arrow = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-6">
    <path fillRule="evenodd" clipRule="evenodd" d={d} />
  </svg>
)

/** A drag past this many pixels is a drag: the press that ends it does not open a hotspot. */
const DRAG_THRESHOLD = 5

/**
 * A wide picture to explore sideways (spec 3 §2 worksite explorer): a mouse drags it, a finger
 * swipes it (native scroll), and left and right arrows scroll it by 420 px, each hidden at its
 * end (§4). The arrows are buttons after the picture in the tab order, shown once they work.
 */
export function DragScroller({ children, previousLabel, nextLabel, className }: { children: ReactNode; previousLabel: string; nextLabel: string; className?: string }) {
  const scroller = useRef<HTMLDivElement>(null)
  // No arrows until the island runs: without it they could not scroll (a finger or a trackpad still can).
  const [arrows, setArrows] = useState({ previous: false, next: false })
  const drag = useRef<{ x: number; scrollLeft: number; moved: boolean; pointerId: number } | null>(null)
  const suppressClick = useRef(false)

  const previousArrow = useRef<HTMLButtonElement>(null)
  const nextArrow = useRef<HTMLButtonElement>(null)

  const update = useCallback(() => {
    const el = scroller.current
    if (!el) return
    const shown = scrollArrows(el)
    // An arrow about to hide at its end hands the keyboard's focus to the other one, not to the page.
    const focused = document.activeElement
    if (focused === nextArrow.current && !shown.next && shown.previous) previousArrow.current?.focus()
    if (focused === previousArrow.current && !shown.previous && shown.next) nextArrow.current?.focus()
    setArrows(shown)
  }, [])

  useEffect(() => {
    const el = scroller.current
    if (!el) return
    update()
    el.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      el.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [update])

  const scrollBy = (direction: 1 | -1) => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    scroller.current?.scrollBy({ left: direction * WORKSITE_SCROLL_STEP, behavior: reduce ? 'auto' : 'smooth' })
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A finger or a pen scrolls natively; only a mouse needs dragging.
    if (event.pointerType !== 'mouse' || event.button !== 0) return
    drag.current = { x: event.clientX, scrollLeft: event.currentTarget.scrollLeft, moved: false, pointerId: event.pointerId }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current
    if (!state) return
    const dx = event.clientX - state.x
    if (!state.moved && Math.abs(dx) > DRAG_THRESHOLD) {
      state.moved = true
      event.currentTarget.setPointerCapture(state.pointerId)
    }
    if (state.moved) event.currentTarget.scrollLeft = state.scrollLeft - dx
  }
  const endDrag = () => {
    suppressClick.current = drag.current?.moved ?? false
    drag.current = null
  }
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!suppressClick.current) return
    suppressClick.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  const button = (direction: 1 | -1, shown: boolean, label: string, d: string) => (
    <button
      ref={direction === 1 ? nextArrow : previousArrow}
      type="button"
      aria-label={label}
      hidden={!shown}
      onClick={() => scrollBy(direction)}
      className={cx(
        'absolute top-1/2 z-20 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white text-slate-900 shadow-lg shadow-slate-900/30 hover:bg-slate-100',
        direction === -1 ? 'left-3' : 'right-3',
        focusRing,
      )}
    >
      {arrow(d)}
    </button>
  )

  return (
    <div className={cx('relative', className)}>
      <div
        ref={scroller}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={onClickCapture}
        onDragStart={(event) => event.preventDefault()}
        className="cursor-grab overflow-x-auto overscroll-x-contain rounded-xl select-none active:cursor-grabbing"
      >
        {children}
      </div>
      {button(-1, arrows.previous, previousLabel, 'M11.78 5.22a.75.75 0 0 1 0 1.06L8.06 10l3.72 3.72a.75.75 0 1 1-1.06 1.06l-4.25-4.25a.75.75 0 0 1 0-1.06l4.25-4.25a.75.75 0 0 1 1.06 0Z')}
      {button(1, arrows.next, nextLabel, 'M8.22 5.22a.75.75 0 0 1 1.06 0l4.25 4.25a.75.75 0 0 1 0 1.06l-4.25 4.25a.75.75 0 0 1-1.06-1.06L11.94 10 8.22 6.28a.75.75 0 0 1 0-1.06Z')}
    </div>
  )
}
