'use client'

import type { ChangeEvent, ReactNode } from 'react'
import { Field, controlClassName } from '@/ui/Field'
import type { SupportValueField, SupportValues } from '../fields'

/** What a step needs from the wizard to render and update its fields. */
export interface SupportFormApi {
  locale: 'en' | 'fr'
  values: SupportValues
  /** The localized error shown on a field now, if any. */
  errorText(field: SupportValueField): string | undefined
  set(field: SupportValueField, text: string): void
  /** Sets several fields at once (an address picked from the suggestions). */
  setMany(values: Partial<SupportValues>): void
  leave(field: SupportValueField): void
}

export const fieldId = (field: string) => `support-${field}`

interface TextOptions {
  label: ReactNode
  required?: boolean
  description?: ReactNode
  transform?: (text: string) => string
  onBlur?: () => void
  input?: Record<string, unknown>
  multiline?: boolean
  className?: string
}

/** A text input (or textarea) bound to one field of the form. */
export function TextField({ form, field, options }: { form: SupportFormApi; field: SupportValueField; options: TextOptions }) {
  const error = form.errorText(field)
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    form.set(field, options.transform ? options.transform(event.target.value) : event.target.value)
  const onBlur = () => {
    options.onBlur?.()
    form.leave(field)
  }
  return (
    <Field label={options.label} id={fieldId(field)} required={options.required} description={options.description} error={error} className={options.className}>
      {(control) =>
        options.multiline ? (
          <textarea {...control} name={field} rows={4} value={form.values[field]} onChange={onChange} onBlur={onBlur} className={controlClassName(Boolean(error), 'resize-y')} {...options.input} />
        ) : (
          <input {...control} name={field} value={form.values[field]} onChange={onChange} onBlur={onBlur} className={controlClassName(Boolean(error))} {...options.input} />
        )
      }
    </Field>
  )
}

/** A native select bound to one field (accessible, keyboard and mobile friendly). */
export function SelectField({
  form,
  field,
  label,
  placeholder,
  options,
  onChange,
  required,
}: {
  form: SupportFormApi
  field: SupportValueField
  label: ReactNode
  placeholder: string
  options: { value: string; label: string }[]
  onChange?: (value: string) => void
  required?: boolean
}) {
  const error = form.errorText(field)
  return (
    <Field label={label} id={fieldId(field)} required={required} error={error}>
      {(control) => (
        <select
          {...control}
          name={field}
          value={form.values[field]}
          onChange={(event) => (onChange ? onChange(event.target.value) : form.set(field, event.target.value))}
          onBlur={() => form.leave(field)}
          className={controlClassName(Boolean(error))}
        >
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
