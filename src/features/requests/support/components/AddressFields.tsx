'use client'

import { useMemo } from 'react'
import { useTranslations } from '#i18n/hooks'
import { AddressSuggestField, ZipField, type ZipCheck } from '@/features/form-fields'
import { SelectField, TextField } from '@/ui/form'
import type { AddressPrefix, SupportValueField, SupportValues } from '../fields'
import { regionCodes, regionLabel } from '../rules'
import type { SupportForm } from './SupportWizard'

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
 * the wizard); the street is the shared address-suggestion field (GET /api/address/suggest) and
 * must be chosen from it — picking one fills city, state, ZIP and country (`onPick`).
 */
export function AddressFields({
  form,
  locale,
  prefix,
  legend,
  intro,
  zipCheck,
  confirmed,
  onPick,
}: {
  form: SupportForm
  locale: 'en' | 'fr'
  prefix: AddressPrefix
  legend: string
  intro?: string
  zipCheck: ZipCheck
  /** The parts as they are now were taken from (or verified against) the suggestions. */
  confirmed: boolean
  onPick: (values: Partial<SupportValues>) => void
}) {
  const t = useTranslations()
  const { values } = form
  const country = values[f(prefix, 'Country')] as '' | 'us' | 'ca'
  const regions = useMemo(
    () => (country ? regionCodes(country).map((code) => ({ value: code, label: regionLabel(country, code, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale)) : []),
    [country, locale],
  )
  const street = f(prefix, 'Address')

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
          onChange={() => form.setValues({ [f(prefix, 'State')]: '' })}
        />
        <SelectField form={form} field={f(prefix, 'State')} label={t('supportRequest.fields.state')} placeholder={t('supportRequest.chooseState')} required options={regions} />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <ZipField
          form={form}
          field={f(prefix, 'Zip')}
          label={t('supportRequest.fields.zip')}
          required
          description={t('supportRequest.fields.zipHint')}
          input={{ autoComplete: `section-${prefix} postal-code` }}
          check={zipCheck}
          checkingText={t('supportRequest.zipChecking')}
          foundText={(place) => t('supportRequest.zipFound', { place })}
        />
        <TextField form={form} field={f(prefix, 'City')} label={t('supportRequest.fields.city')} required maxLength={50} input={{ autoComplete: `section-${prefix} address-level2` }} />
      </div>
      <AddressSuggestField
        id={form.idOf(street)}
        label={t('supportRequest.fields.address')}
        description={t('supportRequest.fields.addressHint')}
        error={form.errorText(street)}
        control={form.bind(street)}
        request={{
          query: suggestionQuery(values[street], { city: values[f(prefix, 'City')], state: values[f(prefix, 'State')], zip: values[f(prefix, 'Zip')] }),
          country,
          locale,
        }}
        onChoose={(suggestion) =>
          onPick({
            [f(prefix, 'Country')]: suggestion.country,
            [f(prefix, 'State')]: suggestion.state,
            [f(prefix, 'Zip')]: suggestion.zip,
            [f(prefix, 'City')]: suggestion.city,
            [street]: suggestion.street,
          })
        }
        texts={{
          listLabel: t('addressVerification.suggestionsLabel'),
          searching: t('supportRequest.suggestions.searching'),
          results: (count) => t('supportRequest.suggestions.count', { count }),
          noResults: t('addressVerification.noSuggestions'),
        }}
      />
      <p aria-live="polite" className="-mt-3 min-h-5 text-sm text-green-800">
        {confirmed && !form.errorText(street)
          ? t('supportRequest.suggestions.chosen', {
              address: [values[street], values[f(prefix, 'City')], `${values[f(prefix, 'State')]} ${values[f(prefix, 'Zip')]}`].join(', '),
            })
          : null}
      </p>
    </fieldset>
  )
}
