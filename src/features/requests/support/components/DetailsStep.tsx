'use client'

import type { FormEvent, ReactNode, RefObject } from 'react'
import { useTranslations } from 'next-intl'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle, CaptchaWidgetLabels } from '@/integrations/captcha/CaptchaWidget'
import { FieldError } from '@/ui/Field'
import { LazyCaptcha } from '../../components/LazyCaptcha'
import type { ZipCheck } from '../../components/zipCheck'
import { COMMENTS_MAX_LENGTH, REQUIRED_SCENARIO_FIELDS, type ServiceType, type SupportValues } from '../fields'
import { AddressFields } from './AddressFields'
import { TextField, fieldId, type SupportFormApi } from './controls'
import { StepActions } from './StepActions'

const digitsOnly = (text: string) => text.replace(/\D/g, '')

/**
 * Step 3: the chosen service's own form (spec 1 §3 step 3 fields). Relocation: contract, units,
 * the new site (an address from the suggestions) and its contact; add units and pick-up:
 * contract and units; repair: the problem (contract and units optional); billing: invoice
 * number and the question (contract optional). Then consent, captcha, Back and submit.
 */
export function DetailsStep({
  form,
  serviceType,
  zipCheck,
  addressConfirmed,
  onPickAddress,
  onSubmit,
  onBack,
  onReset,
  submitting,
  consent,
  summary,
  captchaRef,
  captcha,
  captchaError,
}: {
  form: SupportFormApi
  serviceType: ServiceType
  zipCheck: ZipCheck
  addressConfirmed: boolean
  onPickAddress: (values: Partial<SupportValues>) => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onBack: () => void
  onReset: () => void
  submitting: boolean
  consent: string
  summary: ReactNode
  captchaRef: RefObject<CaptchaWidgetHandle | null>
  captcha: { config: CaptchaClientConfig; labels: CaptchaWidgetLabels; onVerified: (token: string) => void; onExpired: () => void }
  captchaError?: string
}) {
  const t = useTranslations('supportRequest')
  const required = (field: string) => REQUIRED_SCENARIO_FIELDS[serviceType].includes(field)
  const contract = (
    <TextField
      form={form}
      field="contractNumber"
      options={{
        label: t('fields.contractNumber'),
        required: required('contractNumber'),
        description: required('contractNumber') ? t('fields.contractNumberHint') : t('fields.contractNumberOptionalHint'),
        transform: (text) => text.toUpperCase(),
        input: { autoComplete: 'off', maxLength: 20, spellCheck: false },
      }}
    />
  )
  const units =
    serviceType === 'billing' ? null : (
      <TextField
        form={form}
        field="units"
        options={{
          label: t('fields.units'),
          required: required('units'),
          description: serviceType === 'repair' ? t('fields.unitsRepairHint') : t('fields.unitsHint'),
          transform: (text) => digitsOnly(text).slice(0, 2),
          input: { inputMode: 'numeric', autoComplete: 'off', maxLength: 2 },
        }}
      />
    )
  const commentsLabel = serviceType === 'repair' ? t('fields.problem') : serviceType === 'billing' ? t('fields.question') : t('fields.comments')
  const commentsHint = serviceType === 'repair' ? t('fields.problemHint') : serviceType === 'billing' ? undefined : t('fields.commentsHint')

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-describedby="support-required-note">
      {summary}
      <p id="support-required-note" className="text-sm text-slate-600">
        {t('requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {contract}
        {units}
        {serviceType === 'billing' ? (
          <TextField
            form={form}
            field="invoiceNumber"
            options={{ label: t('fields.invoiceNumber'), required: true, description: t('fields.invoiceNumberHint'), input: { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 } }}
          />
        ) : null}
      </div>
      {serviceType === 'relocation' ? (
        <>
          <AddressFields form={form} prefix="newSite" legend={t('newSite')} intro={t('newSiteIntro')} zipCheck={zipCheck} confirmed={addressConfirmed} onPick={onPickAddress} />
          <TextField form={form} field="newSiteContact" options={{ label: t('fields.newSiteContact'), required: true, description: t('fields.newSiteContactHint'), input: { autoComplete: 'off', maxLength: 100 } }} />
        </>
      ) : null}
      <TextField
        form={form}
        field="comments"
        options={{ label: commentsLabel, required: required('comments'), description: commentsHint, multiline: true, input: { maxLength: COMMENTS_MAX_LENGTH } }}
      />
      <p className="text-sm text-slate-700">{consent}</p>
      <fieldset className="flex flex-col gap-1" aria-describedby={captchaError ? `${fieldId('captchaToken')}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {t('fields.captcha')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div id={fieldId('captchaToken')} tabIndex={-1} className="w-fit max-w-full rounded-md">
          <LazyCaptcha ref={captchaRef} config={captcha.config} locale={form.locale} labels={captcha.labels} load onVerified={captcha.onVerified} onExpired={captcha.onExpired} />
        </div>
        {captchaError ? <FieldError id={`${fieldId('captchaToken')}-error`}>{captchaError}</FieldError> : null}
      </fieldset>
      <StepActions onBack={onBack} onReset={onReset} submitting={submitting}>
        {t('submit')}
      </StepActions>
    </form>
  )
}
