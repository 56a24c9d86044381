'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { CaptchaField, PhoneField, useCaptcha, useFieldMessage } from '@/features/form-fields'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { stripDigits } from '@/lib/nameInput'
import { Button } from '@/ui/Button'
import { FormErrorSummary, TextField, once, startedInStandIn, useForm, useLazyModule, useStandInTakeover, withTypedText, type FormSnapshot } from '@/ui/form'
import { ToastProvider, useToast } from '@/ui/Toast'
import { sendRequest, UNSENT_IDEMPOTENCY_KEY } from '../../components/sendRequest'
import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX_LENGTH, EMPTY_CONTACT_VALUES, toContactRequestBody, type ContactErrors, type ContactValues } from '../fields'

/** The form's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
const loadRules = once(() => import('../schema'))

export const REQUEST_CONTACT_URL = '/api/request-contact'

export interface ContactFormProps {
  locale: 'en' | 'fr'
  /** Makes the fields' ids unique on a page with several mini-forms. */
  formId: string
  /** The mini-form's heading as shown: the lead's topic. */
  topic: string
  submitLabel: string
  /** The consent message, with the brand name filled in. */
  consent: string
  captcha: CaptchaClientConfig
  /** What was typed, focused or pressed in the server's stand-in before this code arrived (DeferredForm). */
  snapshot?: FormSnapshot
}

/**
 * A mini-form (spec 3 §1, §3 "Mini-form"): a short contact request on the shared form layer, the
 * same rules in the browser and in POST /api/request-contact (loaded on the first focus, with the
 * captcha). Sent, it is replaced by its thank-you (focused, with the lead's reference) in place:
 * the visitor stays on the page they were reading.
 */
export function ContactForm(props: ContactFormProps) {
  // The toasts' region comes with the form's code, not with every content page (docs/decisions.md).
  return (
    <ToastProvider>
      <ContactFormFields {...props} />
    </ToastProvider>
  )
}

function ContactFormFields({ locale, formId, topic, submitLabel, consent, captcha: captchaConfig, snapshot }: ContactFormProps) {
  const t = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [started, setStarted] = useState(startedInStandIn(snapshot))
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const [sent, setSent] = useState<{ firstName: string; reference: string } | null>(null)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  const rules = useLazyModule(loadRules, started)
  const message = useFieldMessage(captcha, 'requests.errors.submitFailed')
  const fieldId = (field: string) => `${formId}-${field}`
  const body = (from: ContactValues, token: string, key = idempotencyKey || UNSENT_IDEMPOTENCY_KEY) =>
    toContactRequestBody(from, { topic, captchaToken: token, idempotencyKey: key, locale, page: typeof window === 'undefined' ? '' : window.location.pathname })
  const form = useForm<ContactValues>({
    initialValues: () => withTypedText({ ...EMPTY_CONTACT_VALUES }, snapshot),
    idOf: fieldId,
    afterAttempt: ['captchaToken'],
    validate: (values): ContactErrors => (rules ? rules.validateContactRequest(body(values, captcha.token)) : {}),
    message,
  })

  useEffect(() => {
    if (sent) sentHeading.current?.focus()
  }, [sent])

  useStandInTakeover(snapshot, () => form.attempt())

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStarted(true)
    void sendRequest({
      form,
      captcha,
      check: async () => ({ errors: (await loadRules()).validateContactRequest(body(form.values, captcha.token)) }),
      url: REQUEST_CONTACT_URL,
      body: (token, key) => body(form.values, token, key),
      idempotencyKey,
      onIdempotencyKey: setIdempotencyKey,
      fields: CONTACT_FIELDS,
      toastError: toast.error,
      failedText: t('requests.errors.submitFailed'),
      onSent: (answer) => {
        pushEvent('contact_request_submitted', { topic })
        setSent({ firstName: form.values.firstName.trim(), reference: answer.reference ?? '' })
      },
    })
  }

  const startOver = () => {
    form.reset()
    form.setValues(EMPTY_CONTACT_VALUES)
    captcha.reset()
    setIdempotencyKey('')
    setSent(null)
  }

  if (sent) {
    return (
      <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-5 text-slate-900">
        <h3 ref={sentHeading} tabIndex={-1} className="text-xl font-semibold text-emerald-900 focus:outline-none">
          {t('contactRequest.sent.heading', { firstName: sent.firstName })}
        </h3>
        <p className="mt-2">{t('contactRequest.sent.text')}</p>
        {sent.reference ? (
          <p className="mt-2 text-sm font-medium" data-testid="contact-reference">
            {t('contactRequest.sent.reference', { reference: sent.reference })}
          </p>
        ) : null}
        <Button type="button" variant="secondary" className="mt-4" onClick={startOver}>
          {t('contactRequest.sent.another')}
        </Button>
      </div>
    )
  }

  const names = { transform: stripDigits, required: true } as const
  // Paired fields where the form itself has the room (a page's section, or a wide column), not the screen.
  const pair = 'grid gap-5 @md:grid-cols-2'
  return (
    <form noValidate method="post" onSubmit={onSubmit} onFocusCapture={() => setStarted(true)} className="@container flex flex-col gap-5" aria-describedby={fieldId('required-note')}>
      <FormErrorSummary errors={form.summary(CONTACT_FIELDS)} focusKey={form.summaryKey} />
      <p id={fieldId('required-note')} className="text-sm text-slate-600">
        {t('contactRequest.requiredNote')}
      </p>
      <div className={pair}>
        <TextField form={form} field="firstName" label={t('contactRequest.fields.firstName')} {...names} maxLength={60} input={{ autoComplete: 'given-name' }} />
        <TextField form={form} field="lastName" label={t('contactRequest.fields.lastName')} {...names} maxLength={60} input={{ autoComplete: 'family-name' }} />
      </div>
      <TextField form={form} field="company" label={t('contactRequest.fields.company')} required maxLength={120} input={{ autoComplete: 'organization' }} />
      <div className={pair}>
        <TextField form={form} field="email" label={t('contactRequest.fields.email')} required maxLength={254} input={{ type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }} />
        <PhoneField form={form} rules={loadRules} field="phone" label={t('contactRequest.fields.phone')} required />
      </div>
      <TextField form={form} field="message" label={t('contactRequest.fields.message')} description={t('contactRequest.fields.messageHint')} multiline rows={3} maxLength={CONTACT_MESSAGE_MAX_LENGTH} />
      <p className="text-sm text-slate-700">{consent}</p>
      <CaptchaField form={form} captcha={captcha} label={t('contactRequest.fields.captcha')} locale={locale} load={started} />
      <Button type="submit" size="lg" submitting={form.submitting} className="w-full @md:w-auto @md:self-start">
        {submitLabel}
      </Button>
    </form>
  )
}
