'use client'

import type { ReactNode } from 'react'
import { Field, controlClassName } from '../Field'
import { fieldName, type BindOptions, type FormApi } from './useForm'

type AnyForm = Pick<FormApi<object>, 'bind' | 'errorText' | 'idOf'>

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
  const error = form.errorText(field, fieldName(label, 'choose'))
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
