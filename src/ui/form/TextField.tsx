'use client'

import type { InputHTMLAttributes, ReactNode } from 'react'
import { cx } from '../cx'
import { Field, controlClassName } from '../Field'
import { fieldName, type BindOptions, type FormApi } from './useForm'

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
  const error = form.errorText(field, fieldName(label, 'enter'))
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
