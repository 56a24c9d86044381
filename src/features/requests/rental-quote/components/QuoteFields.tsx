'use client'

// The rental quote's fields that the block defines: the admin's own fields, and its industries.
import { useTranslations } from '#i18n/hooks'
import { PhoneField } from '@/features/form-fields'
import { stripDigits } from '@/lib/nameInput'
import { cx } from '@/ui/cx'
import { SelectField, TextField, type FormApi } from '@/ui/form'
import { OTHER_INDUSTRY, TEXT_AREA_MAX_LENGTH, TEXT_MAX_LENGTH, type FlatRentalQuoteValues, type QuoteFieldDefinition, type QuoteFormDefinition } from '../fields'
import { loadRules } from './rentalQuoteRules'

const autoCompleteOf = (name: string) => ({ firstName: 'given-name', lastName: 'family-name', company: 'organization' })[name] ?? 'off'

/** One admin-defined field: a text-like input, a text area, a dropdown, or a label without input. */
export function DefinedField({ form, field, labelId, chooseLabel }: { form: FormApi<FlatRentalQuoteValues>; field: QuoteFieldDefinition; labelId: string; chooseLabel: string }) {
  const className = field.width === 'half' ? '' : '@md:col-span-2'
  if (field.itemType === 'fieldLabel') {
    return (
      <p id={labelId} className={cx('text-base font-semibold text-slate-900', className)}>
        {field.label}
      </p>
    )
  }
  const common = { form, field: field.name, label: field.label, required: field.required || ['firstName', 'lastName', 'email'].includes(field.name), className }
  const placeholder = field.placeholder ?? undefined
  switch (field.itemType) {
    case 'fieldTextArea':
      return <TextField {...common} multiline rows={4} maxLength={TEXT_AREA_MAX_LENGTH} placeholder={placeholder} />
    case 'fieldDropdown':
      return <SelectField {...common} placeholder={field.placeholder || chooseLabel} options={field.options ?? []} />
    case 'fieldPhone':
      return <PhoneField {...common} rules={loadRules} placeholder={placeholder} />
    case 'fieldEmail':
      return <TextField {...common} placeholder={placeholder} input={{ type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, spellCheck: false }} />
    default: {
      const isName = field.name === 'firstName' || field.name === 'lastName'
      return (
        <TextField {...common} placeholder={placeholder} transform={isName ? stripDigits : undefined} input={{ type: 'text', maxLength: TEXT_MAX_LENGTH, autoComplete: autoCompleteOf(field.name) }} />
      )
    }
  }
}

/** The industries of the block, with Other, which asks for the visitor's own. */
export function IndustryFields({
  form,
  industries,
  label,
  chooseLabel,
  onIndustry,
}: {
  form: FormApi<FlatRentalQuoteValues>
  industries: QuoteFormDefinition['industries']
  label: string
  chooseLabel: string
  onIndustry: (value: string) => void
}) {
  const t = useTranslations()
  return (
    <div className="grid gap-5 @md:grid-cols-2">
      <SelectField form={form} field="Industries" label={label} placeholder={chooseLabel} options={[...industries, { value: OTHER_INDUSTRY, label: t('rentalQuote.otherIndustryOption') }]} required onChange={onIndustry} />
      {form.values.Industries === OTHER_INDUSTRY ? (
        <TextField form={form} field="otherIndustry" label={t('rentalQuote.fields.otherIndustry')} required input={{ maxLength: 60, autoComplete: 'off' }} />
      ) : null}
    </div>
  )
}
