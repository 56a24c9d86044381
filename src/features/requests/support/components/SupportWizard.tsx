'use client'

import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { useCaptcha, useFieldMessage, useZipCheck, type ZipCheck } from '@/features/form-fields'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { FormErrorSummary, useForm, useLazyModule, type FormApi } from '@/ui/form'
import { StepHeading, Stepper } from '@/ui/Stepper'
import { useToast } from '@/ui/Toast'
import { loadRules } from './loadRules'
import { sendRequest, UNSENT_IDEMPOTENCY_KEY } from '../../components/sendRequest'
import { rememberSentReference } from '../../components/SentReference'
import {
  EMPTY_SUPPORT_VALUES,
  GENERAL_FIELDS,
  SCENARIO_FIELDS,
  errorsOfStep,
  stepFields,
  toSupportRequestBody,
  type AddressPrefix,
  type ServiceType,
  type SupportErrors,
  type SupportField,
  type SupportValues,
} from '../fields'
import { serviceKey } from '../labels'
import { addressKey, addressOf } from '../address'
import { DetailsStep, GeneralStep, loadDetailsStep, loadGeneralStep } from './lazySteps'
import { ServiceStep } from './ServiceStep'
import { useDebounced } from './useDebounced'
import { verifyAddress } from './verifyAddress'

/** The form's rules (the API's zod schema): loaded when the visitor reaches step 2, not with the page. */
type Rules = typeof import('../schema')

export const REQUEST_SUPPORT_URL = '/api/request-support'
/** Spec 1 §9: cross-field rules are re-checked 500 ms after the last change. */
export const CROSS_FIELD_DELAY_MS = 500

type Step = 1 | 2 | 3
const STEP_NAMES = { 1: 'service', 2: 'general', 3: 'details' } as const

/** The wizard's form: the values of every service (Back keeps them), attempts counted per step. */
export type SupportForm = FormApi<SupportValues>

/** Every field the server's 400 may name. */
const SERVER_FIELDS: readonly SupportField[] = ['serviceType', ...new Set([...GENERAL_FIELDS, ...Object.values(SCENARIO_FIELDS).flat()]), 'captchaToken']

const fieldId = (field: string) => `support-${field}`
const ADDRESS_FIELD: Record<AddressPrefix, SupportField> = { requested: 'requestedAddress', newSite: 'newSiteAddress' }
const NOTHING_CONFIRMED: Record<AddressPrefix, string | null> = { requested: null, newSite: null }

export interface SupportWizardProps {
  locale: 'en' | 'fr'
  captcha: CaptchaClientConfig
  /** The consent message, with the brand name filled in. */
  consent: string
  thankYouHref: string
}

/**
 * The three-step support request (spec 1 §2.4, §4 support flow, §5), composed of the form layer
 * and the shared fields: 1 the service (picking a card moves on), 2 general information with the
 * requested address, 3 the service's own form. Back keeps every value; "Start over" clears
 * everything and returns to step 1. Each step checks its own fields with the API's schema, with
 * an error summary; focus moves to the new step's heading. Submit: spinner → captcha pre-check
 * (POST /api/recaptcha) → POST /api/request-support → thank-you page, or back to idle with the
 * server's message in a toast.
 */
export function SupportWizard({ locale, captcha: captchaConfig, consent, thankYouHref }: SupportWizardProps) {
  const t = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [step, setStep] = useState<Step>(1)
  const [serviceType, setServiceType] = useState<ServiceType | ''>('')
  /** The address (addressKey) last taken from the suggestions (or verified), per address. */
  const [confirmed, setConfirmed] = useState(NOTHING_CONFIRMED)
  // Made at the first submit (with the submit's code), kept for retries; "Start over" drops it.
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const rules = useLazyModule(loadRules, step >= 2)
  const message = useFieldMessage(captcha, 'requests.errors.submitFailed')
  const page = () => (typeof window === 'undefined' ? '' : window.location.pathname)
  const body = (from: SupportValues, token: string, key = idempotencyKey || UNSENT_IDEMPOTENCY_KEY) => toSupportRequestBody(serviceType, from, { captchaToken: token, idempotencyKey: key, locale, page: page() })

  /** The browser's own checks beside the schema: the server's ZIP checks and the address-from-suggestions rule. */
  const addressErrors = (from: SupportValues, checks: Record<AddressPrefix, ZipCheck>, ownErrors: SupportErrors): SupportErrors => {
    const errors: SupportErrors = {}
    for (const prefix of ['requested', 'newSite'] as const) {
      if (prefix === 'newSite' && serviceType !== 'relocation') continue
      if (checks[prefix].state === 'invalid') errors[`${prefix}Zip`] = 'validation.zipInvalid'
      const addressField = ADDRESS_FIELD[prefix]
      if (!ownErrors[addressField] && addressKey(addressOf(from, prefix)) !== confirmed[prefix]) errors[addressField] = 'validation.addressFromSuggestions'
    }
    return errors
  }

  // As the visitor types: each field's own rules at once; the rules between fields (ZIP and
  // state of the country, the address still the one picked) from the values as they were
  // 500 ms after the last change (spec 1 §9).
  const liveErrors = (loaded: Rules, values: SupportValues): SupportErrors => {
    const own = loaded.ownFieldErrors(body(values, captcha.token))
    const settledBody = body(settledValues, captcha.token)
    const cross = { ...loaded.crossFieldErrors(settledBody as Record<string, string>), ...addressErrors(settledValues, { requested: requestedZip.check, newSite: newSiteZip.check }, loaded.ownFieldErrors(settledBody)) }
    const errors: SupportErrors = { ...own }
    for (const [field, id] of Object.entries(cross)) errors[field as SupportField] ??= id
    return errors
  }

  const form = useForm<SupportValues>({
    initialValues: EMPTY_SUPPORT_VALUES,
    idOf: fieldId,
    scope: step,
    afterAttempt: ['captchaToken'],
    validate: (values) => (rules ? liveErrors(rules, values) : {}),
    // The server's ZIP check shows as soon as it answers (like the quote forms).
    checks: () => ({
      ...(requestedZip.check.state === 'invalid' ? { requestedZip: 'validation.zipInvalid' } : {}),
      ...(newSiteZip.check.state === 'invalid' ? { newSiteZip: 'validation.zipInvalid' } : {}),
    }),
    message,
  })
  const { values } = form
  const requestedZip = useZipCheck(values.requestedZip)
  const newSiteZip = useZipCheck(serviceType === 'relocation' ? values.newSiteZip : '')
  const settledValues = useDebounced(values, CROSS_FIELD_DELAY_MS)
  const latestValues = useRef(values)
  useEffect(() => {
    latestValues.current = values
  }, [values])

  useEffect(() => {
    void loadGeneralStep()
    void loadDetailsStep()
  }, [])

  useEffect(() => {
    pushEvent('support_request_step', { form: 'support', step, step_name: STEP_NAMES[step], service_type: serviceType || null })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one event per step change
  }, [step])

  // A picked address whose parts were changed afterwards (e.g. the full postal code typed after
  // an FSA-only suggestion) stays confirmed when POST /api/address/verify finds the parts agree.
  useEffect(() => {
    const controller = new AbortController()
    for (const prefix of ['requested', 'newSite'] as const) {
      const parts = addressOf(settledValues, prefix)
      const key = addressKey(parts)
      if (confirmed[prefix] === null || confirmed[prefix] === key || !parts.address.trim() || !parts.city.trim() || !parts.state || !parts.zip.trim()) continue
      if (parts.country !== 'us' && parts.country !== 'ca') continue
      void verifyAddress({ street: parts.address, city: parts.city, state: parts.state, zip: parts.zip, country: parts.country }, controller.signal).then(
        (valid) => valid && addressKey(addressOf(latestValues.current, prefix)) === key && setConfirmed((current) => ({ ...current, [prefix]: key })),
      )
    }
    return () => controller.abort()
  }, [settledValues, confirmed])

  const isConfirmed = (prefix: AddressPrefix) => confirmed[prefix] !== null && confirmed[prefix] === addressKey(addressOf(values, prefix))

  const pickAddress = (prefix: AddressPrefix) => (patch: Partial<SupportValues>) => {
    form.setValues(patch)
    setConfirmed((current) => ({ ...current, [prefix]: addressKey(addressOf({ ...values, ...patch }, prefix)) }))
  }

  const goTo = (next: Step) => {
    // The captcha widget leaves with step 3; a solution it gave is not kept.
    if (next !== 3) captcha.setToken('')
    setStep(next)
  }

  const chooseService = (type: ServiceType) => {
    pushEvent('support_request_service', { form: 'support', service_type: type })
    setServiceType(type)
    setStep(2)
  }

  const continueFromService = () => {
    if (serviceType) goTo(2)
    else form.attempt()
  }

  /** A step's errors, every rule at once (Continue and submit). */
  const stepErrors = async (which: Step): Promise<SupportErrors> => {
    const [loaded, requested, newSite] = await Promise.all([
      loadRules(),
      requestedZip.settle(values.requestedZip),
      serviceType === 'relocation' ? newSiteZip.settle(values.newSiteZip) : Promise.resolve<ZipCheck>({ state: 'idle' }),
    ])
    const errors = loaded.validateSupportRequest(body(values, captcha.token))
    for (const [field, id] of Object.entries(addressErrors(values, { requested, newSite }, errors))) errors[field as SupportField] ??= id
    return errorsOfStep(errors, which, serviceType)
  }

  const continueFromGeneral = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    form.attempt()
    const errors = await stepErrors(2)
    if (Object.keys(errors).length === 0 && Object.keys(errorsOfStep(form.serverErrors as SupportErrors, 2, serviceType)).length === 0) goTo(3)
  }

  const reset = () => {
    pushEvent('support_request_reset', { form: 'support', step })
    captcha.reset()
    form.reset()
    setStep(1)
    setServiceType('')
    setConfirmed(NOTHING_CONFIRMED)
    setIdempotencyKey('')
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void sendRequest({
      form: {
        ...form,
        // A refused request (400) resets the captcha, and goes back to step 2 when its fields are named.
        applyServerErrors: (fieldErrors, fields, extra) => {
          captcha.reset()
          if (GENERAL_FIELDS.some((field) => fieldErrors?.[field]?.[0])) setStep(2)
          return form.applyServerErrors(fieldErrors, fields, extra)
        },
      },
      captcha,
      check: async () => ({ errors: await stepErrors(3) }),
      url: REQUEST_SUPPORT_URL,
      body: (token, key) => body(values, token, key),
      idempotencyKey,
      onIdempotencyKey: setIdempotencyKey,
      fields: SERVER_FIELDS,
      toastError: toast.error,
      failedText: t('requests.errors.submitFailed'),
      onSent: (answer) => {
        pushEvent('support_request_submitted', { form: 'support', service_type: serviceType })
        rememberSentReference(thankYouHref, answer.reference)
        window.location.assign(thankYouHref)
      },
    })
  }

  const summary = (which: 2 | 3) => <FormErrorSummary errors={form.summary(stepFields(which, serviceType))} focusKey={form.summaryKey} />
  const serviceError = step === 1 && form.attempts > 0 && !serviceType ? t('validation.selectOneOfTheServices') : undefined

  const steps = (['service', 'general', 'details'] as const).map((id) => ({ id, label: t(`supportRequest.steps.${id}`) }))
  const service = serviceType ? t(`supportRequest.services.${serviceKey(serviceType)}.title`) : ''
  const heading = t(`supportRequest.stepHeadings.${STEP_NAMES[step]}`, { service })

  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={steps} current={step - 1} label={t('supportRequest.steps.label')} onStepSelect={(index) => goTo((index + 1) as Step)} />
      <StepHeading stepKey={step}>{heading}</StepHeading>
      {step === 1 ? (
        <ServiceStep
          selected={serviceType}
          onChoose={chooseService}
          onContinue={continueFromService}
          error={serviceError}
          summary={<FormErrorSummary errors={serviceError ? [{ fieldId: 'support-services', message: serviceError }] : []} focusKey={form.summaryKey} />}
        />
      ) : null}
      <Suspense fallback={null}>
        {step === 2 ? (
          <GeneralStep
            form={form}
            locale={locale}
            zipCheck={requestedZip.check}
            addressConfirmed={isConfirmed('requested')}
            onPickAddress={pickAddress('requested')}
            onSubmit={continueFromGeneral}
            onBack={() => goTo(1)}
            onReset={reset}
            summary={summary(2)}
          />
        ) : null}
        {step === 3 && serviceType ? (
          <DetailsStep
            form={form}
            locale={locale}
            serviceType={serviceType}
            zipCheck={newSiteZip.check}
            addressConfirmed={isConfirmed('newSite')}
            onPickAddress={pickAddress('newSite')}
            onSubmit={submit}
            onBack={() => goTo(2)}
            onReset={reset}
            consent={consent}
            summary={summary(3)}
            captcha={captcha}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
