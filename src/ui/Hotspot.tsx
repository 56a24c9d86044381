import type { ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { capPosition } from './hotspots'

/**
 * One hotspot on an image (spec 3 §2, §4: info dots, worksite hotspots): a pulsing dot that opens
 * its tooltip. Rendered on the server with the Popover API: the dot is the tooltip's
 * `popovertarget`, so a click or Enter opens it without script, an "auto" popover closes the one
 * open before (one tooltip at a time), and Escape or a click outside (the backdrop) closes it,
 * focus going back to the dot. The tooltip sits centred with its close button, as on a phone;
 * `HotspotTooltips` places it beside its dot on wider screens and closes it on scroll. The parent
 * must be `position: relative` and the image's size.
 */
export function Hotspot({
  id,
  top,
  left,
  label,
  closeLabel,
  heading,
  children,
}: {
  /** Unique on the page: the tooltip's id. */
  id: string
  top: number | null | undefined
  left: number | null | undefined
  /** The dot's accessible name, e.g. "Show details: Steel shelving". */
  label: string
  closeLabel: string
  heading: string
  children?: ReactNode
}) {
  const tipId = `${id}-tip`
  return (
    <>
      <button
        type="button"
        popoverTarget={tipId}
        aria-label={label}
        data-hotspot=""
        style={{ top: `${capPosition(top)}%`, left: `${capPosition(left)}%` }}
        className={cx('group absolute z-10 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full', focusRing)}
      >
        <span aria-hidden="true" className="absolute inset-1 rounded-full bg-white/80 motion-safe:animate-ping" />
        <span aria-hidden="true" className="relative size-6 rounded-full border-4 border-white bg-brand-700 shadow-md shadow-slate-900/40 transition-transform group-hover:scale-110" />
      </button>
      <div
        id={tipId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${tipId}-heading`}
        className="m-auto w-[min(20rem,calc(100vw-2rem))] rounded-xl border-0 bg-white p-5 pr-14 text-left text-slate-800 shadow-xl shadow-slate-900/25 backdrop:bg-slate-900/50 sm:backdrop:bg-transparent"
      >
        <button
          type="button"
          popoverTarget={tipId}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className={cx('absolute top-2 right-2 grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100', focusRing)}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
        <p id={`${tipId}-heading`} className="text-lg font-bold text-slate-900">
          {heading}
        </p>
        {children}
      </div>
    </>
  )
}
