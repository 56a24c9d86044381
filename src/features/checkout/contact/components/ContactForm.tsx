'use client'

import { useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { CaptchaField, PhoneField, useCaptcha, useFieldMessage, useZipCheck } from '@/features/form-fields'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { accountNumberError, sanitizeAccountNumber } from '@/lib/accountNumber'
import { isAllowedNameKey, stripDigits } from '@/lib/nameInput'
import { Button } from '@/ui/Button'
import { ButtonLink } from '@/ui/ButtonLink'
import { FormErrorSummary, FieldsetField, TextField, once, postJson, useForm, useLazyModule, type FormErrors } from '@/ui/form'
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
  type ContactValues,
} from '../fields'

/** The step's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
const loadRules = once(() => import('../schema'))

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

type AccountCheck = { key: string; state: 'checking' | 'valid' | 'refused'; message?: string }

const fieldId = (field: string) => `checkout-contact-${field}`
const ZIP_UNKNOWN = 'validation.zipInvalidForCountry'
const accountKey = (values: ContactValues) => `${values.accountNumber}|${values.country}`

/**
 * Checkout step 1, contact and delivery (spec 2 §3, §5), composed of the form layer and the shared
 * fields; the rules are the API's zod schema, loaded on the first focus with the captcha. A field
 * shows its error once left (then as it changes), every field on Next, with the ErrorSummary on
 * top. Next stays disabled until every field is filled and the captcha is solved. An existing
 * customer's account number is checked with the server once complete (POST /api/account-check).
 * Next saves the step (POST /api/cart-contact) and goes to the cart summary.
 */
export function ContactForm({ locale, initialValues, captchaRequired, captcha: captchaConfig, backHref }: ContactFormProps) {
  const t = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [started, setStarted] = useState(false)
  const [accountCheck, setAccountCheck] = useState<AccountCheck | null>(null)
  const rules = useLazyModule(loadRules, started)
  const fieldMessage = useFieldMessage(captcha, 'checkoutContact.errors.submitFailed')
  const body = (from: ContactValues, token: string) => toContactRequestBody(from, { captchaToken: token, locale })
  const form = useForm<ContactValues>({
    initialValues,
    idOf: fieldId,
    afterAttempt: ['captchaToken'],
    validate: (values): ContactErrors => (rules ? rules.validateContact(body(values, captcha.token), { captchaRequired }) : {}),
    // Beside the rules: the postal data does not know a well-formed ZIP (00000, 99999); the server refused the account.
    checks: (): FormErrors => ({
      ...(zip.check.state === 'invalid' ? { zipCode: ZIP_UNKNOWN } : {}),
      ...(accountCheck?.key === accountKey(form.values) && accountCheck.state === 'refused' && accountCheck.message ? { accountNumber: accountCheck.message } : {}),
    }),
    message: (id, field, name): string =>
      id === ZIP_UNKNOWN ? t(ZIP_UNKNOWN, { country: form.values.country ? t(`checkoutContact.countries.${form.values.country}`) : '' }) : fieldMessage(id, field, name),
  })
  const { values } = form
  const zip = useZipCheck(values.country ? values.zipCode : '')

  /** Spec 2 §7's account check, once the number is complete (on leaving it, or a country change). */
  async function checkAccount(next: ContactValues) {
    if (!next.existingCustomer || !next.country || accountNumberError(next.accountNumber) !== null) return
    const key = accountKey(next)
    if (accountCheck?.key === key && accountCheck.state !== 'refused') return
    setAccountCheck({ key, state: 'checking' })
    try {
      const answer = await postJson<{ valid?: boolean }>(ACCOUNT_CHECK_URL, { accountNumber: next.accountNumber, country: next.country })
      const refusal = answer.body.fieldErrors?.accountNumber?.[0] ?? answer.body.fieldErrors?.country?.[0]
      setAccountCheck(answer.ok && answer.body.valid ? { key, state: 'valid' } : refusal ? { key, state: 'refused', message: refusal } : null)
    } catch {
      // The submission checks the account again; no message for a network hiccup here.
      setAccountCheck(null)
    }
  }

  const chooseCountry = (country: string) => {
    const next = { ...values, country: country as ContactCountry, zipCode: formatZipInput(country as ContactCountry, values.zipCode) }
    form.setValues({ country: next.country, zipCode: next.zipCode })
    form.clearServerErrors('accountNumber')
    void checkAccount(next)
  }

  const chooseExistingCustomer = (existingCustomer: boolean) => {
    // "No" clears the account number (spec 2 §5).
    form.setValues({ existingCustomer, accountNumber: existingCustomer ? values.accountNumber : '' })
    setAccountCheck(null)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.submitting) return
    setStarted(true)
    form.attempt()
    const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(values.zipCode)])
    const errors = loaded.validateContact(body(values, captcha.token), { captchaRequired })
    if (Object.keys(errors).length > 0 || zipCheck.state === 'invalid') return
    form.setSubmitting(true)
    try {
      const answer = await postJson<{ next?: string; redirect?: string }>(CART_CONTACT_URL, body(values, captcha.token))
      if (answer.ok && answer.body.next) {
        pushEvent('checkout_contact_submitted', { country: values.country, existing_customer: values.existingCustomer })
        window.location.assign(answer.body.next)
        return
      }
      if (answer.status === 409 && answer.body.redirect) {
        window.location.assign(answer.body.redirect)
        return
      }
      // The captcha was refused (expired or used): it must be solved again.
      const refusedCaptcha = answer.status === 403 ? { captchaToken: 'checkoutContact.errors.captchaFailed' } : {}
      if (answer.status === 403) captcha.reset()
      if (!form.applyServerErrors(answer.body.fieldErrors, CONTACT_FIELDS, refusedCaptcha)) toast.error(answer.body.error || t('checkoutContact.errors.submitFailed'))
    } catch (error) {
      console.error('Saving the contact step failed', error)
      toast.error(t('checkoutContact.errors.submitFailed'))
    }
    form.setSubmitting(false)
  }

  // Names refuse typed digits (spec 2 §5); pasted digits are removed by stripDigits.
  const refuseDigits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedNameKey(event.key, event)) event.preventDefault()
  }
  const name = (field: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField form={form} field={field} name={SPEC_FIELD_NAMES[field]} label={t(`checkoutContact.fields.${field}`)} required transform={stripDigits} maxLength={60} input={{ autoComplete, onKeyDown: refuseDigits }} />
  )

  const canContinue = allFieldsFilled(values) && (!captchaRequired || captcha.token !== '')
  const zipHint = values.country === 'US' ? t('checkoutContact.fields.zipHintUS') : values.country === 'CA' ? t('checkoutContact.fields.zipHintCA') : t('checkoutContact.fields.zipHintNone')
  const accountStatus = accountCheck?.key === accountKey(values) ? accountCheck.state : null

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={() => setStarted(true)} className="flex flex-col gap-5" aria-describedby="checkout-contact-required-note">
      <FormErrorSummary errors={form.summary(CONTACT_FIELDS)} focusKey={form.summaryKey} />
      <p id="checkout-contact-required-note" className="text-sm text-slate-600">
        {t('checkoutContact.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {name('firstName', 'given-name')}
        {name('lastName', 'family-name')}
      </div>
      <TextField form={form} field="companyName" name={SPEC_FIELD_NAMES.companyName} label={t('checkoutContact.fields.companyName')} required maxLength={120} input={{ autoComplete: 'organization' }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          field="email"
          name={SPEC_FIELD_NAMES.email}
          label={t('checkoutContact.fields.email')}
          required
          maxLength={254}
          input={{ type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }}
        />
        <PhoneField form={form} rules={loadRules} field="phone" name={SPEC_FIELD_NAMES.phone} label={t('checkoutContact.fields.phone')} description={t('checkoutContact.fields.phoneHint')} required />
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
          onBlur={() => form.touch('country')}
          error={form.errorText('country')}
        />
        <TextField
          form={form}
          field="zipCode"
          name={SPEC_FIELD_NAMES.zipCode}
          label={t('checkoutContact.fields.zipCode')}
          required
          description={zipHint}
          transform={(text) => formatZipInput(values.country, text)}
          maxLength={10}
          input={{ autoComplete: 'postal-code', spellCheck: false, autoCapitalize: 'characters' }}
        />
      </div>
      <FieldsetField form={form} field="existingCustomer" legend={t('checkoutContact.fields.existingCustomer')} required className="gap-2">
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
      </FieldsetField>
      {values.existingCustomer ? (
        <div className="flex flex-col gap-1.5 sm:max-w-80">
          <TextField
            form={form}
            field="accountNumber"
            name={SPEC_FIELD_NAMES.accountNumber}
            label={t('checkoutContact.fields.accountNumber')}
            required
            description={t('checkoutContact.fields.accountNumberHint')}
            transform={sanitizeAccountNumber}
            onBlur={() => void checkAccount(values)}
            // no maxLength: a pasted "Acct 123-4567-890" keeps its digits, then truncated to 10
            input={{ inputMode: 'numeric', autoComplete: 'off' }}
          />
          <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
            {accountStatus === 'checking' ? t('checkoutContact.accountChecking') : null}
            {accountStatus === 'valid' && !form.errorText('accountNumber') ? t('checkoutContact.accountConfirmed') : null}
          </p>
        </div>
      ) : null}
      {captchaRequired ? <CaptchaField form={form} captcha={captcha} label={t('checkoutContact.fields.captcha')} locale={locale} load={started} /> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <ButtonLink href={backHref} variant="secondary" size="lg">
          {t('checkoutContact.back')}
        </ButtonLink>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button type="submit" size="lg" submitting={form.submitting} disabled={!canContinue} aria-describedby={canContinue ? undefined : 'checkout-contact-next-hint'}>
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
