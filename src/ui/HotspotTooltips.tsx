'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { dotMoved, tooltipPlacement } from './hotspots'

/** Wider than a phone (spec 3 §9: at most 640 px the tooltip stays centred). */
const BESIDE_THE_DOT = '(min-width: 641px)'

/**
 * The island of the hotspots inside it (`ui/Hotspot`): on screens wider than 640 px it places an
 * opening tooltip beside its dot (spec 3 §4: on the left once the dot is more than 326 px from the
 * left), and any scroll of the page or of the worksite closes it. Without it, tooltips open
 * centred and close on Escape, a click outside and their close button.
 */
export function HotspotTooltips({ children, className }: { children: ReactNode; className?: string }) {
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = root.current
    if (!container) return
    let open: HTMLElement | null = null
    /** Where the open tooltip's dot was on screen when it opened. */
    let dotAt: { top: number; left: number } | null = null
    const dotOf = (tip: HTMLElement) => container.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(tip.id)}"]`)
    const onScroll = (event: Event) => {
      // A scroll inside the tooltip (a long text on a small phone) is reading it, not leaving.
      if (!open || (event.target instanceof Node && open.contains(event.target))) return
      const dot = dotOf(open)?.getBoundingClientRect()
      if (dot && dotAt && !dotMoved(dotAt, dot)) return
      open.hidePopover()
    }
    const onBeforeToggle = (event: Event) => {
      const tip = event.currentTarget as HTMLElement
      if ((event as ToggleEvent).newState !== 'open') return
      tip.removeAttribute('style')
      // Hidden until placed: measured once shown, then moved, without a frame in the middle.
      if (window.matchMedia(BESIDE_THE_DOT).matches) tip.style.visibility = 'hidden'
    }
    const onToggle = (event: Event) => {
      const tip = event.currentTarget as HTMLElement
      if ((event as ToggleEvent).newState === 'open') {
        open = tip
        window.addEventListener('scroll', onScroll, { capture: true, passive: true })
        const dot = dotOf(tip)
        const at = dot?.getBoundingClientRect()
        dotAt = at ? { top: at.top, left: at.left } : null
        if (dot && window.matchMedia(BESIDE_THE_DOT).matches) {
          const box = tip.getBoundingClientRect()
          const { left, top } = tooltipPlacement(dot.getBoundingClientRect(), box, { width: document.documentElement.clientWidth, height: window.innerHeight })
          Object.assign(tip.style, { margin: '0', inset: 'auto', left: `${left}px`, top: `${top}px` })
        }
        tip.style.visibility = ''
      } else if (open === tip) {
        open = null
        window.removeEventListener('scroll', onScroll, { capture: true })
      }
    }
    const tips = [...container.querySelectorAll<HTMLElement>('[popover]')]
    for (const tip of tips) {
      tip.addEventListener('beforetoggle', onBeforeToggle)
      tip.addEventListener('toggle', onToggle)
    }
    return () => {
      for (const tip of tips) {
        tip.removeEventListener('beforetoggle', onBeforeToggle)
        tip.removeEventListener('toggle', onToggle)
      }
      window.removeEventListener('scroll', onScroll, { capture: true })
    }
  }, [])

  return (
    <div ref={root} className={className}>
      {children}
    </div>
  )
}
