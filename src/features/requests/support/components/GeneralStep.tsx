'use client'

import type { FormEvent, ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { sanitizeAccountNumber } from '@/lib/accountNumber'
import { stripDigits } from '@/lib/names'
import type { ZipCheck } from '../../components/zipCheck'
import type { SupportValues } from '../fields'
import { AddressFields } from './AddressFields'
import { TextField, type SupportFormApi } from './controls'
import { StepActions } from './StepActions'

/** Step 2: who is asking (contact, company, account if any) and where the service is needed. */
export function GeneralStep({
  form,
  zipCheck,
  addressConfirmed,
  onPickAddress,
  onSubmit,
  onBack,
  onReset,
  onPhoneLeft,
  summary,
}: {
  form: SupportFormApi
  zipCheck: ZipCheck
  addressConfirmed: boolean
  onPickAddress: (values: Partial<SupportValues>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onBack: () => void
  onReset: () => void
  onPhoneLeft: () => void
  summary: ReactNode
}) {
  const t = useTranslations('supportRequest')
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-describedby="support-required-note">
      {summary}
      <p id="support-required-note" className="text-sm text-slate-600">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="firstName" options={{ label: t('fields.firstName'), required: true, transform: stripDigits, input: { autoComplete: 'given-name', maxLength: 60 } }} />
        <TextField form={form} field="lastName" options={{ label: t('fields.lastName'), required: true, transform: stripDigits, input: { autoComplete: 'family-name', maxLength: 60 } }} />
      </div>
      <TextField form={form} field="company" options={{ label: t('fields.company'), required: true, input: { autoComplete: 'organization', maxLength: 120 } }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="email" options={{ label: t('fields.email'), required: true, input: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, spellCheck: false } }} />
        <TextField form={form} field="phone" options={{ label: t('fields.phone'), required: true, onBlur: onPhoneLeft, input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 } }} />
      </div>
      <TextField
        form={form}
        field="accountNumber"
        options={{ label: t('fields.accountNumber'), description: t('fields.accountNumberHint'), transform: sanitizeAccountNumber, input: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <AddressFields form={form} prefix="requested" legend={t('requestedSite')} zipCheck={zipCheck} confirmed={addressConfirmed} onPick={onPickAddress} />
      <StepActions onBack={onBack} onReset={onReset}>
        {t('continue')}
      </StepActions>
    </form>
  )
}
