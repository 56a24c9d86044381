'use client'

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import { checkCaptchaToken, type CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { stripDigits } from '@/lib/names'
import { autoSpaceCanadian } from '@/lib/postal'
import { Button } from '@/ui/Button'
import { ErrorSummary } from '@/ui/ErrorSummary'
import { Field, FieldError, controlClassName } from '@/ui/Field'
import { useToast } from '@/ui/Toast'
import { LazyCaptcha } from '../../components/LazyCaptcha'
import { newIdempotencyKey } from '../../components/idempotencyKey'
import { useZipCheck } from '../../components/zipCheck'
import {
  BUY_QUOTE_FIELDS,
  COMMENTS_MAX_LENGTH,
  EMPTY_BUY_QUOTE_VALUES,
  toBuyQuoteRequestBody,
  type BuyQuoteErrors,
  type BuyQuoteField,
  type BuyQuoteValues,
} from '../fields'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'
import { captchaFieldMessageId, captchaMessageId } from '@/integrations/captcha/messages'

/** The form's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
type Rules = typeof import('../schema')
let rulesModule: Promise<Rules> | undefined
const loadRules = () => (rulesModule ??= import('../schema'))

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

type Errors = BuyQuoteErrors

const fieldId = (field: BuyQuoteField) => `buy-quote-${field}`

/**
 * The quote-to-buy form (spec 1 §2.2, §4 quote submit, §5; spec 3 §4): validates with the same
 * schema as the API (loaded on the first focus, with the captcha, so neither weighs on the page
 * load), each field once left (then as it changes) and all of them on submit; checks
 * the ZIP with the server 500 ms after typing; submit shows a disabled spinner button, pre-checks
 * the captcha (POST /api/recaptcha), posts the request and goes to the thank-you page, or returns
 * to idle with the server's message (else 'Error submitting request') in a toast.
 */
export function BuyQuoteForm({ locale, unitNumber, obo, listedPrice, consent, captcha, thankYouHref }: BuyQuoteFormProps) {
  const t = useTranslations()
  const toast = useToast()
  const [values, setValues] = useState<BuyQuoteValues>(EMPTY_BUY_QUOTE_VALUES)
  const [touched, setTouched] = useState<ReadonlySet<BuyQuoteField>>(new Set())
  const [submitCount, setSubmitCount] = useState(0)
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const [started, setStarted] = useState(false)
  const [idempotencyKey] = useState(() => newIdempotencyKey())
  const [rules, setRules] = useState<Rules | null>(null)
  const captchaRef = useRef<CaptchaWidgetHandle>(null)
  const zip = useZipCheck(values.zip)

  useEffect(() => {
    if (!started || rules) return
    let cancelled = false
    loadRules().then((module) => !cancelled && setRules(module))
    return () => {
      cancelled = true
    }
  }, [started, rules])

  const captchaLabels = useCaptchaLabels()

  const body = (token: string) =>
    toBuyQuoteRequestBody(values, { unitNumber, obo, captchaToken: token, idempotencyKey, locale, page: typeof window === 'undefined' ? '' : window.location.pathname })

  const schemaErrors = useMemo<Errors>(
    () => (rules ? rules.validateBuyQuote(body(captchaToken)) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- body() reads exactly these
    [rules, values, captchaToken, obo],
  )

  const zipServerError = zip.check.state === 'invalid' ? 'validation.zipInvalid' : undefined
  const shown = (field: BuyQuoteField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field]
    const visible = submitCount > 0 || touched.has(field)
    if (field === 'zip') return (visible ? schemaErrors.zip : undefined) ?? zipServerError
    if (field === 'captchaToken') return submitCount > 0 ? schemaErrors.captchaToken : undefined
    return visible ? schemaErrors[field] : undefined
  }
  const message = (fieldMessageId: string) => {
    const id = captchaFieldMessageId(fieldMessageId, captcha.provider)
    return t.has(id as never) ? t(id as never) : t('requests.errors.submitFailed')
  }
  const errorText = (field: BuyQuoteField) => {
    const id = shown(field)
    return id ? message(id) : undefined
  }
  const visibleFields = BUY_QUOTE_FIELDS.filter((field) => field !== 'yourBestOffer' || obo)
  const summary =
    submitCount > 0 ? visibleFields.flatMap((field) => (shown(field) ? [{ fieldId: fieldId(field), message: errorText(field)! }] : [])) : []

  const update = (field: keyof BuyQuoteValues, transform: (text: string) => string = (text) => text) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const text = transform(event.target.value)
    setValues((current) => ({ ...current, [field]: text }))
    if (serverErrors[field]) setServerErrors(({ [field]: _cleared, ...rest }) => rest)
  }
  const leave = (field: BuyQuoteField) => () => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setStarted(true)
    setSubmitCount((count) => count + 1)
    const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(values.zip)])
    const errors = loaded.validateBuyQuote(body(captchaToken))
    if (Object.keys(errors).some((field) => field !== 'captchaToken') || zipCheck.state === 'invalid') return
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
      const response = await fetch(REQUEST_QUOTE_BUY_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body(captchaToken)),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fieldErrors?: Record<string, string[]> }
      if (response.ok) {
        pushEvent('request_quote_buy_submitted', { unit_number: unitNumber, best_offer: obo && values.yourBestOffer.trim() !== '' })
        window.location.assign(thankYouHref)
        return
      }
      if (response.status === 400 && answer.fieldErrors) {
        const fromServer: Errors = {}
        for (const field of BUY_QUOTE_FIELDS) if (answer.fieldErrors[field]?.[0]) fromServer[field] = answer.fieldErrors[field]![0]
        setServerErrors(fromServer)
        toast.error(t('requests.errors.submitFailed'))
      } else {
        // The server message if present, else 'Error submitting request' (spec 1 §8).
        toast.error(answer.error || answer.message || t('requests.errors.submitFailed'))
        captchaRef.current?.reset()
      }
    } catch (error) {
      console.error('Submitting the quote request failed', error)
      toast.error(t('requests.errors.submitFailed'))
      captchaRef.current?.reset()
    }
    setSubmitting(false)
  }

  const text = (field: keyof BuyQuoteValues, options: { label: ReactNode; required?: boolean; description?: ReactNode; input: Record<string, unknown>; transform?: (text: string) => string; onBlur?: () => void }) => (
    <Field label={options.label} id={fieldId(field)} required={options.required} description={options.description} error={errorText(field)}>
      {(control) => (
        <input
          {...control}
          name={field}
          value={values[field]}
          onChange={update(field, options.transform)}
          onBlur={() => {
            options.onBlur?.()
            leave(field)()
          }}
          className={controlClassName(Boolean(shown(field)))}
          {...options.input}
        />
      )}
    </Field>
  )

  const place = zip.check.state === 'valid' ? [zip.check.city, zip.check.region].filter(Boolean).join(', ') : ''

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={() => setStarted(true)} className="flex flex-col gap-5" aria-describedby="buy-quote-required-note">
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <p id="buy-quote-required-note" className="text-sm text-slate-600">
        {t('requests.buyQuote.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', { label: t('requests.buyQuote.fields.firstName'), required: true, transform: stripDigits, input: { autoComplete: 'given-name', maxLength: 60 } })}
        {text('lastName', { label: t('requests.buyQuote.fields.lastName'), required: true, transform: stripDigits, input: { autoComplete: 'family-name', maxLength: 60 } })}
      </div>
      {text('company', { label: t('requests.buyQuote.fields.company'), required: true, input: { autoComplete: 'organization', maxLength: 120 } })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('email', { label: t('requests.buyQuote.fields.email'), required: true, input: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, spellCheck: false } })}
        {text('phone', {
          label: t('requests.buyQuote.fields.phone'),
          required: true,
          input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 },
          onBlur: () =>
            void loadRules().then(({ normalizePhone }) =>
              setValues((current) => {
                const phone = normalizePhone(current.phone)
                return phone && phone !== current.phone ? { ...current, phone } : current
              }),
            ),
        })}
      </div>
      <div className="flex flex-col gap-1.5">
        {text('zip', {
          label: t('requests.buyQuote.fields.zip'),
          required: true,
          description: t('requests.buyQuote.fields.zipHint'),
          transform: (zipText) => (/^\s*[a-z]/i.test(zipText) ? autoSpaceCanadian(zipText) : zipText.slice(0, 10)),
          input: { autoComplete: 'postal-code', maxLength: 10, spellCheck: false, className: controlClassName(Boolean(shown('zip')), 'sm:max-w-60') },
        })}
        <p aria-live="polite" className="-mb-2 min-h-5 text-sm text-slate-700">
          {zip.check.state === 'checking' ? <span aria-hidden="true">{t('requests.buyQuote.zipChecking')}</span> : null}
          {place && !shown('zip') ? t('requests.buyQuote.zipFound', { place }) : null}
        </p>
      </div>
      {obo ? (
        <Field
          label={t('requests.buyQuote.fields.yourBestOffer')}
          id={fieldId('yourBestOffer')}
          description={t('requests.buyQuote.fields.yourBestOfferHint', { price: listedPrice })}
          error={errorText('yourBestOffer')}
        >
          {(control) => (
            <div className="relative sm:max-w-60">
              {locale === 'en' ? (
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600">
                  $
                </span>
              ) : null}
              <input
                {...control}
                name="yourBestOffer"
                value={values.yourBestOffer}
                onChange={update('yourBestOffer')}
                onBlur={leave('yourBestOffer')}
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                className={controlClassName(Boolean(shown('yourBestOffer')), locale === 'en' ? 'pl-7' : 'pr-14')}
              />
              {locale === 'fr' ? (
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-600">
                  $ US
                </span>
              ) : null}
            </div>
          )}
        </Field>
      ) : null}
      <Field label={t('requests.buyQuote.fields.comments')} id={fieldId('comments')} description={t('requests.buyQuote.fields.commentsHint')} error={errorText('comments')}>
        {(control) => (
          <textarea
            {...control}
            name="comments"
            rows={4}
            maxLength={COMMENTS_MAX_LENGTH}
            value={values.comments}
            onChange={update('comments')}
            onBlur={leave('comments')}
            className={controlClassName(Boolean(shown('comments')), 'resize-y')}
          />
        )}
      </Field>
      <p className="text-sm text-slate-700">{consent}</p>
      <fieldset className="flex flex-col gap-1" aria-describedby={shown('captchaToken') ? `${fieldId('captchaToken')}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {t('requests.buyQuote.fields.captcha')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div id={fieldId('captchaToken')} tabIndex={-1} className="w-fit max-w-full rounded-md">
          <LazyCaptcha
            ref={captchaRef}
            config={captcha}
            locale={locale}
            labels={captchaLabels}
            load={started}
            onVerified={setCaptchaToken}
            onExpired={() => setCaptchaToken('')}
          />
        </div>
        {shown('captchaToken') ? <FieldError id={`${fieldId('captchaToken')}-error`}>{errorText('captchaToken')}</FieldError> : null}
      </fieldset>
      <Button type="submit" size="lg" submitting={submitting} className="w-full sm:w-auto sm:self-start">
        {t('requests.buyQuote.submit')}
      </Button>
    </form>
  )
}
