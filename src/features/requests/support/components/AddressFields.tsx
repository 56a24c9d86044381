'use client'

import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { AddressSuggestion } from '@/integrations/address/types'
import { autoSpaceCanadian } from '@/lib/postal'
import { Field, controlClassName } from '@/ui/Field'
import { cx } from '@/ui/cx'
import type { ZipCheck } from '../../components/zipCheck'
import type { AddressPrefix, SupportValueField, SupportValues } from '../fields'
import { regionCodes, regionLabel } from '../rules'
import { SelectField, TextField, fieldId, type SupportFormApi } from './controls'

export const ADDRESS_SUGGEST_URL = '/api/address/suggest'
const SUGGEST_DEBOUNCE_MS = 300

const f = <P extends AddressPrefix>(prefix: P, part: 'Country' | 'State' | 'Zip' | 'City' | 'Address') => `${prefix}${part}` as SupportValueField

/** The address as the suggestion service is asked for it: the street plus what the form already knows. */
export function suggestionQuery(street: string, known: { city: string; state: string; zip: string }): string {
  const typed = street.trim()
  if (typed.includes(',')) return typed
  return [typed, known.city.trim(), [known.state, known.zip.trim()].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/**
 * An address of the form (spec 1 §3: country, state, ZIP, city, street): the country maps to US
 * or CA and decides the state list; the ZIP is checked by the server as typed (useZipCheck, in
 * the wizard); the street is a combobox of suggestions (GET /api/address/suggest) and must be
 * chosen from them — picking one fills city, state, ZIP and country (`onPick`).
 */
export function AddressFields({
  form,
  prefix,
  legend,
  intro,
  zipCheck,
  confirmed,
  onPick,
}: {
  form: SupportFormApi
  prefix: AddressPrefix
  legend: string
  intro?: string
  zipCheck: ZipCheck
  /** The parts as they are now were taken from (or verified against) the suggestions. */
  confirmed: boolean
  onPick: (values: Partial<SupportValues>) => void
}) {
  const t = useTranslations()
  const { values, locale } = form
  const country = values[f(prefix, 'Country')] as '' | 'us' | 'ca'
  const regions = useMemo(
    () => (country ? regionCodes(country).map((code) => ({ value: code, label: regionLabel(country, code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale)) : []),
    [country, locale],
  )
  const zipError = form.errorText(f(prefix, 'Zip'))
  const place = zipCheck.state === 'valid' ? [zipCheck.city, zipCheck.region].filter(Boolean).join(', ') : ''

  return (
    <fieldset className="flex flex-col gap-5 rounded-lg border border-slate-300 p-4 sm:p-5">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      {intro ? <p className="-mt-2 text-slate-700">{intro}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          field={f(prefix, 'Country')}
          label={t('supportRequest.fields.country')}
          placeholder={t('supportRequest.chooseCountry')}
          required
          options={[
            { value: 'us', label: t('supportRequest.countries.us') },
            { value: 'ca', label: t('supportRequest.countries.ca') },
          ]}
          // Another country's states do not apply: the state is chosen again.
          onChange={(value) => form.setMany({ [f(prefix, 'Country')]: value, [f(prefix, 'State')]: '' })}
        />
        <SelectField form={form} field={f(prefix, 'State')} label={t('supportRequest.fields.state')} placeholder={t('supportRequest.chooseState')} required options={regions} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <TextField
            form={form}
            field={f(prefix, 'Zip')}
            options={{
              label: t('supportRequest.fields.zip'),
              required: true,
              description: t('supportRequest.fields.zipHint'),
              transform: (zip) => (/^\s*[a-z]/i.test(zip) ? autoSpaceCanadian(zip) : zip.slice(0, 10)),
              input: { autoComplete: `section-${prefix} postal-code`, maxLength: 10, spellCheck: false },
            }}
          />
          <p aria-live="polite" className="-mb-2 min-h-5 text-sm text-slate-700">
            {zipCheck.state === 'checking' ? <span aria-hidden="true">{t('supportRequest.zipChecking')}</span> : null}
            {place && !zipError ? t('supportRequest.zipFound', { place }) : null}
          </p>
        </div>
        <TextField form={form} field={f(prefix, 'City')} options={{ label: t('supportRequest.fields.city'), required: true, input: { autoComplete: `section-${prefix} address-level2`, maxLength: 50 } }} />
      </div>
      <StreetCombobox form={form} prefix={prefix} onPick={onPick} />
      <p aria-live="polite" className="-mt-3 min-h-5 text-sm text-green-800">
        {confirmed && !form.errorText(f(prefix, 'Address'))
          ? t('supportRequest.suggestions.chosen', {
              address: [values[f(prefix, 'Address')], values[f(prefix, 'City')], `${values[f(prefix, 'State')]} ${values[f(prefix, 'Zip')]}`].join(', '),
            })
          : null}
      </p>
    </fieldset>
  )
}

/** The street input with its list of suggestions (WAI-ARIA combobox with a listbox popup). */
function StreetCombobox({ form, prefix, onPick }: { form: SupportFormApi; prefix: AddressPrefix; onPick: (values: Partial<SupportValues>) => void }) {
  const t = useTranslations()
  const { values, locale } = form
  const field = f(prefix, 'Address')
  const listId = useId()
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [searching, setSearching] = useState(false)
  const typed = useRef(false)
  const error = form.errorText(field)
  const street = values[field]
  const query = suggestionQuery(street, { city: values[f(prefix, 'City')], state: values[f(prefix, 'State')], zip: values[f(prefix, 'Zip')] })
  const country = values[f(prefix, 'Country')]

  useEffect(() => {
    // Only what the visitor types asks for suggestions (not a picked address being filled in).
    if (!typed.current || street.trim().length < 3) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      setSearching(true)
      try {
        const params = new URLSearchParams({ q: query.slice(0, 200), locale })
        if (country === 'us' || country === 'ca') params.set('country', country)
        const response = await fetch(`${ADDRESS_SUGGEST_URL}?${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
        const body = response.ok ? ((await response.json()) as { suggestions?: AddressSuggestion[] }) : {}
        setSuggestions(body.suggestions ?? [])
        setActive(-1)
        setOpen(true)
      } catch {
        if (!controller.signal.aborted) setSuggestions([])
      } finally {
        if (!controller.signal.aborted) setSearching(false)
      }
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [query, street, country, locale])

  const pick = (suggestion: AddressSuggestion) => {
    typed.current = false
    setOpen(false)
    setSuggestions([])
    onPick({
      [f(prefix, 'Country')]: suggestion.country,
      [f(prefix, 'State')]: suggestion.state,
      [f(prefix, 'Zip')]: suggestion.zip,
      [f(prefix, 'City')]: suggestion.city,
      [field]: suggestion.street,
    })
  }

  const expanded = open && suggestions.length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      pick(suggestions[active]!)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <Field label={t('supportRequest.fields.address')} id={fieldId(field)} required description={t('supportRequest.fields.addressHint')} error={error}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            name={field}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            maxLength={256}
            value={street}
            onChange={(event) => {
              typed.current = true
              form.set(field, event.target.value)
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // Let a click on a suggestion land before the list closes.
              setTimeout(() => setOpen(false), 150)
              form.leave(field)
            }}
            className={controlClassName(Boolean(error))}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('addressVerification.suggestionsLabel')}
            hidden={!expanded}
            className="absolute z-20 mt-1 max-h-[200px] w-full overflow-auto rounded-md border border-slate-400 bg-white py-1 shadow-lg"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
                className={cx('cursor-pointer px-3 py-2 text-slate-900', index === active ? 'bg-blue-100' : 'hover:bg-slate-100')}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
          <p aria-live="polite" className="sr-only">
            {searching ? t('supportRequest.suggestions.searching') : open ? (suggestions.length > 0 ? t('supportRequest.suggestions.count', { count: suggestions.length }) : t('addressVerification.noSuggestions')) : ''}
          </p>
          {open && !searching && suggestions.length === 0 && street.trim().length >= 3 ? (
            <p className="mt-1 text-sm text-slate-700">{t('addressVerification.noSuggestions')}</p>
          ) : null}
        </div>
      )}
    </Field>
  )
}
