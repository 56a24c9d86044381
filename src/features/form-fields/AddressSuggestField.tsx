'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import type { AddressSuggestion } from '@/integrations/address/types'
import { cx } from '@/ui/cx'
import { Field, controlClassName } from '@/ui/Field'
import type { BoundControl } from '@/ui/form/useForm'

export type { AddressSuggestion }
export const ADDRESS_SUGGEST_URL = '/api/address/suggest'
const SUGGEST_DEBOUNCE_MS = 300

export interface SuggestionRequest {
  /** The street as typed: suggestions are asked only for what the visitor types, from `minLength` characters. */
  street: string
  /** What the service is asked: the street plus what the form already knows (city, state, ZIP). */
  query: string
  country: string
  locale: 'en' | 'fr'
  minLength?: number
}

/**
 * Address suggestions (GET /api/address/suggest) for a street as the visitor types it, 300 ms
 * after the last keystroke, never for a street filled in by a pick. `typed()` marks the street as
 * typed by the visitor; `clear()` after a pick.
 */
export function useAddressSuggestions({ street, query, country, locale, minLength = 3 }: SuggestionRequest) {
  const [list, setList] = useState<AddressSuggestion[]>([])
  const [status, setStatus] = useState<'idle' | 'searching' | 'done'>('idle')
  const typedByVisitor = useRef(false)
  /** Counts picks: an answer asked for before the latest pick is for a street no longer typed. */
  const picks = useRef(0)

  useEffect(() => {
    if (!typedByVisitor.current || street.trim().length < minLength) {
      setList([])
      setStatus('idle')
      return
    }
    const controller = new AbortController()
    const askedAfter = picks.current
    const timer = setTimeout(async () => {
      if (picks.current !== askedAfter) return
      setStatus('searching')
      const params = new URLSearchParams({ q: query.slice(0, 200), locale })
      const code = country.toLowerCase()
      if (code === 'us' || code === 'ca') params.set('country', code)
      try {
        const response = await fetch(`${ADDRESS_SUGGEST_URL}?${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        const body = response.ok ? ((await response.json()) as { suggestions?: AddressSuggestion[] }) : {}
        // A pick made while this answer travelled (the street then unchanged, so nothing aborted
        // it) closed the list for good: it must not open again with the answer.
        if (picks.current !== askedAfter) return
        setList(body.suggestions ?? [])
      } catch {
        if (controller.signal.aborted || picks.current !== askedAfter) return
        setList([])
      }
      setStatus('done')
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [street, query, country, locale, minLength])

  return {
    list,
    status,
    typed: () => {
      typedByVisitor.current = true
    },
    clear: () => {
      picks.current += 1
      typedByVisitor.current = false
      setList([])
      setStatus('idle')
    },
  }
}

export interface AddressSuggestFieldProps {
  id: string
  label: string
  description?: ReactNode
  error?: string
  required?: boolean
  /** The street bound to the form (`form.bind`). */
  control: BoundControl
  request: Omit<SuggestionRequest, 'street'>
  onChoose: (suggestion: AddressSuggestion) => void
  texts: { listLabel: string; searching: string; results: (count: number) => string; noResults: string }
  autoComplete?: string
}

/**
 * A street with suggestions: an ARIA 1.2 combobox whose list comes from the address service
 * (spec 1 §5 "Address must come from an address suggestion"). Arrows move in the list, Enter
 * chooses, Escape closes; a pick fills the address (`onChoose`).
 */
export function AddressSuggestField({ id, label, description, error, required = true, control, request, onChoose, texts, autoComplete = 'off' }: AddressSuggestFieldProps) {
  const listId = `${useId().replace(/:/g, '')}-suggestions`
  const suggestions = useAddressSuggestions({ street: control.value, ...request })
  // The list opens when suggestions arrive; Escape or leaving closes that list (the next answer,
  // a new array, opens again — also when it lands after a close timed on leaving the field).
  // While the next search runs, the suggestions shown stay usable: a visitor who presses Down and
  // Enter on them in that moment chooses what they saw, not nothing. The active suggestion is kept
  // by its id, so an answer that still holds it keeps it active, and one that does not drops it.
  // Keys pressed in quick succession can reach the handler before React renders the previous
  // key's state (Down then Enter: the Enter must choose what Down made active); the handler reads
  // these refs, always current, and the state only renders them.
  const [closedList, setClosedListState] = useState<AddressSuggestion[] | null>(null)
  /** The close timed on leaving the field: dropped when the visitor comes back to it first. */
  const closeOnLeave = useRef<ReturnType<typeof setTimeout> | null>(null)
  const keepOpen = () => {
    if (closeOnLeave.current) clearTimeout(closeOnLeave.current)
    closeOnLeave.current = null
  }
  const [activeId, setActiveIdState] = useState<string | null>(null)
  const closedListNow = useRef<AddressSuggestion[] | null>(null)
  const activeIdNow = useRef<string | null>(null)
  const setClosedList = (value: AddressSuggestion[] | null) => {
    closedListNow.current = value
    setClosedListState(value)
  }
  const setActiveId = (value: string | null) => {
    activeIdNow.current = value
    setActiveIdState(value)
  }
  const list = suggestions.list
  const indexOf = (id: string | null) => (id === null ? -1 : list.findIndex((suggestion) => suggestion.id === id))
  const active = indexOf(activeId)
  const shown = suggestions.status === 'done' || (suggestions.status === 'searching' && list.length > 0)
  const open = shown && closedList !== list
  const setOpen = (value: boolean) => setClosedList(value ? null : list)

  const choose = (suggestion: AddressSuggestion) => {
    suggestions.clear()
    setActiveId(null)
    onChoose(suggestion)
  }
  const expanded = open && list.length > 0
  const moveTo = (index: number) => setActiveId(list[index]?.id ?? null)
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const active = indexOf(activeIdNow.current)
    const expanded = shown && closedListNow.current !== list && list.length > 0
    if (event.key === 'ArrowDown' && list.length > 0) {
      event.preventDefault()
      setOpen(true)
      moveTo((active + 1) % list.length)
    } else if (event.key === 'ArrowUp' && list.length > 0) {
      event.preventDefault()
      setOpen(true)
      moveTo(active <= 0 ? list.length - 1 : active - 1)
    } else if (event.key === 'Enter' && expanded && active >= 0 && list[active]) {
      event.preventDefault()
      choose(list[active])
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
    }
  }
  const announcement = suggestions.status === 'searching' ? texts.searching : suggestions.status === 'done' ? (list.length === 0 ? texts.noResults : texts.results(list.length)) : ''

  return (
    <Field label={label} id={id} required={required} description={description} error={error}>
      {(aria) => (
        <div className="relative">
          <input
            {...aria}
            {...control}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete={autoComplete}
            spellCheck={false}
            maxLength={256}
            onChange={(event) => {
              suggestions.typed()
              setClosedList(null)
              setActiveId(null)
              control.onChange(event)
            }}
            onKeyDown={onKeyDown}
            onFocus={keepOpen}
            onBlur={() => {
              // Let a click on a suggestion land before the list closes. Back in the field before
              // then, it stays open: a close landing between Down and Enter made Enter choose nothing
              // (and submit the form; CI's 'the address must be chosen from the suggestions').
              keepOpen()
              closeOnLeave.current = setTimeout(() => {
                closeOnLeave.current = null
                setOpen(false)
              }, 150)
              control.onBlur()
            }}
            className={controlClassName(Boolean(error))}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={texts.listLabel}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-[200px] w-full overflow-auto rounded-md border border-slate-400 bg-white py-1 shadow-lg"
          >
            {list.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
                className={cx('cursor-pointer px-3 py-2 text-slate-900', index === active ? 'bg-blue-100' : 'hover:bg-slate-100')}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {open && suggestions.status === 'done' && list.length === 0 && control.value.trim().length >= (request.minLength ?? 3) ? (
            <p className="mt-1 text-sm text-slate-700">{texts.noResults}</p>
          ) : null}
        </div>
      )}
    </Field>
  )
}
