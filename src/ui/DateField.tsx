'use client'

import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react'
import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import {
  DATE_TEXT_MAX_LENGTH,
  dateFieldText,
  dateFieldValue,
  isAllowedDateKey,
  mdyToIso,
  normalizePastedDate,
  sanitizeDateText,
  withDateSeparator,
} from '@/lib/calendarDate'
import { cx, focusRing } from './cx'
import { useEarlyInput } from './earlyInput'
import { controlClassName, Field } from './Field'
import { Spinner } from './Spinner'

// The dialog, its positioning and react-day-picker load together the first time the visitor points
// at, focuses or presses the calendar button: none of it is in the page's first-load JavaScript.
const loadCalendar = () => import('./DateCalendarDialog')
const DateCalendarDialog = lazy(loadCalendar)

export interface DateFieldProps {
  label: ReactNode
  /**
   * The text as typed, "mm/dd/yyyy" when complete, in either language: a French field shows and
   * takes "aaaa-mm-jj" and hands a complete date on as "mm/dd/yyyy" (lib/calendarDate/parts).
   */
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

/**
 * Date text input with a calendar picker in a modal dialog: mm/dd/yyyy in English, the Quebec
 * aaaa-mm-jj in French (issue 43; docs/decisions.md). Typing accepts digits, the format's
 * separator and editing/navigation keys only; the separators are added as the parts are typed;
 * pasted text is filtered (a date written the other way is converted).
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

  const format = locale === 'fr' ? 'iso' : 'mdy'
  const text = dateFieldText(value, format)
  const hand = (next: string) => {
    const nextValue = dateFieldValue(next, format)
    if (nextValue !== value) onChange(nextValue)
  }
  // A date typed before the page's script took over is the visitor's (ui/earlyInput.ts).
  const inputRef = useEarlyInput<HTMLInputElement, string>(text, (element) => element.value, (typed) => hand(sanitizeDateText(typed, format)))
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }
  const selectedIso = mdyToIso(value)
  // Local noon of that day (a date-time without offset is local time): no picker helper needed here.
  const selectedDate = selectedIso ? new Date(`${selectedIso}T12:00:00`) : undefined
  const selectedLong = selectedDate
    ? new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'full' }).format(selectedDate)
    : undefined

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedDateKey(event.key, event, format)) event.preventDefault()
  }

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target
    const next = sanitizeDateText(input.value, format)
    const typedAtEnd = input.selectionStart === input.value.length && next.length > text.length
    // The separator after each part while typing forward (numeric keypads have no "/" or "-").
    hand(typedAtEnd ? withDateSeparator(next, format) : next)
  }

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text')
    const input = event.currentTarget
    event.preventDefault()
    const start = input.selectionStart ?? input.value.length
    const end = input.selectionEnd ?? start
    const whole = start === 0 && end === input.value.length
    const insert = whole ? normalizePastedDate(pasted, format) : sanitizeDateText(pasted, format)
    hand(sanitizeDateText(input.value.slice(0, start) + insert + input.value.slice(end), format))
  }

  const close = useCallback(() => setOpen(false), [])

  const onSelectDay = (text: string) => {
    onChange(text)
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
            ref={setInput}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={DATE_TEXT_MAX_LENGTH}
            placeholder={placeholder ?? t('dateField.placeholder')}
            value={text}
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
            <Suspense fallback={<Spinner className="self-center text-blue-700" />}>
              <DateCalendarDialog
                anchorRef={buttonRef}
                titleId={dialogTitleId}
                title={label}
                closeLabel={t('dateField.closeCalendar')}
                onClose={close}
                onSelect={onSelectDay}
                selected={selectedDate}
                isDayDisabled={isDayDisabled}
                defaultMonth={defaultMonth}
                startMonth={startMonth}
                endMonth={endMonth}
                today={today}
                locale={locale}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Field>
  )
}
