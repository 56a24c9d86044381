'use client'

import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { VideoDialogProps } from './VideoDialog'

// The dialog's code is fetched on the first press, not with the page: a home hero's button costs
// the page's first-load JavaScript only this trigger (React's own lazy: no loader code of Next's).
const VideoDialog = lazy(() => import('./VideoDialog').then((m) => ({ default: m.VideoDialog })))

/**
 * A button that opens a video in a modal (spec 3 §2 "home hero with a lightbox video", "video
 * modal"). `children` is the button's content (a label, or a poster with a play mark); `ariaLabel`
 * names it when that content is not its whole name ("Watch the video: Delivery day").
 */
export function VideoModal({ children, className, ariaLabel, ...dialog }: Omit<VideoDialogProps, 'onClose'> & { children: ReactNode; className?: string; ariaLabel?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-label={ariaLabel} className={className} onClick={() => setOpen(true)}>
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <VideoDialog {...dialog} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
