import type { FormEvent, ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { controlClassName } from '@/ui/Field'
import { useEarlyInput } from '@/ui/earlyInput'

// Shared component (no 'use client'; a hook, so client components only): rendered by the list islands. Without JavaScript the form
// still searches: it submits `q` to the list's address.

/** A list's search box: label, the term, Search (Enter too) and Clear; `children` adds filters below. */
export function ListSearchForm({
  id,
  action,
  term,
  showClear,
  labels,
  onTerm,
  onSearch,
  onClear,
  children,
}: {
  id: string
  action: string
  term: string
  showClear: boolean
  labels: { label: string; placeholder: string; submit: string; clear: string }
  onTerm: (term: string) => void
  onSearch: () => void
  onClear: () => void
  children?: ReactNode
}) {
  // A term typed before the page's script took over is the visitor's (ui/earlyInput.ts).
  const input = useEarlyInput<HTMLInputElement, string>(term, (element) => element.value, onTerm)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch()
  }
  return (
    <form role="search" onSubmit={onSubmit} action={action}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block font-semibold text-slate-900">
            {labels.label}
          </label>
          <input
            ref={input}
            id={id}
            name="q"
            type="search"
            value={term}
            onChange={(event) => onTerm(event.target.value)}
            placeholder={labels.placeholder}
            maxLength={100}
            autoComplete="off"
            className={controlClassName(false)}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">{labels.submit}</Button>
          {showClear && (
            <Button variant="secondary" onClick={onClear}>
              {labels.clear}
            </Button>
          )}
        </div>
      </div>
      {children}
    </form>
  )
}
