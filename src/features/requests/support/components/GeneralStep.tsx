'use client'

import type { FormEvent, ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { PhoneField, type ZipCheck } from '@/features/form-fields'
import { sanitizeAccountNumber } from '@/lib/accountNumber'
import { stripDigits } from '@/lib/nameInput'
import { TextField } from '@/ui/form'
import type { SupportValues } from '../fields'
import { AddressFields } from './AddressFields'
import { StepActions } from './StepActions'
import type { SupportForm } from './SupportWizard'
import { loadRules } from './loadRules'

/** Step 2: who is asking (contact, company, account if any) and where the service is needed. */
export function GeneralStep({
  form,
  locale,
  zipCheck,
  addressConfirmed,
  onPickAddress,
  onSubmit,
  onBack,
  onReset,
  summary,
}: {
  form: SupportForm
  locale: 'en' | 'fr'
  zipCheck: ZipCheck
  addressConfirmed: boolean
  onPickAddress: (values: Partial<SupportValues>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onBack: () => void
  onReset: () => void
  summary: ReactNode
}) {
  const t = useTranslations('supportRequest')
  const names = { transform: stripDigits, required: true, maxLength: 60 } as const
  return (
    <form noValidate method="post" onSubmit={onSubmit} className="flex flex-col gap-5" aria-describedby="support-required-note">
      {summary}
      <p id="support-required-note" className="text-sm text-slate-600">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="firstName" label={t('fields.firstName')} {...names} input={{ autoComplete: 'given-name' }} />
        <TextField form={form} field="lastName" label={t('fields.lastName')} {...names} input={{ autoComplete: 'family-name' }} />
      </div>
      <TextField form={form} field="company" label={t('fields.company')} required maxLength={120} input={{ autoComplete: 'organization' }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="email" label={t('fields.email')} required maxLength={254} input={{ type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }} />
        <PhoneField form={form} rules={loadRules} field="phone" label={t('fields.phone')} required />
      </div>
      <TextField
        form={form}
        field="accountNumber"
        label={t('fields.accountNumber')}
        description={t('fields.accountNumberHint')}
        transform={sanitizeAccountNumber}
        input={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <AddressFields form={form} locale={locale} prefix="requested" legend={t('requestedSite')} zipCheck={zipCheck} confirmed={addressConfirmed} onPick={onPickAddress} />
      <StepActions onBack={onBack} onReset={onReset}>
        {t('continue')}
      </StepActions>
    </form>
  )
}
