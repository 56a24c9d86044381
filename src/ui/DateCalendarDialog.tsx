'use client'

// Loaded lazily by DateField: the calendar's modal dialog, its placement and react-day-picker.
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { isoToLocalDate, isoToMdy, localDateToIso, parseIsoMonth, toIsoDate } from '@/lib/calendarDate'
import { cx, focusRing } from './cx'
import DateCalendar from './DateCalendar'
import { useModalDialog } from './useModalDialog'

/** "yyyy-mm" or "yyyy-mm-dd" → a local Date for react-day-picker. */
const toDate = (iso?: string) => {
  const parts = iso ? parseIsoMonth(iso) : null
  return parts ? isoToLocalDate(toIsoDate(parts)) : undefined
}

export interface DateCalendarDialogProps {
  anchorRef: RefObject<HTMLButtonElement | null>
  titleId: string
  title: ReactNode
  closeLabel: string
  onClose: () => void
  /** The chosen day as "mm/dd/yyyy". */
  onSelect: (text: string) => void
  selected?: Date
  isDayDisabled?: (iso: string) => boolean
  /** "yyyy-mm" or "yyyy-mm-dd" */
  defaultMonth?: string
  startMonth?: string
  endMonth?: string
  today?: string
  locale: 'en' | 'fr'
}

const GAP = 4
const EDGE = 8

/** Places the dialog under (or above) the button; centred on small screens. */
function positionDialog(dialog: HTMLDialogElement, anchor: HTMLElement | null) {
  const style = dialog.style
  if (!anchor || window.innerWidth < 640) {
    style.inset = style.margin = ''
    return
  }
  const rect = anchor.getBoundingClientRect()
  const width = dialog.offsetWidth
  const height = dialog.offsetHeight
  const left = Math.min(Math.max(rect.right - width, EDGE), window.innerWidth - width - EDGE)
  const below = rect.bottom + GAP
  const top = below + height > window.innerHeight - EDGE ? Math.max(rect.top - height - GAP, EDGE) : below
  style.margin = '0'
  style.inset = `${top}px auto auto ${Math.max(left, EDGE)}px`
}

export default function DateCalendarDialog({
  anchorRef,
  titleId,
  title,
  closeLabel,
  onClose,
  onSelect,
  selected,
  isDayDisabled,
  defaultMonth,
  startMonth,
  endMonth,
  today,
  locale,
}: DateCalendarDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dialog = useModalDialog(dialogRef, { open: true, onClose, lockScroll: false, returnFocusRef: anchorRef })

  // Declared after useModalDialog, so it runs once the dialog is shown.
  useLayoutEffect(() => {
    const node = dialogRef.current
    if (!node) return
    const reposition = () => positionDialog(node, anchorRef.current)
    reposition()
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reposition) : null
    observer?.observe(node)
    window.addEventListener('resize', reposition)
    window.addEventListener('scroll', reposition, { capture: true, passive: true })
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', reposition)
      window.removeEventListener('scroll', reposition, { capture: true })
    }
  }, [anchorRef, dialogRef])

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={dialog.onKeyDown}
      onCancel={dialog.onCancel}
      onMouseDown={dialog.onMouseDown}
      onClick={dialog.onClick}
      className="m-auto rounded-lg border border-slate-300 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/20"
    >
      <div className="flex flex-col gap-2 p-3">
        <p id={titleId} className="sr-only">
          {title}
        </p>
        <DateCalendar
          selected={selected}
          onSelect={(date) => onSelect(isoToMdy(localDateToIso(date)))}
          isDayDisabled={isDayDisabled}
          defaultMonth={selected ?? toDate(defaultMonth) ?? toDate(today)}
          startMonth={toDate(startMonth)}
          endMonth={toDate(endMonth)}
          today={toDate(today)}
          locale={locale}
          labelledBy={titleId}
        />
        <button
          type="button"
          onClick={onClose}
          className={cx(
            'self-end rounded-md px-3 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 hover:text-blue-900',
            focusRing,
          )}
        >
          {closeLabel}
        </button>
      </div>
    </dialog>
  )
}
