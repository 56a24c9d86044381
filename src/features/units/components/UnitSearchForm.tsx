'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { usePathname } from 'next/navigation'
import { AddressSuggestField, type AddressSuggestion } from '@/features/form-fields'
import type { BoundControl } from '@/ui/form/useForm'
import { buttonClassName } from '@/ui/Button'
import { cx, focusRing } from '@/ui/cx'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { Field, controlClassName } from '@/ui/Field'
import { PRODUCT_TYPES, isProductType } from '../productTypes'
import {
  ALL_UNITS_QUERY,
  DISTANCES,
  PRICE_RANGE_IDS,
  buildSearchQuery,
  canSearch,
  isDistance,
  isPriceRange,
  searchPathOf,
  type SearchFormState,
  type SearchMode,
} from '../search/query'

/** Spec 3 §9: leaving the address box without a chosen place falls back to "use my location" after 500 ms. */
export const ADDRESS_BLUR_FALLBACK_MS = 500

type GeoProblem = 'denied' | 'unavailable' | null

export interface UnitSearchFormProps {
  locale: 'en' | 'fr'
  initial: SearchFormState
  /** The results page's path; default `{current path}/search`. */
  resultsPath?: string
  /** Where the form sits: the block (on a content page) or the results page's refine form. */
  variant?: 'block' | 'refine'
}

/**
 * The used-unit search (spec 3 §2 "Search block", §4): by location (default) or by unit ID. A
 * search is a plain navigation to `{current path}/search?…`; nothing is posted.
 */
export function UnitSearchForm({ locale, initial, resultsPath, variant = 'block' }: UnitSearchFormProps) {
  const t = useTranslations('unitSearch')
  const tu = useTranslations('units')
  const pathname = usePathname()
  const target = resultsPath ?? searchPathOf(pathname || `/${locale}`)
  const id = useId().replace(/:/g, '')

  const [state, setState] = useState<SearchFormState>(initial)
  const [text, setText] = useState(initial.place?.name ?? '')
  const [geo, setGeo] = useState<{ busy: boolean; problem: GeoProblem }>({ busy: false, problem: null })
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // The blur fallback's timer reads the place chosen since it was set, not the one of its render.
  const placeRef = useRef(state.place)
  useEffect(() => {
    placeRef.current = state.place
  }, [state.place])

  const update = (patch: Partial<SearchFormState>) => setState((current) => ({ ...current, ...patch }))
  const cancelFallback = () => {
    if (blurTimer.current) clearTimeout(blurTimer.current)
    blurTimer.current = null
  }
  useEffect(() => cancelFallback, [])

  const locateVisitor = () => {
    cancelFallback()
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setGeo({ busy: false, problem: 'unavailable' })
      return
    }
    setGeo({ busy: true, problem: null })
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const name = t('myLocation')
        update({ place: { name, lat: position.coords.latitude, lng: position.coords.longitude } })
        setText(name)
        setGeo({ busy: false, problem: null })
      },
      (error) => setGeo({ busy: false, problem: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: 10_000, maximumAge: 600_000 },
    )
  }

  const choose = (suggestion: AddressSuggestion) => {
    cancelFallback()
    setText(suggestion.label)
    if (suggestion.lat === null || suggestion.lng === null) {
      update({ place: null })
      setGeo({ busy: false, problem: 'unavailable' })
      return
    }
    setGeo({ busy: false, problem: null })
    update({ place: { name: suggestion.label, lat: suggestion.lat, lng: suggestion.lng } })
  }

  const addressControl: BoundControl = {
    name: 'place',
    value: text,
    onChange: (event) => {
      // Typing clears the chosen place (spec 3 §4).
      cancelFallback()
      setText(event.target.value)
      update({ place: null })
    },
    onBlur: () => {
      cancelFallback()
      // Left with text but no place chosen: fall back to the visitor's location (spec 3 §4, §9).
      if (placeRef.current || text.trim() === '') return
      blurTimer.current = setTimeout(() => {
        blurTimer.current = null
        if (!placeRef.current) locateVisitor()
      }, ADDRESS_BLUR_FALLBACK_MS)
    },
    ref: () => {},
  }

  const enabled = canSearch(state)
  const hintId = `${id}-hint`
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canSearch(state)) return
    // A full page load, like every link of the site (docs/decisions.md "Plain links").
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`${target}?${buildSearchQuery(state)}`)
  }
  const setMode = (mode: SearchMode) => {
    cancelFallback()
    update({ mode })
  }

  const select = (name: string, label: string, value: string, onChange: (value: string) => void, options: { value: string; label: string }[]) => (
    <ChoiceSelect id={`${id}-${name}`} name={name} label={label} value={value} onChange={onChange} options={options} />
  )

  return (
    <form onSubmit={submit} noValidate aria-label={variant === 'refine' ? t('results.refine') : t('blockLabel')} className="flex flex-col gap-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t('modeLegend')}</legend>
        <div className="mt-2 inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-300">
          {(['location', 'unit'] as const).map((mode) => (
            <label
              key={mode}
              className={cx(
                'relative cursor-pointer rounded-md px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
                state.mode === mode ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              <input type="radio" name={`${id}-mode`} value={mode} checked={state.mode === mode} onChange={() => setMode(mode)} className="absolute inset-0 cursor-pointer opacity-0" />
              {t(`modes.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {state.mode === 'location' ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_repeat(3,minmax(0,1fr))]">
          <div>
            <AddressSuggestField
              id={`${id}-place`}
              label={t('address')}
              required={false}
              control={addressControl}
              request={{ query: text, country: '', locale, minLength: 2 }}
              onChoose={choose}
              texts={{
                listLabel: t('suggestions.listLabel'),
                searching: t('suggestions.searching'),
                results: (count) => t('suggestions.results', { count }),
                noResults: t('suggestions.noResults'),
              }}
            />
            <button type="button" onClick={locateVisitor} disabled={geo.busy} className={cx('mt-2 inline-flex min-h-9 items-center gap-1.5 rounded text-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900 disabled:opacity-60', focusRing)}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M10 2a6 6 0 0 0-6 6c0 4.4 6 10 6 10s6-5.6 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
              </svg>
              {geo.busy ? t('locating') : t('useMyLocation')}
            </button>
            <p role="status" className={cx('text-sm', geo.problem ? 'mt-1 font-semibold text-red-700' : 'sr-only')}>
              {geo.problem ? t(`geo.${geo.problem}`) : state.place && state.place.name === text ? t('near', { name: state.place.name }) : ''}
            </p>
          </div>
          {select('distance', t('distance'), state.distance, (value) => update({ distance: isDistance(value) ? value : '' }), DISTANCES.map((value) => ({ value, label: t(`distances.${value}`) })))}
          {select('unit-type', t('unitType'), state.unitType, (value) => update({ unitType: isProductType(value) ? value : '' }), [
            { value: '', label: t('anyUnitType') },
            ...PRODUCT_TYPES.map((value) => ({ value, label: tu(`productTypes.${value}`) })),
          ])}
          {select('price-range', t('priceRange'), state.priceRange, (value) => update({ priceRange: isPriceRange(value) ? value : '' }), [
            { value: '', label: t('anyPrice') },
            ...PRICE_RANGE_IDS.map((value) => ({ value, label: t(`priceRanges.${value}`) })),
          ])}
        </div>
      ) : (
        <div className="max-w-md">
          <Field label={t('unitId')} id={`${id}-unit-id`} description={t('unitIdHint')}>
            {(aria) => (
              <input
                {...aria}
                type="text"
                name="unit-id"
                value={state.unitId}
                onChange={(event) => update({ unitId: event.target.value })}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={20}
                className={controlClassName(false, 'min-h-11 uppercase placeholder:normal-case')}
              />
            )}
          </Field>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={!enabled} aria-describedby={enabled ? undefined : hintId} className={buttonClassName({ variant: 'primary', size: 'md', className: 'min-w-32' })}>
          {t('search')}
        </button>
        <a href={`${target}?${ALL_UNITS_QUERY}`} className={buttonClassName({ variant: 'secondary', size: 'md' })}>
          {t('viewAll')}
        </a>
        <p id={hintId} className={cx('w-full text-sm text-slate-700', enabled && 'sr-only')} hidden={enabled}>
          {t(`searchHint.${state.mode}`)}
        </p>
      </div>
    </form>
  )
}
