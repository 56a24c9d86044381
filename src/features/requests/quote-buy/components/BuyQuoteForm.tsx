'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { CaptchaField, PhoneField, ZipField, useCaptcha, useFieldMessage, useZipCheck } from '@/features/form-fields'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { stripDigits } from '@/lib/nameInput'
import { Button } from '@/ui/Button'
import { Field, controlClassName } from '@/ui/Field'
import { FormErrorSummary, TextField, once, useForm, useLazyModule } from '@/ui/form'
import { useToast } from '@/ui/Toast'
import { sendRequest, UNSENT_IDEMPOTENCY_KEY } from '../../components/sendRequest'
import { rememberSentReference } from '../../components/SentReference'
import {
  BUY_QUOTE_FIELDS,
  COMMENTS_MAX_LENGTH,
  EMPTY_BUY_QUOTE_VALUES,
  toBuyQuoteRequestBody,
  type BuyQuoteErrors,
  type BuyQuoteValues,
} from '../fields'

/** The form's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
const loadRules = once(() => import('../schema'))

export const REQUEST_QUOTE_BUY_URL = '/api/request-quote-buy'

export interface BuyQuoteFormProps {
  locale: 'en' | 'fr'
  unitNumber: string
  /** Sold "or best offer": shows the best-offer field. */
  obo: boolean
  /** The listed price, formatted (for the best-offer hint). */
  listedPrice: string
  /** The consent message, with the brand name filled in. */
  consent: string
  captcha: CaptchaClientConfig
  thankYouHref: string
}

const fieldId = (field: string) => `buy-quote-${field}`

/**
 * The quote-to-buy form (spec 1 §2.2, §4 quote submit, §5; spec 3 §4), composed of the form layer
 * and the shared fields: validates with the same schema as the API (loaded on the first focus,
 * with the captcha, so neither weighs on the page load), each field once left (then as it
 * changes) and all of them on submit; checks the ZIP with the server 500 ms after typing; submit
 * shows a disabled spinner button, pre-checks the captcha (POST /api/recaptcha), posts the request
 * and goes to the thank-you page, or returns to idle with the server's message (else 'Error
 * submitting request') in a toast.
 */
export function BuyQuoteForm({ locale, unitNumber, obo, listedPrice, consent, captcha: captchaConfig, thankYouHref }: BuyQuoteFormProps) {
  const t = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [started, setStarted] = useState(false)
  // Made at the first submit (with the submit's code), kept for retries.
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const rules = useLazyModule(loadRules, started)
  const message = useFieldMessage(captcha, 'requests.errors.submitFailed')
  const body = (from: BuyQuoteValues, token: string, key = idempotencyKey || UNSENT_IDEMPOTENCY_KEY) =>
    toBuyQuoteRequestBody(from, { unitNumber, obo, captchaToken: token, idempotencyKey: key, locale, page: typeof window === 'undefined' ? '' : window.location.pathname })
  const form = useForm<BuyQuoteValues>({
    initialValues: EMPTY_BUY_QUOTE_VALUES,
    idOf: fieldId,
    afterAttempt: ['captchaToken'],
    validate: (values): BuyQuoteErrors => (rules ? rules.validateBuyQuote(body(values, captcha.token)) : {}),
    checks: () => (zip.check.state === 'invalid' ? { zip: 'validation.zipInvalid' } : {}),
    message,
  })
  const zip = useZipCheck(form.values.zip)

  const visibleFields = BUY_QUOTE_FIELDS.filter((field) => field !== 'yourBestOffer' || obo)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStarted(true)
    void sendRequest({
      form,
      captcha,
      check: async () => {
        const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(form.values.zip)])
        return { errors: loaded.validateBuyQuote(body(form.values, captcha.token)), blocked: zipCheck.state === 'invalid' }
      },
      url: REQUEST_QUOTE_BUY_URL,
      body: (token, key) => body(form.values, token, key),
      idempotencyKey,
      onIdempotencyKey: setIdempotencyKey,
      fields: BUY_QUOTE_FIELDS,
      toastError: toast.error,
      failedText: t('requests.errors.submitFailed'),
      onSent: (answer) => {
        pushEvent('request_quote_buy_submitted', { unit_number: unitNumber, best_offer: obo && form.values.yourBestOffer.trim() !== '' })
        rememberSentReference(thankYouHref, answer.reference)
        window.location.assign(thankYouHref)
      },
    })
  }
  const names = { transform: stripDigits, required: true } as const
  const bestOfferError = form.errorText('yourBestOffer')

  return (
    <form noValidate method="post" onSubmit={onSubmit} onFocusCapture={() => setStarted(true)} className="flex flex-col gap-5" aria-describedby="buy-quote-required-note">
      <FormErrorSummary errors={form.summary(visibleFields)} focusKey={form.summaryKey} />
      <p id="buy-quote-required-note" className="text-sm text-slate-600">
        {t('requests.buyQuote.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="firstName" label={t('requests.buyQuote.fields.firstName')} {...names} maxLength={60} input={{ autoComplete: 'given-name' }} />
        <TextField form={form} field="lastName" label={t('requests.buyQuote.fields.lastName')} {...names} maxLength={60} input={{ autoComplete: 'family-name' }} />
      </div>
      <TextField form={form} field="company" label={t('requests.buyQuote.fields.company')} required maxLength={120} input={{ autoComplete: 'organization' }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} field="email" label={t('requests.buyQuote.fields.email')} required maxLength={254} input={{ type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }} />
        <PhoneField form={form} rules={loadRules} field="phone" label={t('requests.buyQuote.fields.phone')} required />
      </div>
      <ZipField
        form={form}
        field="zip"
        label={t('requests.buyQuote.fields.zip')}
        required
        description={t('requests.buyQuote.fields.zipHint')}
        inputClassName="sm:max-w-60"
        check={zip.check}
        checkingText={t('requests.buyQuote.zipChecking')}
        foundText={(place) => t('requests.buyQuote.zipFound', { place })}
      />
      {obo ? (
        <Field label={t('requests.buyQuote.fields.yourBestOffer')} id={fieldId('yourBestOffer')} description={t('requests.buyQuote.fields.yourBestOfferHint', { price: listedPrice })} error={bestOfferError}>
          {(control) => (
            <div className="relative sm:max-w-60">
              {locale === 'en' ? (
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
                  $
                </span>
              ) : null}
              <input {...control} {...form.bind('yourBestOffer')} inputMode="decimal" autoComplete="off" maxLength={20} className={controlClassName(Boolean(bestOfferError), locale === 'en' ? 'pl-7' : 'pr-14')} />
              {locale === 'fr' ? (
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
                  $ US
                </span>
              ) : null}
            </div>
          )}
        </Field>
      ) : null}
      <TextField form={form} field="comments" label={t('requests.buyQuote.fields.comments')} description={t('requests.buyQuote.fields.commentsHint')} multiline maxLength={COMMENTS_MAX_LENGTH} />
      <p className="text-sm text-slate-700">{consent}</p>
      <CaptchaField form={form} captcha={captcha} label={t('requests.buyQuote.fields.captcha')} locale={locale} load={started} />
      <Button type="submit" size="lg" submitting={form.submitting} className="w-full sm:w-auto sm:self-start">
        {t('requests.buyQuote.submit')}
      </Button>
    </form>
  )
}
