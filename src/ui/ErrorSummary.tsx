'use client'

import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'

export interface ErrorSummaryItem {
  /** Id of the field's control (the element to focus). */
  fieldId: string
  message: ReactNode
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[]
  /** Defaults to the localized "There is a problem". */
  title?: ReactNode
  /** Optional text under the title. */
  description?: ReactNode
  /**
   * Change this value (e.g. react-hook-form's `submitCount`) to move focus to the summary
   * again. The summary is also focused whenever it appears.
   */
  focusKey?: unknown
  /** Set false to never move focus to the summary (it is still announced as an alert). */
  autoFocus?: boolean
  headingLevel?: 2 | 3 | 4
  className?: string
}

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href]'

/** Moves focus to a field by id, scrolling its label (or legend) into view first. */
export function focusField(fieldId: string): boolean {
  const el = document.getElementById(fieldId)
  if (!el) return false
  const target =
    el.matches(FOCUSABLE) || el.tabIndex >= 0 ? el : (el.querySelector<HTMLElement>(FOCUSABLE) ?? el)
  const legend = target.closest('fieldset')?.querySelector('legend')
  const labelledBy = target.getAttribute('aria-labelledby')?.split(' ')[0]
  const label =
    legend ??
    ('labels' in target ? (target as HTMLInputElement).labels?.[0] : null) ??
    (labelledBy ? document.getElementById(labelledBy) : null)
  label?.scrollIntoView?.({ block: 'start' })
  target.focus({ preventScroll: Boolean(label?.scrollIntoView) })
  return document.activeElement === target
}

/**
 * GOV.UK-style error summary: a titled alert at the top of a form listing every error as a
 * link to its field. Renders nothing when there are no errors.
 */
export function ErrorSummary({
  errors,
  title,
  description,
  focusKey,
  autoFocus = true,
  headingLevel = 2,
  className,
}: ErrorSummaryProps) {
  const t = useTranslations('ui')
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const hasErrors = errors.length > 0

  useEffect(() => {
    if (autoFocus && hasErrors) ref.current?.focus()
  }, [autoFocus, hasErrors, focusKey])

  if (!hasErrors) return null
  const Heading = `h${headingLevel}` as const

  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    if (focusField(fieldId)) event.preventDefault()
  }

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx(
        'rounded-md border-4 border-red-700 bg-white p-4 focus:outline-4 focus:outline-offset-2 focus:outline-blue-700',
        className,
      )}
    >
      <div role="alert">
        <Heading id={titleId} className="text-lg font-bold text-slate-900">
          {title ?? t('errorSummary.title')}
        </Heading>
        {description ? <div className="mt-2 text-slate-900">{description}</div> : null}
        <ul className="mt-3 flex list-none flex-col gap-2 p-0">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => onLinkClick(event, error.fieldId)}
                className={cx('font-semibold text-red-700 underline hover:text-red-900', focusRing)}
              >
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
