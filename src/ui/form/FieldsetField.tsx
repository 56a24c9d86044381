'use client'

import type { ReactNode } from 'react'
import { cx } from '../cx'
import { FieldError } from '../Field'
import { fieldName, type FormApi } from './useForm'

export interface FieldsetFieldProps {
  form: Pick<FormApi<object>, 'errorText' | 'idOf'>
  field: string
  legend: ReactNode
  required?: boolean
  /** The fieldset's own id (when the group itself is what the error summary links to). */
  id?: string
  /** The legend's classes (defaults to a field label's look). */
  legendClassName?: string
  className?: string
  /** The group's content; the element with id `form.idOf(field)` is what the error summary focuses. */
  children: ReactNode
}

/** A group of controls answering one field (radios, cards, the captcha): legend, content, inline error. */
export function FieldsetField({ form, field, legend, required, id, legendClassName, className, children }: FieldsetFieldProps) {
  const error = form.errorText(field, fieldName(legend, 'choose'))
  const errorId = `${form.idOf(field)}-error`
  return (
    <fieldset id={id} className={cx('flex flex-col gap-1', className)} aria-describedby={error ? errorId : undefined}>
      <legend className={legendClassName ?? 'mb-1 text-sm font-semibold text-slate-900'}>
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  )
}
