'use client'

import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  type RefObject,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useLocale, useTranslations } from 'next-intl'
import { cx, focusRing } from './cx'
import {
  DATE_TEXT_MAX_LENGTH,
  localDateToParts,
  normalizePastedDate,
  parseDateText,
  parseIsoDate,
  partsToLocalDate,
  partsToText,
  sanitizeDateText,
} from './dateText'
import { controlClassName, Field } from './Field'
import { Spinner } from './Spinner'
import { useModalDialog } from './useModalDialog'

const loadCalendar = () => import('./DateCalendar')
const DateCalendar = lazy(loadCalendar)

export interface DateFieldProps {
  label: ReactNode
  /** The text as typed, "mm/dd/yyyy" when complete. */
  value: string
  onChange: (text: string) => void
  onBlur?: () => void
  error?: ReactNode
  description?: ReactNode
  /** Append the localized "Use the format mm/dd/yyyy." hint to the description. Default true. */
  formatHint?: boolean
  disabled?: boolean
  required?: boolean
  /** Days the picker disables ("yyyy-mm-dd"); use the same rules that reject typed dates. */
  isDayDisabled?: (iso: string) => boolean
  /** First / last month the picker can show ("yyyy-mm" or "yyyy-mm-dd"). */
  startMonth?: string
  endMonth?: string
  /** Today's date in the business time zone ("yyyy-mm-dd"); defaults to the browser's today. */
  today?: string
  /** Month shown when no valid date is typed ("yyyy-mm" or "yyyy-mm-dd"). */
  defaultMonth?: string
  /** Calendar language; defaults to the next-intl locale. */
  locale?: 'en' | 'fr'
  id?: string
  name?: string
  placeholder?: string
  hideLabel?: boolean
  className?: string
  ref?: Ref<HTMLInputElement>
}

const ALLOWED_CHAR = /^[\d/]$/

const toDate = (iso?: string) => {
  const parts = iso ? parseIsoDate(iso) : null
  return parts ? partsToLocalDate(parts) : undefined
}

/**
 * Date text input (mm/dd/yyyy) with a calendar picker in a modal dialog.
 * Typing accepts digits, "/" and editing/navigation keys only; slashes are added after the
 * month and day; pasted text is filtered (an ISO date is converted).
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  error,
  description,
  formatHint = true,
  disabled = false,
  required,
  isDayDisabled,
  startMonth,
  endMonth,
  today,
  defaultMonth,
  locale: localeProp,
  id,
  name,
  placeholder,
  hideLabel,
  className,
  ref,
}: DateFieldProps) {
  const t = useTranslations('ui')
  const intlLocale = useLocale()
  const locale = localeProp ?? (intlLocale.startsWith('fr') ? 'fr' : 'en')
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const buttonTextId = useId()
  const dialogTitleId = useId()

  const parsed = parseDateText(value)
  const selectedDate = parsed ? partsToLocalDate(parsed) : undefined
  const selectedLong = selectedDate
    ? new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'full' }).format(selectedDate)
    : undefined

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return // shortcuts (copy, paste, undo…)
    // Named keys (Backspace, Delete, Tab, arrows, Home, End, Enter…) are longer than one
    // character; only printable characters other than digits and "/" are refused.
    if (event.key.length === 1 && !ALLOWED_CHAR.test(event.key)) event.preventDefault()
  }

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    let next = sanitizeDateText(input.value)
    const typedAtEnd = input.selectionStart === input.value.length && next.length > value.length
    // Add the slash after "mm" and "mm/dd" while typing forward (numeric keypads have no "/").
    if (typedAtEnd && /^(\d{2}|\d{2}\/\d{2})$/.test(next)) next += '/'
    if (next !== value) onChange(next)
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    const input = event.currentTarget
    event.preventDefault()
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? start
    const whole = start === 0 && end === input.value.length
    const insert = whole ? normalizePastedDate(pasted) : sanitizeDateText(pasted)
    const next = sanitizeDateText(input.value.slice(0, start) + insert + input.value.slice(end))
    if (next !== value) onChange(next)
  }

  const close = useCallback(() => setOpen(false), [])

  const onSelectDay = (date: Date) => {
    onChange(partsToText(localDateToParts(date)))
    setOpen(false)
  }

  const hint = formatHint ? t('dateField.formatHint') : null
  const fullDescription =
    description && hint ? (
      <>
        {description} {hint}
      </>
    ) : (
      (description ?? hint)
    )

  return (
    <Field
      label={label}
      id={id}
      description={fullDescription}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control, ids) => (
        <div className="flex items-stretch gap-2">
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={DATE_TEXT_MAX_LENGTH}
            placeholder={placeholder ?? t('dateField.placeholder')}
            value={value}
            disabled={disabled}
            onKeyDown={onKeyDown}
            onChange={onInputChange}
            onPaste={onPaste}
            onBlur={onBlur}
            className={controlClassName(Boolean(error), 'min-h-11 max-w-44 tabular-nums')}
          />
          <button
            ref={buttonRef}
            type="button"
            disabled={disabled}
            aria-haspopup="dialog"
            aria-labelledby={`${ids.labelId} ${buttonTextId}`}
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            className={cx(
              'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-500 bg-white text-slate-800 hover:bg-slate-100',
              'disabled:cursor-not-allowed disabled:opacity-60',
              focusRing,
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
              <path
                fillRule="evenodd"
                d="M5.75 2a.75.75 0 0 1 .75.75V4h7V2.75a.75.75 0 0 1 1.5 0V4h.25A2.75 2.75 0 0 1 18 6.75v8.5A2.75 2.75 0 0 1 15.25 18H4.75A2.75 2.75 0 0 1 2 15.25v-8.5A2.75 2.75 0 0 1 4.75 4H5V2.75A.75.75 0 0 1 5.75 2Zm-1 5.5c-.69 0-1.25.56-1.25 1.25v6.5c0 .69.56 1.25 1.25 1.25h10.5c.69 0 1.25-.56 1.25-1.25v-6.5c0-.69-.56-1.25-1.25-1.25H4.75Z"
                clipRule="evenodd"
              />
            </svg>
            <span id={buttonTextId} className="sr-only">
              {selectedLong ? t('dateField.changeDate', { date: selectedLong }) : t('dateField.openCalendar')}
            </span>
          </button>
          {open ? (
            <CalendarDialog
              anchorRef={buttonRef}
              titleId={dialogTitleId}
              title={label}
              closeLabel={t('dateField.closeCalendar')}
              onClose={close}
            >
              <Suspense fallback={<Spinner className="m-8 text-blue-700" />}>
                <DateCalendar
                  selected={selectedDate}
                  onSelect={onSelectDay}
                  isDayDisabled={isDayDisabled}
                  defaultMonth={selectedDate ?? toDate(defaultMonth) ?? toDate(today)}
                  startMonth={toDate(startMonth)}
                  endMonth={toDate(endMonth)}
                  today={toDate(today)}
                  locale={locale}
                  labelledBy={dialogTitleId}
                />
              </Suspense>
            </CalendarDialog>
          ) : null}
        </div>
      )}
    </Field>
  )
}

interface CalendarDialogProps {
  anchorRef: RefObject<HTMLButtonElement | null>
  titleId: string
  title: ReactNode
  closeLabel: string
  onClose: () => void
  children: ReactNode
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

function CalendarDialog({ anchorRef, titleId, title, closeLabel, onClose, children }: CalendarDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dialog = useModalDialog(dialogRef, { open: true, onClose, lockScroll: false, returnFocusRef: anchorRef })

  // Declared after useModalDialog, so it runs once the dialog is shown.
  useLayoutEffect(() => {
    const node = dialogRef.current
    if (!node) return
    const reposition = () => positionDialog(node, anchorRef.current)
    reposition()
    // The size changes when the lazily loaded calendar replaces the spinner.
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
        {children}
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
