'use client'

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { reachedRevealLine, revealRootMargin } from './stagger'

type State = 'shown' | 'waiting' | 'revealing'

/**
 * A list whose items appear one after another (each item sets `--stagger-index`; the CSS of
 * `[data-stagger]` in globals.css turns it into a 500 ms step) once its top comes within 500 px of
 * the viewport's top. Rendered visible: without JavaScript, with reduced motion, or when the list
 * is already past the line on load, nothing is hidden. Opacity and transform only: no layout shift.
 */
export function StaggerReveal({ children, className, label }: { children: ReactNode; className?: string; label?: string }) {
  const list = useRef<HTMLUListElement>(null)
  const [state, setState] = useState<State>('shown')
  // Before the first paint after hydration, so a list below the line is never seen, then hidden.
  useLayoutEffect(() => {
    const node = list.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return
    if (reachedRevealLine(node.getBoundingClientRect().top)) return
    setState('waiting')
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setState('revealing')
        observer.disconnect()
      },
      { rootMargin: revealRootMargin(window.innerHeight) },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [])
  return (
    <ul ref={list} data-stagger={state} aria-label={label} className={className}>
      {children}
    </ul>
  )
}
