'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { flushSync } from 'react-dom'
import { ANCHOR_OFFSET, NO_TARGET_MESSAGE, isAtOffset, scrollTopFor, sectionInView, targetIdOf, windowAtPageEnd } from './anchor'

export type AnchorLink = { id: string; label: string; url: string }

/** How the link of the section in view looks, in the bar and in the phone menu alike. */
const MARKED = 'aria-[current=location]:bg-brand-50 aria-[current=location]:underline aria-[current=location]:decoration-2 aria-[current=location]:underline-offset-4'

/**
 * Scrolls `target` to ANCHOR_OFFSET px below the window's top, smoothly unless the visitor asked
 * for less motion. Blocks below the first screen are laid out only when scrolled near
 * (`content-visibility: auto`), so the target can move while the page scrolls: once the scroll
 * ends, its place is checked and corrected (at most three times, never past the page's end).
 */
function scrollToTarget(target: HTMLElement) {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const go = () => window.scrollTo({ top: scrollTopFor(target.getBoundingClientRect().top, window.scrollY), behavior: smooth ? 'smooth' : 'auto' })
  let corrections = 0
  const settle = () => {
    if (isAtOffset(target.getBoundingClientRect().top, ANCHOR_OFFSET) || windowAtPageEnd() || corrections++ >= 3) return holdInPlace(target)
    window.addEventListener('scrollend', settle, { once: true })
    go()
  }
  window.addEventListener('scrollend', settle, { once: true })
  go()
}

/** How long after the scroll ends a target pushed by the page's late layout is put back. */
const HOLD_MS = 1500

/**
 * Once the scroll has ended, a section above the target laid out for the first time
 * (`content-visibility`, measured at 40rem until then) can still push the target down, with the
 * page not scrolled at all: CI saw it land 150 px low. For a moment the target is put back where
 * the bar promised; a scroll of anyone else's (the visitor's) ends it.
 */
function holdInPlace(target: HTMLElement) {
  const until = performance.now() + HOLD_MS
  let scrolledTo = window.scrollY
  const check = () => {
    if (window.scrollY !== scrolledTo) return
    const top = target.getBoundingClientRect().top
    if (!isAtOffset(top, ANCHOR_OFFSET) && !windowAtPageEnd()) {
      window.scrollTo({ top: scrollTopFor(top, window.scrollY), behavior: 'auto' })
      scrolledTo = window.scrollY
    }
    if (performance.now() < until) requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/**
 * The id of the section in view (sectionInView), followed as the page scrolls or resizes: at most
 * once a frame, reading the tops of the bar's own targets only.
 */
function useSectionInView(anchors: AnchorLink[]): string | null {
  const [current, setCurrent] = useState<string | null>(null)
  useEffect(() => {
    const ids = anchors.map((anchor) => targetIdOf(anchor.url)).filter((id): id is string => id !== null)
    let frame = 0
    const measure = () => {
      frame = 0
      const sections = ids.flatMap((id) => {
        const target = document.getElementById(id)
        return target ? [{ id, top: target.getBoundingClientRect().top }] : []
      })
      const atEnd = window.scrollY > 0 && windowAtPageEnd()
      setCurrent(sectionInView(sections, { windowHeight: window.innerHeight, atEnd }))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [anchors])
  return current
}

/**
 * Spec 3: the anchor navigation bar. A sticky bar of links to this page's sections; on phones
 * (≤ 640 px) a menu button opens the same links. Following a link scrolls its section to 150 px
 * below the top and moves keyboard focus there; a link whose section is missing logs
 * 'No Target with scroll ID' and does nothing. Without JavaScript the links still jump to their
 * section (the page's `scroll-padding-top` keeps the offset). With it, the link of the section in
 * view is marked (`aria-current="location"`, underlined).
 */
export function AnchorBar({ anchors, navLabel, menuLabel }: { anchors: AnchorLink[]; navLabel: string; menuLabel: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  const current = useSectionInView(anchors)

  const follow = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    const id = targetIdOf(url)
    if (!id) return
    event.preventDefault()
    const target = document.getElementById(id)
    if (!target) {
      console.warn(NO_TARGET_MESSAGE, id)
      return
    }
    // The phone menu closes first: its height no longer pushes the page down when the target is measured.
    flushSync(() => setOpen(false))
    scrollToTarget(target)
    if (window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`)
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggle.current?.focus()
    }
  }

  const links = (className: string, linkClassName: string) =>
    anchors.map((anchor) => (
      <li key={anchor.id} className={className}>
        <a
          href={anchor.url}
          onClick={(event) => follow(event, anchor.url)}
          aria-current={current !== null && targetIdOf(anchor.url) === current ? 'location' : undefined}
          className={linkClassName}
        >
          {anchor.label}
        </a>
      </li>
    ))

  return (
    <nav aria-label={navLabel} className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 shadow-sm backdrop-blur" onKeyDown={closeOnEscape}>
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        <ul className="hidden flex-wrap gap-x-2 gap-y-1 py-2 min-[641px]:flex">
          {links('', `inline-block rounded-md px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 hover:text-brand-900 aria-[current=location]:text-brand-900 ${MARKED}`)}
        </ul>
        <div className="py-2 min-[641px]:hidden">
          <button
            ref={toggle}
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((was) => !was)}
            className="flex w-full items-center justify-between rounded-md border border-slate-300 px-4 py-3 text-left font-semibold text-brand-900"
          >
            {menuLabel}
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}>
              <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <ul id={menuId} hidden={!open} className="mt-2 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
            {links('', `block px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 ${MARKED}`)}
          </ul>
        </div>
      </div>
    </nav>
  )
}
