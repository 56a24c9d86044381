'use client'

import type { ReactNode } from 'react'
import { autoSpaceCanadian } from '@/lib/postal'
import { TextField, type TextFieldProps } from '@/ui/form/TextField'
import type { ZipCheck } from './zipCheck'

/** What a ZIP field accepts as typed: a Canadian code gets its space, a US ZIP at most 10 characters. */
export const typedZip = (text: string) => (/^\s*[a-z]/i.test(text) ? autoSpaceCanadian(text) : text.slice(0, 10))

export interface ZipFieldProps extends Omit<TextFieldProps, 'children'> {
  /** The debounced server check of the field's value (useZipCheck in the form, for the submit's settle). */
  check: ZipCheck
  /** "Checking…" while the server is asked. */
  checkingText: ReactNode
  /** "Found: {place}" once the server knows the code. */
  foundText: (place: string) => ReactNode
}

/**
 * A ZIP or postal code with its format rule and the server's check as typed (spec 1 §5): the
 * place found, or 'Invalid ZIP code', under the field.
 */
export function ZipField({ check, checkingText, foundText, transform = typedZip, input, ...props }: ZipFieldProps) {
  const place = check.state === 'valid' ? [check.city, check.region].filter(Boolean).join(', ') : ''
  const shownError = props.form.errorText(props.field)
  return (
    <div className="flex flex-col gap-1.5">
      <TextField transform={transform} input={{ autoComplete: 'postal-code', maxLength: 10, spellCheck: false, ...input }} {...props} />
      <p aria-live="polite" className="-mb-2 min-h-5 text-sm text-slate-700">
        {check.state === 'checking' ? <span aria-hidden="true">{checkingText}</span> : null}
        {place && !shownError ? foundText(place) : null}
      </p>
    </div>
  )
}
