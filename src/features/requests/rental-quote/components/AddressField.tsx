'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { Field, controlClassName } from '@/ui/Field'
import { cx } from '@/ui/cx'

/** One suggestion of GET /api/address/suggest. */
export interface AddressSuggestion {
  id: string
  label: string
  street: string
  city: string
  state: string
  zip: string
  country: 'us' | 'ca'
}

export const ADDRESS_SUGGEST_URL = '/api/address/suggest'
const SUGGEST_DEBOUNCE_MS = 300

export interface AddressFieldProps {
  id: string
  label: string
  description: string
  value: string
  error?: string
  /** What the suggestions are asked for: the street typed plus the city, state and ZIP already known. */
  context: { city: string; state: string; zip: string; country: 'us' | 'ca' | null }
  locale: 'en' | 'fr'
  onType: (text: string) => void
  onChoose: (suggestion: AddressSuggestion) => void
  onBlur: () => void
}

/**
 * The site address: an ARIA 1.2 combobox whose list comes from the address suggestions (spec 1
 * §5 "Address must come from an address suggestion"). Typing clears the choice; arrows move in
 * the list, Enter chooses, Escape closes.
 */
export function AddressField({ id, label, description, value, error, context, locale, onType, onChoose, onBlur }: AddressFieldProps) {
  const t = useTranslations('rentalQuote.address')
  const listId = `${useId().replace(/:/g, '')}-suggestions`
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'searching' | 'done'>('idle')
  const [query, setQuery] = useState<string | null>(null)
  const latest = useRef(0)

  // Asks for suggestions 300 ms after the visitor's last keystroke (not after a choice).
  useEffect(() => {
    if (query === null) return
    const street = query.trim()
    if (street.length < 3) return
    const call = ++latest.current
    const timer = setTimeout(async () => {
      setStatus('searching')
      const q = [street, context.city, [context.state, context.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
      const params = new URLSearchParams({ q, locale, ...(context.country ? { country: context.country } : {}) })
      try {
        const response = await fetch(`${ADDRESS_SUGGEST_URL}?${params}`, { headers: { Accept: 'application/json' } })
        const body = response.ok ? ((await response.json()) as { suggestions?: AddressSuggestion[] }) : {}
        if (call !== latest.current) return
        setSuggestions(body.suggestions ?? [])
      } catch {
        if (call !== latest.current) return
        setSuggestions([])
      }
      setStatus('done')
      setActive(-1)
      setOpen(true)
    }, SUGGEST_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [query, context.city, context.state, context.zip, context.country, locale])

  const choose = (suggestion: AddressSuggestion) => {
    latest.current++
    setQuery(null)
    setOpen(false)
    setSuggestions([])
    setStatus('idle')
    onChoose(suggestion)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault()
      choose(suggestions[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const expanded = open && suggestions.length > 0
  const announcement = status === 'searching' ? t('searching') : status === 'done' ? (suggestions.length === 0 ? t('noResults') : t('results', { count: suggestions.length })) : ''

  return (
    <Field label={label} id={id} required description={description} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name="Address"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={256}
            value={value}
            onChange={(event) => {
              onType(event.target.value)
              setQuery(event.target.value)
              if (event.target.value.trim().length < 3) {
                latest.current++
                setSuggestions([])
                setStatus('idle')
              }
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Let a click on a suggestion land before the list closes.
              setTimeout(() => setOpen(false), 150)
              onBlur()
            }}
            className={controlClassName(Boolean(error))}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-[200px] w-full overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
          >
            {suggestions.map((suggestion, index) => (
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
        </div>
      )}
    </Field>
  )
}
