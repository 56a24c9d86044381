'use client'
import { useRef, useState, type KeyboardEvent } from 'react'
import { controlClassName } from '@/ui/Field'
import { cx } from '@/ui/cx'
import type { Term } from '../articles'
import { selectedLabel } from '../documents'

/**
 * A multi-select filter as a disclosure: a button naming the filter and what is chosen (the first
 * two and an ellipsis beyond two: spec 3 §2) opens a group of checkboxes, one per term. Escape
 * closes it and returns focus to the button.
 */
export function MultiSelectFilter({
  id,
  name,
  label,
  separator,
  allLabel,
  selectedCount,
  terms,
  value,
  onChange,
}: {
  id: string
  /** The query-string name of the checkboxes. */
  name: string
  label: string
  /** Between the label and the choices (": ", French "\u00a0: "). */
  separator: string
  allLabel: string
  /** "{count} selected", for screen readers. */
  selectedCount: (count: number) => string
  terms: Term[]
  /** The chosen slugs. */
  value: string[]
  onChange: (value: string[]) => void
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const names = terms.filter((term) => value.includes(term.slug)).map((term) => term.name)
  const toggle = (slug: string, on: boolean) => onChange(terms.filter((term) => (term.slug === slug ? on : value.includes(term.slug))).map((term) => term.slug))
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setOpen(false)
    button.current?.focus()
  }
  return (
    <div className="w-full flex-1" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-describedby={`${id}-count`}
        onClick={() => setOpen(!open)}
        className={cx(controlClassName(false, 'min-h-11'), 'flex items-center justify-between gap-2 text-left')}
      >
        <span className="min-w-0 truncate">
          <span className="font-semibold text-slate-900">{label}</span>
          {separator}
          <span data-selected="">{selectedLabel(names) || allLabel}</span>
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('size-5 shrink-0 text-slate-700 transition-transform', open && 'rotate-180')}>
          <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <span id={`${id}-count`} className="sr-only">
        {selectedCount(names.length)}
      </span>
      <fieldset id={`${id}-panel`} hidden={!open} className="mt-2 rounded-md border border-slate-300 bg-white p-3 shadow-sm">
        <legend className="sr-only">{label}</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {terms.map((term) => (
            <li key={term.slug}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-slate-50">
                <input type="checkbox" name={name} value={term.slug} checked={value.includes(term.slug)} onChange={(event) => toggle(term.slug, event.target.checked)} className="size-5" />
                <span>{term.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  )
}
