'use client'

import type { InputHTMLAttributes, ReactNode } from 'react'
import { cx } from '../cx'
import { Field, FieldError, controlClassName } from '../Field'
import type { BindOptions, FormApi } from './useForm'

type AnyForm = Pick<FormApi<object>, 'bind' | 'errorText' | 'idOf'>

export interface TextFieldProps extends BindOptions {
  form: AnyForm
  field: string
  label: ReactNode
  description?: ReactNode
  required?: boolean
  /** Attributes of the input (type, autoComplete, inputMode, maxLength…). */
  input?: InputHTMLAttributes<HTMLInputElement> & Record<string, unknown>
  /** Extra classes of the input. */
  inputClassName?: string
  multiline?: boolean
  rows?: number
  maxLength?: number
  /** The control's placeholder (input or textarea). */
  placeholder?: string
  className?: string
  /** Shown after the input, inside the field (a status line, a prefix…). */
  children?: ReactNode
}

/** A text input (or textarea) bound to one field of a form: label, hint, inline error, ARIA. */
export function TextField({ form, field, label, description, required, input, inputClassName, multiline, rows = 4, maxLength, placeholder, className, children, ...bindOptions }: TextFieldProps) {
  const error = form.errorText(field)
  const bound = form.bind(field as never, bindOptions)
  return (
    <Field label={label} id={form.idOf(field)} required={required} description={description} error={error} className={className}>
      {(control) => (
        <>
          {multiline ? (
            <textarea {...control} {...bound} rows={rows} maxLength={maxLength} placeholder={placeholder} className={controlClassName(Boolean(error), cx('resize-y', inputClassName))} />
          ) : (
            <input type="text" {...control} {...bound} maxLength={maxLength} placeholder={placeholder} {...input} className={controlClassName(Boolean(error), inputClassName)} />
          )}
          {children}
        </>
      )}
    </Field>
  )
}

export interface SelectFieldProps extends BindOptions {
  form: AnyForm
  field: string
  label: ReactNode
  /** The empty first option ("Choose…"). */
  placeholder: string
  options: readonly { value: string; label: string }[]
  required?: boolean
  autoComplete?: string
  className?: string
}

/** A native select bound to one field (accessible, keyboard and phone friendly). */
export function SelectField({ form, field, label, placeholder, options, required, autoComplete, className, ...bindOptions }: SelectFieldProps) {
  const error = form.errorText(field)
  return (
    <Field label={label} id={form.idOf(field)} required={required} error={error} className={className}>
      {(control) => (
        <select {...control} {...form.bind(field as never, bindOptions)} autoComplete={autoComplete} className={controlClassName(Boolean(error))}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

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
  const error = form.errorText(field)
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
