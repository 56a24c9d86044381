import type { ReactNode } from 'react'
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
 * option, whose choice acts at once (forms with validation use `form/SelectField`).
 */
export function ChoiceSelect({ id, name, label, value, onChange, options, className }: ChoiceSelectProps) {
  return (
    <Field label={label} id={id} className={className}>
      {(control) => (
        <select {...control} name={name} value={value} onChange={(event) => onChange(event.target.value)} className={controlClassName(false, 'min-h-11')}>
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
