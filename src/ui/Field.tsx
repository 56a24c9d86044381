import {
  cloneElement,
  isValidElement,
  useId,
  type ReactElement,
  type ReactNode,
} from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'

// Shared component (no 'use client'): usable from server and client components.

/** Props Field hands to its control. Spread them on the input/select/textarea. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
}

export interface FieldIds {
  id: string
  labelId: string
  descriptionId?: string
  errorId?: string
}

export interface FieldProps {
  label: ReactNode
  /** The control: a render prop receiving the ARIA/id props, or a single element (cloned). */
  children: ((control: FieldControlProps, ids: FieldIds) => ReactNode) | ReactElement
  /** Control id; generated when omitted. Also the `#fragment` ErrorSummary links to. */
  id?: string
  description?: ReactNode
  /** Inline error message; when set the control gets aria-invalid and describes itself with it. */
  error?: ReactNode
  required?: boolean
  /** Visually hide the label (it stays the accessible name). */
  hideLabel?: boolean
  className?: string
}

/** Classes for a text-like control (input, textarea, native select). */
export function controlClassName(invalid?: boolean, className?: string): string {
  return cx(
    'block w-full rounded-md bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600',
    'aria-disabled:cursor-not-allowed aria-disabled:bg-slate-100 aria-disabled:text-slate-600',
    invalid ? 'border-2 border-red-700' : 'border border-slate-500',
    focusRing,
    className,
  )
}

/** Field: label + control + description + inline error, wired with ids and ARIA. */
export function Field({
  label,
  children,
  id: idProp,
  description,
  error,
  required,
  hideLabel,
  className,
}: FieldProps) {
  const auto = useId()
  const id = idProp ?? `field${auto.replace(/:/g, '')}`
  const labelId = `${id}-label`
  const descriptionId = description ? `${id}-description` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined
  const control: FieldControlProps = {
    id,
    'aria-describedby': describedBy,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  }
  const ids: FieldIds = { id, labelId, descriptionId, errorId }

  let rendered: ReactNode
  if (typeof children === 'function') rendered = children(control, ids)
  else if (isValidElement(children)) rendered = cloneElement(children, control)
  else rendered = children

  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <FieldLabel htmlFor={id} id={labelId} required={required} hidden={hideLabel}>
        {label}
      </FieldLabel>
      {description ? <FieldDescription id={descriptionId!}>{description}</FieldDescription> : null}
      {rendered}
      {error ? <FieldError id={errorId!}>{error}</FieldError> : null}
    </div>
  )
}

export interface FieldLabelProps {
  id: string
  htmlFor?: string
  required?: boolean
  hidden?: boolean
  children: ReactNode
  /** Render a non-<label> element (for controls that are not labelable, labelled by id). */
  as?: 'label' | 'span'
  onClick?: () => void
}

export function FieldLabel({ id, htmlFor, required, hidden, children, as = 'label', onClick }: FieldLabelProps) {
  const cls = cx('text-sm font-semibold text-slate-900', hidden && 'sr-only')
  const content = (
    <>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </>
  )
  if (as === 'span')
    return (
      <span id={id} className={cls} onClick={onClick}>
        {content}
      </span>
    )
  return (
    <label id={id} htmlFor={htmlFor} className={cls}>
      {content}
    </label>
  )
}

export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-600">
      {children}
    </p>
  )
}

/**
 * Inline error. No live role: it is announced through the control's aria-describedby
 * and through the ErrorSummary at the top of the form.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const t = useTranslations('ui')
  return (
    <p id={id} className="flex items-start gap-1 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>
        <span className="sr-only">{t('field.errorPrefix')} </span>
        {children}
      </span>
    </p>
  )
}
