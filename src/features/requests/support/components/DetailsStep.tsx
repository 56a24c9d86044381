'use client'

import type { FormEvent, ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { CaptchaField, type CaptchaApi, type ZipCheck } from '@/features/form-fields'
import { TextField } from '@/ui/form'
import { COMMENTS_MAX_LENGTH, REQUIRED_SCENARIO_FIELDS, type ServiceType, type SupportValues } from '../fields'
import { AddressFields } from './AddressFields'
import { StepActions } from './StepActions'
import type { SupportForm } from './SupportWizard'

const digitsOnly = (text: string) => text.replace(/\D/g, '')

/**
 * Step 3: the chosen service's own form (spec 1 §3 step 3 fields). Relocation: contract, units,
 * the new site (an address from the suggestions) and its contact; add units and pick-up:
 * contract and units; repair: the problem (contract and units optional); billing: invoice
 * number and the question (contract optional). Then consent, captcha, Back and submit.
 */
export function DetailsStep({
  form,
  locale,
  serviceType,
  zipCheck,
  addressConfirmed,
  onPickAddress,
  onSubmit,
  onBack,
  onReset,
  consent,
  summary,
  captcha,
}: {
  form: SupportForm
  locale: 'en' | 'fr'
  serviceType: ServiceType
  zipCheck: ZipCheck
  addressConfirmed: boolean
  onPickAddress: (values: Partial<SupportValues>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onBack: () => void
  onReset: () => void
  consent: string
  summary: ReactNode
  captcha: CaptchaApi
}) {
  const t = useTranslations('supportRequest')
  const required = (field: string) => REQUIRED_SCENARIO_FIELDS[serviceType].includes(field)
  const commentsLabel = serviceType === 'repair' ? t('fields.problem') : serviceType === 'billing' ? t('fields.question') : t('fields.comments')
  const commentsHint = serviceType === 'repair' ? t('fields.problemHint') : serviceType === 'billing' ? undefined : t('fields.commentsHint')

  return (
    <form noValidate method="post" onSubmit={onSubmit} className="flex flex-col gap-5" aria-describedby="support-required-note">
      {summary}
      <p id="support-required-note" className="text-sm text-slate-600">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          field="contractNumber"
          label={t('fields.contractNumber')}
          required={required('contractNumber')}
          description={required('contractNumber') ? t('fields.contractNumberHint') : t('fields.contractNumberOptionalHint')}
          transform={(text) => text.toUpperCase()}
          maxLength={20}
          input={{ autoComplete: 'off', spellCheck: false }}
        />
        {serviceType === 'billing' ? null : (
          <TextField
            form={form}
            field="units"
            label={t('fields.units')}
            required={required('units')}
            description={serviceType === 'repair' ? t('fields.unitsRepairHint') : t('fields.unitsHint')}
            transform={(text) => digitsOnly(text).slice(0, 2)}
            maxLength={2}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
        )}
        {serviceType === 'billing' ? (
          <TextField
            form={form}
            field="invoiceNumber"
            label={t('fields.invoiceNumber')}
            required
            description={t('fields.invoiceNumberHint')}
            maxLength={20}
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
        ) : null}
      </div>
      {serviceType === 'relocation' ? (
        <>
          <AddressFields form={form} locale={locale} prefix="newSite" legend={t('newSite')} intro={t('newSiteIntro')} zipCheck={zipCheck} confirmed={addressConfirmed} onPick={onPickAddress} />
          <TextField form={form} field="newSiteContact" label={t('fields.newSiteContact')} required description={t('fields.newSiteContactHint')} maxLength={100} input={{ autoComplete: 'off' }} />
        </>
      ) : null}
      <TextField form={form} field="comments" label={commentsLabel} required={required('comments')} description={commentsHint} multiline maxLength={COMMENTS_MAX_LENGTH} />
      <p className="text-sm text-slate-700">{consent}</p>
      <CaptchaField form={form} captcha={captcha} label={t('fields.captcha')} locale={locale} load />
      <StepActions onBack={onBack} onReset={onReset} submitting={form.submitting}>
        {t('submit')}
      </StepActions>
    </form>
  )
}
