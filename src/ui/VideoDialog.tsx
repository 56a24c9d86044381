'use client'

import { useRef } from 'react'
import { cx, focusRingOnDark } from './cx'
import { useModalDialog } from './useModalDialog'
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer'

export interface VideoDialogProps extends Omit<VideoPlayerProps, 'autoPlay' | 'onEnded' | 'className'> {
  closeLabel: string
  onClose: () => void
}

/**
 * Spec 3 §2 "Video modal": the video plays at once, and the dialog closes when it ends, on a
 * press of the backdrop or of the close button, and on Escape; focus goes back to the opener.
 * Its content is mounted only while open, so closing stops the video.
 */
export function VideoDialog({ closeLabel, onClose, title, ...player }: VideoDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const handlers = useModalDialog(ref, { open: true, onClose })
  return (
    <dialog ref={ref} aria-label={title} {...handlers} className="m-auto w-[min(calc(100vw-1.5rem),64rem)] max-w-none bg-transparent p-0 backdrop:bg-slate-950/85">
      <div className="bg-slate-950 text-white">
        <div className="flex items-center justify-between gap-4 px-4 py-2">
          <p className="truncate font-semibold">{title}</p>
          <button type="button" onClick={onClose} aria-label={closeLabel} className={cx('grid size-11 shrink-0 place-items-center rounded-full text-2xl leading-none hover:bg-white/15', focusRingOnDark)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <VideoPlayer {...player} title={title} autoPlay onEnded={onClose} />
      </div>
    </dialog>
  )
}
