'use client'

import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import { checkCaptchaToken, type CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { ErrorSummary } from '@/ui/ErrorSummary'
import { StepHeading, Stepper } from '@/ui/Stepper'
import { useToast } from '@/ui/Toast'
import { newIdempotencyKey } from '../../components/idempotencyKey'
import { useZipCheck, type ZipCheck } from '../../components/zipCheck'
import {
  EMPTY_SUPPORT_VALUES,
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
import { addressKey, addressOf } from '../rules'
import { fieldId, type SupportFormApi } from './controls'
import { ServiceStep } from './ServiceStep'
import { useDebounced } from './useDebounced'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'
import { captchaFieldMessageId, captchaMessageId } from '@/integrations/captcha/messages'

/**
 * Steps 2 and 3 (the address fields, the scenario forms) are not on the page's first load: the page
 * opens on the service cards, and their code is fetched as soon as the wizard is interactive, so
 * it is there by the time a card is picked.
 */
const loadGeneralStep = () => import('./GeneralStep')
const loadDetailsStep = () => import('./DetailsStep')
const GeneralStep = lazy(() => loadGeneralStep().then((module) => ({ default: module.GeneralStep })))
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })))

/** The form's rules (the API's zod schema): loaded when the visitor reaches step 2, not with the page. */
type Rules = typeof import('../schema')
let rulesModule: Promise<Rules> | undefined
const loadRules = () => (rulesModule ??= import('../schema'))

export const REQUEST_SUPPORT_URL = '/api/request-support'
export const ADDRESS_VERIFY_URL = '/api/address/verify'

/** True when the address service finds the parts agree; false on any failure. */
async function verifyAddress(parts: { street: string; city: string; state: string; zip: string; country: 'us' | 'ca' }, signal: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(ADDRESS_VERIFY_URL, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(parts), signal })
    return response.ok && ((await response.json()) as { valid?: unknown }).valid === true
  } catch {
    return false
  }
}
/** Spec 1 §9: cross-field rules are re-checked 500 ms after the last change. */
export const CROSS_FIELD_DELAY_MS = 500

type Step = 1 | 2 | 3
const STEP_NAMES = { 1: 'service', 2: 'general', 3: 'details' } as const

export interface SupportWizardProps {
  locale: 'en' | 'fr'
  captcha: CaptchaClientConfig
  /** The consent message, with the brand name filled in. */
  consent: string
  thankYouHref: string
}

/** What the visitor has entered: cleared as a whole by "Start over". */
interface Draft {
  step: Step
  serviceType: ServiceType | ''
  values: SupportValues
  /** The address (addressKey) last taken from the suggestions, per address. */
  confirmed: Record<AddressPrefix, string | null>
  touched: ReadonlySet<SupportField>
  /** Continue/submit attempts per step: errors of a step's untouched fields show after one. */
  attempts: Record<Step, number>
  serverErrors: SupportErrors
  idempotencyKey: string
}

const newDraft = (): Draft => ({
  step: 1,
  serviceType: '',
  values: EMPTY_SUPPORT_VALUES,
  confirmed: { requested: null, newSite: null },
  touched: new Set(),
  attempts: { 1: 0, 2: 0, 3: 0 },
  serverErrors: {},
  idempotencyKey: newIdempotencyKey(),
})

const ADDRESS_FIELD: Record<AddressPrefix, SupportField> = { requested: 'requestedAddress', newSite: 'newSiteAddress' }

/**
 * The three-step support request (spec 1 §2.4, §4 support flow, §5): 1 the service (picking a
 * card moves on), 2 general information with the requested address, 3 the service's own form.
 * Back keeps every value; "Start over" clears everything and returns to step 1. Each step
 * checks its own fields with the API's schema, with an error summary; focus moves to the new
 * step's heading. Submit: spinner → captcha pre-check (POST /api/recaptcha) → POST
 * /api/request-support → thank-you page, or back to idle with the server's message in a toast.
 */
export function SupportWizard({ locale, captcha, consent, thankYouHref }: SupportWizardProps) {
  const t = useTranslations()
  const toast = useToast()
  const [draft, setDraft] = useState<Draft>(newDraft)
  const [rules, setRules] = useState<Rules | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const captchaRef = useRef<CaptchaWidgetHandle>(null)
  const { step, serviceType, values, confirmed, touched, attempts, serverErrors } = draft
  const requestedZip = useZipCheck(values.requestedZip)
  const newSiteZip = useZipCheck(serviceType === 'relocation' ? values.newSiteZip : '')
  const zipChecks: Record<AddressPrefix, ReturnType<typeof useZipCheck>> = { requested: requestedZip, newSite: newSiteZip }
  const settledValues = useDebounced(values, CROSS_FIELD_DELAY_MS)

  useEffect(() => {
    void loadGeneralStep()
    void loadDetailsStep()
  }, [])

  useEffect(() => {
    if (step < 2 || rules) return
    let cancelled = false
    loadRules().then((module) => !cancelled && setRules(module))
    return () => {
      cancelled = true
    }
  }, [step, rules])

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
        (valid) => valid && setDraft((current) => (addressKey(addressOf(current.values, prefix)) === key ? { ...current, confirmed: { ...current.confirmed, [prefix]: key } } : current)),
      )
    }
    return () => controller.abort()
  }, [settledValues, confirmed])

  const captchaLabels = useCaptchaLabels()
  const page = () => (typeof window === 'undefined' ? '' : window.location.pathname)
  const body = (from: SupportValues, token: string) => toSupportRequestBody(serviceType, from, { captchaToken: token, idempotencyKey: draft.idempotencyKey, locale, page: page() })

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

  /** Every rule at once (Continue and submit). */
  const allErrors = (loaded: Rules, checks: Record<AddressPrefix, ZipCheck>): SupportErrors => {
    const errors = loaded.validateSupportRequest(body(values, captchaToken))
    for (const [field, id] of Object.entries(addressErrors(values, checks, errors))) errors[field as SupportField] ??= id
    return errors
  }

  // As the visitor types: each field's own rules at once; the rules between fields (ZIP and
  // state of the country, the address still the one picked) from the values as they were
  // 500 ms after the last change (spec 1 §9).
  const liveErrors = useMemo<SupportErrors>(() => {
    if (!rules) return {}
    const own = rules.ownFieldErrors(body(values, captchaToken))
    const settledBody = body(settledValues, captchaToken)
    const cross = { ...rules.crossFieldErrors(settledBody as Record<string, string>), ...addressErrors(settledValues, { requested: requestedZip.check, newSite: newSiteZip.check }, rules.ownFieldErrors(settledBody)) }
    const errors: SupportErrors = { ...own }
    for (const [field, id] of Object.entries(cross)) errors[field as SupportField] ??= id
    return errors
    // eslint-disable-next-line react-hooks/exhaustive-deps -- body() and addressErrors() read exactly these
  }, [rules, values, settledValues, captchaToken, serviceType, confirmed, requestedZip.check, newSiteZip.check])

  const shown = (field: SupportField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field]
    const visible = attempts[step] > 0 || touched.has(field)
    // The server's ZIP check shows as soon as it answers (like the quote forms).
    if ((field === 'requestedZip' || field === 'newSiteZip') && zipChecks[field === 'requestedZip' ? 'requested' : 'newSite'].check.state === 'invalid') {
      return visible ? (liveErrors[field] ?? 'validation.zipInvalid') : 'validation.zipInvalid'
    }
    if (field === 'captchaToken') return attempts[3] > 0 ? liveErrors.captchaToken : undefined
    return visible ? liveErrors[field] : undefined
  }
  const message = (fieldMessageId: string) => {
    const id = captchaFieldMessageId(fieldMessageId, captcha.provider)
    return t.has(id as never) ? t(id as never) : t('requests.errors.submitFailed')
  }
  const errorText = (field: SupportField) => {
    const id = shown(field)
    return id ? message(id) : undefined
  }

  const update = (patch: Partial<SupportValues>, extra: Partial<Draft> = {}) =>
    setDraft((current) => {
      const serverErrors = { ...current.serverErrors }
      for (const field of Object.keys(patch)) delete serverErrors[field as SupportField]
      return { ...current, ...extra, values: { ...current.values, ...patch }, serverErrors }
    })

  const form: SupportFormApi = {
    locale,
    values,
    errorText,
    set: (field, text) => update({ [field]: text }),
    setMany: (patch) => update(patch),
    leave: (field) => setDraft((current) => (current.touched.has(field) ? current : { ...current, touched: new Set(current.touched).add(field) })),
  }

  const pickAddress = (prefix: AddressPrefix) => (patch: Partial<SupportValues>) => {
    const next = { ...values, ...patch }
    update(patch, { confirmed: { ...confirmed, [prefix]: addressKey(addressOf(next, prefix)) } })
  }

  const goTo = (next: Step) => {
    if (next !== 3) {
      // The captcha widget leaves with step 3; a solution it gave is not kept.
      setCaptchaToken('')
    }
    setDraft((current) => ({ ...current, step: next }))
  }

  const chooseService = (type: ServiceType) => {
    pushEvent('support_request_service', { form: 'support', service_type: type })
    setDraft((current) => ({ ...current, serviceType: type, step: 2 }))
  }

  const continueFromService = () => {
    if (serviceType) goTo(2)
    else setDraft((current) => ({ ...current, attempts: { ...current.attempts, 1: current.attempts[1] + 1 } }))
  }

  const stepErrors = async (which: Step, loaded: Rules): Promise<SupportErrors> => {
    const [requested, newSite] = await Promise.all([requestedZip.settle(values.requestedZip), serviceType === 'relocation' ? newSiteZip.settle(values.newSiteZip) : Promise.resolve<ZipCheck>({ state: 'idle' })])
    return errorsOfStep(allErrors(loaded, { requested, newSite }), which, serviceType)
  }

  const continueFromGeneral = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDraft((current) => ({ ...current, attempts: { ...current.attempts, 2: current.attempts[2] + 1 } }))
    const errors = await stepErrors(2, await loadRules())
    if (Object.keys(errors).length === 0 && Object.keys(errorsOfStep(serverErrors, 2, serviceType)).length === 0) goTo(3)
  }

  const reset = () => {
    pushEvent('support_request_reset', { form: 'support', step })
    captchaRef.current?.reset()
    setCaptchaToken('')
    setDraft(newDraft())
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setDraft((current) => ({ ...current, attempts: { ...current.attempts, 3: current.attempts[3] + 1 } }))
    const errors = await stepErrors(3, await loadRules())
    if (Object.keys(errors).some((field) => field !== 'captchaToken')) return
    if (!captchaRef.current?.isReady()) {
      toast.error(t(captchaMessageId('notLoaded', captcha.provider)))
      return
    }
    if (errors.captchaToken) return

    setSubmitting(true)
    try {
      if (!(await checkCaptchaToken(captchaToken))) {
        toast.error(t(captchaMessageId('verificationFailed', captcha.provider)))
        captchaRef.current?.reset()
        setSubmitting(false)
        return
      }
      const response = await fetch(REQUEST_SUPPORT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body(values, captchaToken)),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fieldErrors?: Record<string, string[]> }
      if (response.ok) {
        pushEvent('support_request_submitted', { form: 'support', service_type: serviceType })
        window.location.assign(thankYouHref)
        return
      }
      captchaRef.current?.reset()
      if (response.status === 400 && answer.fieldErrors) {
        const fromServer: SupportErrors = {}
        for (const [field, messages] of Object.entries(answer.fieldErrors)) if (messages[0]) fromServer[field as SupportField] = messages[0]
        const backToGeneral = Object.keys(errorsOfStep(fromServer, 2, serviceType)).length > 0
        setDraft((current) => ({ ...current, serverErrors: fromServer, ...(backToGeneral ? { step: 2 as Step } : {}) }))
        toast.error(t('requests.errors.submitFailed'))
      } else {
        // The server message if present, else 'Error submitting request' (spec 1 §8).
        toast.error(answer.error || answer.message || t('requests.errors.submitFailed'))
      }
    } catch (error) {
      console.error('Submitting the support request failed', error)
      toast.error(t('requests.errors.submitFailed'))
      captchaRef.current?.reset()
    }
    setSubmitting(false)
  }

  const summaryFor = (which: 2 | 3) =>
    attempts[which] > 0
      ? stepFields(which, serviceType).flatMap((field) => {
          const text = errorText(field)
          return text ? [{ fieldId: fieldId(field), message: text }] : []
        })
      : []

  const steps = [
    { id: 'service', label: t('supportRequest.steps.service') },
    { id: 'general', label: t('supportRequest.steps.general') },
    { id: 'details', label: t('supportRequest.steps.details') },
  ]
  const heading =
    step === 1
      ? t('supportRequest.stepHeadings.service')
      : step === 2
        ? t('supportRequest.stepHeadings.general')
        : t('supportRequest.stepHeadings.details', { service: serviceType ? t(`supportRequest.services.${serviceKey(serviceType)}.title`) : '' })

  return (
    <div className="flex flex-col gap-6">
      <Stepper steps={steps} current={step - 1} label={t('supportRequest.steps.label')} onStepSelect={(index) => goTo((index + 1) as Step)} />
      <StepHeading stepKey={step}>{heading}</StepHeading>
      {step === 1 ? (
        <ServiceStep
          selected={serviceType}
          onChoose={chooseService}
          onContinue={continueFromService}
          error={attempts[1] > 0 && !serviceType ? t('validation.selectOneOfTheServices') : undefined}
          summary={<ErrorSummary errors={attempts[1] > 0 && !serviceType ? [{ fieldId: 'support-services', message: t('validation.selectOneOfTheServices') }] : []} focusKey={attempts[1]} />}
        />
      ) : null}
      <Suspense fallback={null}>
        {step === 2 ? (
          <GeneralStep
            form={form}
            zipCheck={requestedZip.check}
            addressConfirmed={confirmed.requested !== null && confirmed.requested === addressKey(addressOf(values, 'requested'))}
            onPickAddress={pickAddress('requested')}
            onSubmit={continueFromGeneral}
            onBack={() => goTo(1)}
            onReset={reset}
            summary={<ErrorSummary errors={summaryFor(2)} focusKey={attempts[2]} />}
            onPhoneLeft={() =>
              void loadRules().then(({ normalizePhone }) =>
                setDraft((current) => {
                  const phone = normalizePhone(current.values.phone)
                  return phone && phone !== current.values.phone ? { ...current, values: { ...current.values, phone } } : current
                }),
              )
            }
          />
        ) : null}
        {step === 3 && serviceType ? (
          <DetailsStep
            form={form}
            serviceType={serviceType}
            zipCheck={newSiteZip.check}
            addressConfirmed={confirmed.newSite !== null && confirmed.newSite === addressKey(addressOf(values, 'newSite'))}
            onPickAddress={pickAddress('newSite')}
            onSubmit={submit}
            onBack={() => goTo(2)}
            onReset={reset}
            submitting={submitting}
            consent={consent}
            summary={<ErrorSummary errors={summaryFor(3)} focusKey={attempts[3]} />}
            captchaRef={captchaRef}
            captcha={{ config: captcha, labels: captchaLabels, onVerified: setCaptchaToken, onExpired: () => setCaptchaToken('') }}
            captchaError={errorText('captchaToken')}
          />
        ) : null}
      </Suspense>
    </div>
  )
}
