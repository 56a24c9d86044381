'use client'

import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { accountNumberError, sanitizeAccountNumber } from '@/lib/accountNumber'
import { isAllowedNameKey, stripDigits } from '@/lib/names'
import { LazyCaptcha } from '@/features/requests/components/LazyCaptcha'
import { useZipCheck } from '@/features/requests/components/zipCheck'
import { Button, ButtonLink } from '@/ui/Button'
import { ErrorSummary } from '@/ui/ErrorSummary'
import { Field, FieldError, controlClassName } from '@/ui/Field'
import { Select } from '@/ui/Select'
import { useToast } from '@/ui/Toast'
import {
  CONTACT_COUNTRIES,
  CONTACT_FIELDS,
  SPEC_FIELD_NAMES,
  allFieldsFilled,
  formatZipInput,
  toContactRequestBody,
  type ContactCountry,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../fields'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'
import { captchaFieldMessageId } from '@/integrations/captcha/messages'

/** The step's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
type Rules = typeof import('../schema')
let rulesModule: Promise<Rules> | undefined
const loadRules = () => (rulesModule ??= import('../schema'))

export const CART_CONTACT_URL = '/api/cart-contact'
export const ACCOUNT_CHECK_URL = '/api/account-check'

export interface ContactFormProps {
  locale: 'en' | 'fr'
  initialValues: ContactValues
  /** The captcha flag (CHECKOUT_CAPTCHA): false hides the widget and asks for no token. */
  captchaRequired: boolean
  captcha: CaptchaClientConfig
  backHref: string
}

type TextField = Exclude<keyof ContactValues, 'country' | 'existingCustomer'>
type AccountCheck = { key: string; state: 'checking' | 'valid' | 'refused'; message?: string }

const fieldId = (field: ContactField) => `checkout-contact-${field}`
const ZIP_UNKNOWN = 'validation.zipInvalidForCountry'
const accountKey = (values: ContactValues) => `${values.accountNumber}|${values.country}`

/**
 * Checkout step 1, contact and delivery (spec 2 §3, §5): plain React state; the rules are the
 * API's zod schema, loaded on the first focus with the captcha. A field shows its error once left
 * (then as it changes), every field on Next, with the ErrorSummary on top. Next stays disabled
 * until every field is filled and the captcha is solved. An existing customer's account number
 * is checked with the server once complete (POST /api/account-check). Next saves the step
 * (POST /api/cart-contact) and goes to the cart summary.
 */
export function ContactForm({ locale, initialValues, captchaRequired, captcha, backHref }: ContactFormProps) {
  const t = useTranslations()
  const toast = useToast()
  const [values, setValues] = useState<ContactValues>(initialValues)
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set())
  const [submitCount, setSubmitCount] = useState(0)
  const [summaryKey, setSummaryKey] = useState(0)
  const [serverErrors, setServerErrors] = useState<ContactErrors>({})
  const [submitting, setSubmitting] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const [started, setStarted] = useState(false)
  const [rules, setRules] = useState<Rules | null>(null)
  const [accountCheck, setAccountCheck] = useState<AccountCheck | null>(null)
  const captchaRef = useRef<CaptchaWidgetHandle>(null)

  useEffect(() => {
    if (!started || rules) return
    let cancelled = false
    loadRules().then((module) => !cancelled && setRules(module))
    return () => {
      cancelled = true
    }
  }, [started, rules])

  const captchaLabels = useCaptchaLabels()
  const body = (token: string) => toContactRequestBody(values, { captchaToken: token, locale })
  const schemaErrors = useMemo<ContactErrors>(
    () => (rules ? rules.validateContact(body(captchaToken), { captchaRequired }) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- body() reads exactly these
    [rules, values, captchaToken, captchaRequired],
  )

  const accountRefusal = accountCheck?.key === accountKey(values) && accountCheck.state === 'refused' ? accountCheck.message : undefined
  // The other forms' ZIP check: a well-formed code the postal data does not know (00000, 99999).
  const zip = useZipCheck(values.country ? values.zipCode : '')
  const zipRefusal = zip.check.state === 'invalid' ? ZIP_UNKNOWN : undefined
  const shown = (field: ContactField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field]
    const visible = submitCount > 0 || touched.has(field)
    if (field === 'captchaToken') return undefined
    if (field === 'accountNumber') return (visible ? schemaErrors.accountNumber : undefined) ?? accountRefusal
    if (field === 'zipCode') return (visible ? schemaErrors.zipCode : undefined) ?? (schemaErrors.zipCode ? undefined : zipRefusal)
    return visible ? schemaErrors[field] : undefined
  }
  const message = (fieldMessageId: string) => {
    const id = captchaFieldMessageId(fieldMessageId, captcha.provider)
    if (id === ZIP_UNKNOWN) return t(ZIP_UNKNOWN, { country: values.country ? t(`checkoutContact.countries.${values.country}`) : '' })
    return t.has(id as never) ? t(id as never) : t('checkoutContact.errors.submitFailed')
  }
  const errorText = (field: ContactField) => {
    const id = shown(field)
    return id ? message(id) : undefined
  }
  const summary = submitCount > 0 ? CONTACT_FIELDS.flatMap((field) => (shown(field) ? [{ fieldId: fieldId(field), message: errorText(field)! }] : [])) : []

  const clearServerError = (...fields: ContactField[]) =>
    setServerErrors((current) => (fields.some((field) => current[field]) ? Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key as ContactField))) : current))
  const leave = (field: ContactField) => () => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)))

  const update = (field: TextField, transform: (text: string) => string = (text) => text) => (event: ChangeEvent<HTMLInputElement>) => {
    const text = transform(event.target.value)
    setValues((current) => ({ ...current, [field]: text }))
    clearServerError(field)
  }

  /** Spec 2 §7's account check, once the number is complete (on leaving it, or a country change). */
  async function checkAccount(next: ContactValues) {
    if (!next.existingCustomer || !next.country || accountNumberError(next.accountNumber) !== null) return
    const key = accountKey(next)
    if (accountCheck?.key === key && accountCheck.state !== 'refused') return
    setAccountCheck({ key, state: 'checking' })
    try {
      const response = await fetch(ACCOUNT_CHECK_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ accountNumber: next.accountNumber, country: next.country }),
      })
      const answer = (await response.json().catch(() => ({}))) as { valid?: boolean; fieldErrors?: Record<string, string[]> }
      const refusal = answer.fieldErrors?.accountNumber?.[0] ?? answer.fieldErrors?.country?.[0]
      setAccountCheck(response.ok && answer.valid ? { key, state: 'valid' } : refusal ? { key, state: 'refused', message: refusal } : null)
    } catch {
      // The submission checks the account again; no message for a network hiccup here.
      setAccountCheck(null)
    }
  }

  const chooseCountry = (country: string) => {
    const next = { ...values, country: country as ContactCountry, zipCode: formatZipInput(country as ContactCountry, values.zipCode) }
    setValues(next)
    clearServerError('country', 'zipCode', 'accountNumber')
    void checkAccount(next)
  }

  const chooseExistingCustomer = (existingCustomer: boolean) => {
    // "No" clears the account number (spec 2 §5).
    setValues((current) => ({ ...current, existingCustomer, accountNumber: existingCustomer ? current.accountNumber : '' }))
    setAccountCheck(null)
    clearServerError('existingCustomer', 'accountNumber')
  }

  function onCaptchaExpired() {
    setCaptchaToken('')
    if (submitCount > 0) setServerErrors((current) => ({ ...current, captchaToken: 'validation.completeRecaptcha' }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    setStarted(true)
    setSubmitCount((count) => count + 1)
    setSummaryKey((key) => key + 1)
    const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(values.zipCode)])
    const errors = loaded.validateContact(body(captchaToken), { captchaRequired })
    if (Object.keys(errors).length > 0) {
      if (errors.captchaToken) setServerErrors((current) => ({ ...current, captchaToken: errors.captchaToken }))
      return
    }
    if (zipCheck.state === 'invalid') return
    setSubmitting(true)
    try {
      const response = await fetch(CART_CONTACT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body(captchaToken)),
      })
      const answer = (await response.json().catch(() => ({}))) as { next?: string; redirect?: string; error?: string; fieldErrors?: Record<string, string[]> }
      if (response.ok && answer.next) {
        pushEvent('checkout_contact_submitted', { country: values.country, existing_customer: values.existingCustomer })
        window.location.assign(answer.next)
        return
      }
      if (response.status === 409 && answer.redirect) {
        window.location.assign(answer.redirect)
        return
      }
      const fromServer: ContactErrors = {}
      for (const field of CONTACT_FIELDS) if (answer.fieldErrors?.[field]?.[0]) fromServer[field] = answer.fieldErrors[field]![0]
      if (response.status === 403) {
        // The captcha was refused (expired or used): it must be solved again.
        fromServer.captchaToken ??= 'checkoutContact.errors.captchaFailed'
        setCaptchaToken('')
        captchaRef.current?.reset()
      }
      if (Object.keys(fromServer).length > 0) {
        setServerErrors(fromServer)
        setSummaryKey((key) => key + 1)
      } else {
        toast.error(answer.error || t('checkoutContact.errors.submitFailed'))
      }
    } catch (error) {
      console.error('Saving the contact step failed', error)
      toast.error(t('checkoutContact.errors.submitFailed'))
    }
    setSubmitting(false)
  }

  const text = (
    field: TextField,
    options: { label: ReactNode; description?: ReactNode; input: Record<string, unknown>; transform?: (text: string) => string; onBlur?: () => void; onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void },
  ) => (
    <Field label={options.label} id={fieldId(field)} required description={options.description} error={errorText(field)}>
      {(control) => (
        <input
          {...control}
          name={SPEC_FIELD_NAMES[field]}
          value={values[field]}
          onChange={update(field, options.transform)}
          onKeyDown={options.onKeyDown}
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
  // Names refuse typed digits (spec 2 §5); pasted digits are removed by stripDigits.
  const refuseDigits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedNameKey(event.key, event)) event.preventDefault()
  }

  const canContinue = allFieldsFilled(values) && (!captchaRequired || captchaToken !== '')
  const zipHint = values.country === 'US' ? t('checkoutContact.fields.zipHintUS') : values.country === 'CA' ? t('checkoutContact.fields.zipHintCA') : t('checkoutContact.fields.zipHintNone')
  const accountStatus = accountCheck?.key === accountKey(values) ? accountCheck.state : null

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={() => setStarted(true)} className="flex flex-col gap-5" aria-describedby="checkout-contact-required-note">
      <ErrorSummary errors={summary} focusKey={summaryKey} />
      <p id="checkout-contact-required-note" className="text-sm text-slate-600">
        {t('checkoutContact.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('firstName', { label: t('checkoutContact.fields.firstName'), transform: stripDigits, onKeyDown: refuseDigits, input: { autoComplete: 'given-name', maxLength: 60 } })}
        {text('lastName', { label: t('checkoutContact.fields.lastName'), transform: stripDigits, onKeyDown: refuseDigits, input: { autoComplete: 'family-name', maxLength: 60 } })}
      </div>
      {text('companyName', { label: t('checkoutContact.fields.companyName'), input: { autoComplete: 'organization', maxLength: 120 } })}
      <div className="grid gap-5 sm:grid-cols-2">
        {text('email', { label: t('checkoutContact.fields.email'), input: { type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254, spellCheck: false } })}
        {text('phone', {
          label: t('checkoutContact.fields.phone'),
          description: t('checkoutContact.fields.phoneHint'),
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
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          id={fieldId('country')}
          name={SPEC_FIELD_NAMES.country}
          label={t('checkoutContact.fields.country')}
          required
          options={CONTACT_COUNTRIES.map((code) => ({ value: code, label: t(`checkoutContact.countries.${code}`) }))}
          value={values.country}
          onChange={chooseCountry}
          onBlur={leave('country')}
          error={errorText('country')}
        />
        {text('zipCode', {
          label: t('checkoutContact.fields.zipCode'),
          description: zipHint,
          transform: (zip) => formatZipInput(values.country, zip),
          input: { autoComplete: 'postal-code', maxLength: 10, spellCheck: false, autoCapitalize: 'characters' },
        })}
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby={shown('existingCustomer') ? `${fieldId('existingCustomer')}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {t('checkoutContact.fields.existingCustomer')}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div id={fieldId('existingCustomer')} className="flex gap-6">
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className="flex items-center gap-2 text-base text-slate-900">
              <input
                type="radio"
                name={SPEC_FIELD_NAMES.existingCustomer}
                value={answer ? 'Yes' : 'No'}
                checked={values.existingCustomer === answer}
                onChange={() => chooseExistingCustomer(answer)}
                className="size-5 accent-blue-700"
              />
              {answer ? t('checkoutContact.fields.yes') : t('checkoutContact.fields.no')}
            </label>
          ))}
        </div>
        {shown('existingCustomer') ? <FieldError id={`${fieldId('existingCustomer')}-error`}>{errorText('existingCustomer')}</FieldError> : null}
      </fieldset>
      {values.existingCustomer ? (
        <div className="flex flex-col gap-1.5 sm:max-w-80">
          {text('accountNumber', {
            label: t('checkoutContact.fields.accountNumber'),
            description: t('checkoutContact.fields.accountNumberHint'),
            transform: sanitizeAccountNumber,
            onBlur: () => void checkAccount(values),
            // no maxLength: a pasted "Acct 123-4567-890" keeps its digits, then truncated to 10
            input: { inputMode: 'numeric', autoComplete: 'off' },
          })}
          <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {accountStatus === 'checking' ? t('checkoutContact.accountChecking') : null}
            {accountStatus === 'valid' && !shown('accountNumber') ? t('checkoutContact.accountConfirmed') : null}
          </p>
        </div>
      ) : null}
      {captchaRequired ? (
        <fieldset className="flex flex-col gap-1" aria-describedby={shown('captchaToken') ? `${fieldId('captchaToken')}-error` : undefined}>
          <legend className="mb-1 text-sm font-semibold text-slate-900">
            {t('checkoutContact.fields.captcha')}
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
              onVerified={(token) => {
                setCaptchaToken(token)
                clearServerError('captchaToken')
              }}
              onExpired={onCaptchaExpired}
            />
          </div>
          {shown('captchaToken') ? <FieldError id={`${fieldId('captchaToken')}-error`}>{errorText('captchaToken')}</FieldError> : null}
        </fieldset>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <ButtonLink href={backHref} variant="secondary" size="lg">
          {t('checkoutContact.back')}
        </ButtonLink>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button type="submit" size="lg" submitting={submitting} disabled={!canContinue} aria-describedby={canContinue ? undefined : 'checkout-contact-next-hint'}>
            {t('checkoutContact.next')}
          </Button>
          {canContinue ? null : (
            <p id="checkout-contact-next-hint" className="text-sm text-slate-700">
              {captchaRequired ? t('checkoutContact.nextHint') : t('checkoutContact.nextHintNoCaptcha')}
            </p>
          )}
        </div>
      </div>
    </form>
  )
}
