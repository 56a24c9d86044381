'use client'

import { useId } from 'react'
import { useTranslations } from '#i18n/hooks'
import { useAddressSuggestions } from '@/features/form-fields'
import { controlClassName, Field } from '@/ui/Field'
import { useKeepTypedText } from '@/ui/form'
import { Select } from '@/ui/Select'
import type { CartAddressField, CartAddressForm } from '../addressRules'
import { useMessage } from '../client/useMessage'

type Keys = { street: CartAddressField; city: CartAddressField; state: CartAddressField; zip: CartAddressField; country: CartAddressField }

type Props = {
  legend: string
  keys: Keys
  values: CartAddressForm
  errors: Partial<Record<CartAddressField, string>>
  onChange: (changes: Partial<CartAddressForm>) => void
  onLeave: (field: CartAddressField) => void
  /** Shown on the ZIP field: the tax recalculation for this code was refused (spec 2 §4). */
  zipBanner?: string
  locale: 'en' | 'fr'
}

const SUGGEST_MIN = 4

/** One address (site or billing): street with suggestions, city, state or province, ZIP, country. */
export function AddressFields({ legend, keys, values, errors, onChange, onLeave, zipBanner, locale }: Props) {
  const t = useTranslations('cart.checkout')
  const message = useMessage()
  const country = String(values[keys.country])
  const street = String(values[keys.street])
  const zip = String(values[keys.zip]).trim()
  // The ZIP already known (step 1) completes the street so that a street alone finds its place.
  const suggestions = useAddressSuggestions({ street, query: zip && !street.includes(zip) ? `${street.trim()}, ${zip}` : street.trim(), country, locale, minLength: SUGGEST_MIN })
  const keepTyped = useKeepTypedText((typed) => onChange(typed as Partial<CartAddressForm>))
  const listId = useId()
  // No maxLength: a text over the limit shows the rule's message (spec 2 §5) instead of being cut silently.
  const text = (field: CartAddressField, label: string, autoComplete: string, extra?: React.ReactNode) => (
    <Field id={field} label={label} required error={message(errors[field], country)}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            name={field}
            autoComplete={autoComplete}
            value={String(values[field])}
            ref={keepTyped(field)}
            onChange={(event) => {
              if (field === keys.street) suggestions.typed()
              onChange({ [field]: event.target.value })
            }}
            onBlur={() => onLeave(field)}
            className={controlClassName(Boolean(errors[field]))}
          />
          {extra}
        </>
      )}
    </Field>
  )
  return (
    <fieldset className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="sm:col-span-2">
        {text(
          keys.street,
          t('street'),
          'address-line1',
          suggestions.list.length > 0 ? (
            <ul aria-label={t('suggestions')} id={listId} className="mt-1 divide-y divide-slate-200 rounded-md border border-slate-300 bg-white">
              {suggestions.list.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="w-full px-3 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                    aria-label={t('useSuggestion', { address: s.label })}
                    onClick={() => {
                      suggestions.clear()
                      onChange({ [keys.street]: s.street, [keys.city]: s.city, [keys.state]: s.state, [keys.zip]: s.zip, [keys.country]: s.country.toUpperCase() })
                      onLeave(keys.zip)
                    }}
                  >
                    {s.label}
                  </button>
                </li>
              ))}
            </ul>
          ) : null,
        )}
      </div>
      {text(keys.city, t('city'), 'address-level2')}
      {text(keys.state, t('state'), 'address-level1')}
      {text(
        keys.zip,
        t('zipCode'),
        'postal-code',
        zipBanner ? (
          <p role="alert" className="mt-1 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800">
            {zipBanner}
          </p>
        ) : null,
      )}
      <Select
        id={keys.country}
        label={t('country')}
        required
        options={[
          { value: 'US', label: t('countries.US') },
          { value: 'CA', label: t('countries.CA') },
        ]}
        value={country}
        onChange={(value) => {
          onChange({ [keys.country]: value })
          onLeave(keys.country)
        }}
        error={message(errors[keys.country])}
      />
    </fieldset>
  )
}
