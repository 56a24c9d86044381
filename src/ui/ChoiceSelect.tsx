'use client'

import type { ReactNode } from 'react'
import { useEarlyInput } from './earlyInput'
import { Field, controlClassName } from './Field'

export interface ChoiceSelectProps {
  id: string
  /** The query-string name, so the choice also travels in a plain form submit. */
  name: string
  label: ReactNode
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  className?: string
}

/**
 * A labelled native select that is not part of a validated form: a list's filter or a search's
 * option, whose choice acts at once (forms with validation use `form/SelectField`). A choice made
 * in the server's HTML before the page's script took over (issue 46) is the visitor's: on mount it
 * is handed to `onChange`, as if made then, instead of the state's older one being shown back.
 */
export function ChoiceSelect({ id, name, label, value, onChange, options, className }: ChoiceSelectProps) {
  // Only when the state's choice is one of the options (the server's HTML selected it): else the
  // browser shows the first option by itself, which is nobody's choice.
  const known = (choice: string) => options.some((option) => option.value === choice)
  const select = useEarlyInput<HTMLSelectElement, string>(value, (element) => (known(value) && known(element.value) ? element.value : undefined), onChange)
  return (
    <Field label={label} id={id} className={className}>
      {(control) => (
        <select {...control} ref={select} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={controlClassName(false, 'min-h-11')}>
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
