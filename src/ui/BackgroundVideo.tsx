'use client'

import { useEffect, useRef, useState } from 'react'
import { cx, focusRingOnDark } from './cx'

/**
 * A video hero's silent, looping backdrop. It starts after the page is up (not for a person who
 * asks for reduced motion), and a button pauses and resumes it: moving content that lasts over
 * five seconds must be pausable (WCAG 2.2.2). Until it plays, the poster image beneath shows.
 */
export function BackgroundVideo({ src, type, unsupportedText, pauseLabel, playLabel }: { src: string; type: string; unsupportedText: string; pauseLabel: string; playLabel: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    ref.current?.play().catch(() => undefined)
  }, [])
  const toggle = () => {
    const video = ref.current
    if (!video) return
    if (video.paused) video.play().catch(() => undefined)
    else video.pause()
  }
  return (
    <>
      <video ref={ref} muted loop playsInline preload="none" aria-hidden="true" tabIndex={-1} onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} className="absolute inset-0 size-full object-cover">
        <source src={src} type={type} />
        {unsupportedText}
      </video>
      <button type="button" onClick={toggle} className={cx('absolute right-4 bottom-4 z-10 inline-flex min-h-11 items-center gap-2 rounded-full bg-slate-950/70 px-4 text-sm font-semibold text-white hover:bg-slate-950/90', focusRingOnDark)}>
        <span aria-hidden="true" className="w-4 text-center">
          {playing ? '❚❚' : '▶'}
        </span>
        {/* Both labels hold the width, so the button does not move when the video starts. */}
        <span className="grid">
          <span className={cx('col-start-1 row-start-1', playing && 'invisible')}>{playLabel}</span>
          <span className={cx('col-start-1 row-start-1', !playing && 'invisible')}>{pauseLabel}</span>
        </span>
      </button>
    </>
  )
}
