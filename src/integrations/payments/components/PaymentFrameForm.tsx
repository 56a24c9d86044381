'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'
import { ErrorSummary, focusField } from '@/ui/ErrorSummary'
import { controlClassName, Field, FieldError } from '@/ui/Field'
import { cx } from '@/ui/cx'
import type { FrameMessage } from '../frameMessage'
import { BRAND_DISPLAY_NAMES, detectCardBrand, formatCardNumber, gatewayToday } from '../rules'
import { CARD_FIELDS, ECHECK_FIELDS, type PaymentMethod } from '../types'
import { FrameResult, type FinalOutcome } from './FrameResult'
import { postToParent, useReportHeight } from './frameParent'

// zod and the schemas load on the form's first focus (or on submit), keeping the frame's first load small.
type SchemaModule = typeof import('../schema') & { z: typeof import('zod') }
let schemaModule: Promise<SchemaModule> | undefined
const loadSchema = () => (schemaModule ??= Promise.all([import('../schema'), import('zod')]).then(([schema, z]) => ({ ...schema, z })))

export const PAYMENTS_URL = '/gateway/api/payments'

type FieldName = (typeof CARD_FIELDS)[number] | (typeof ECHECK_FIELDS)[number]
type Values = Record<FieldName, string>
type Errors = Partial<Record<FieldName, string>>
type Outcome = { kind: 'idle' } | { kind: 'failed'; text: 'declined' | 'processingError' | 'requestFailed' } | FinalOutcome

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  cardNumber: '',
  expiry: '',
  cvv: '',
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  accountType: '',
}

export interface PaymentFrameFormProps {
  sessionKey: string
  method: PaymentMethod
  /** The amount, formatted for the session's locale. */
  amount: string
  /** The exact origin the window message goes to. */
  parentOrigin: string
}

/** Field → first message id, from a zod error or the server's fieldErrors. */
function firstErrors(fieldErrors: Record<string, string[] | undefined>): Errors {
  const errors: Errors = {}
  for (const [name, messages] of Object.entries(fieldErrors)) if (messages?.[0]) errors[name as FieldName] = messages[0]
  return errors
}

/** The hosted payment form (card or e-check, by the session's method). */
export function PaymentFrameForm({ sessionKey, method, amount, parentOrigin }: PaymentFrameFormProps) {
  const t = useTranslations()
  useReportHeight(parentOrigin)
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const resultRef = useRef<HTMLDivElement>(null)
  // The button waits for the script: a submission before it would bypass validation and the gateway API.
  const [ready, setReady] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const fields = method === 'card' ? CARD_FIELDS : ECHECK_FIELDS
  useEffect(() => {
    // What was typed or autofilled before the script ran is in the page, not in React's state: adopt
    // it, or the payment would be refused as empty while the fields show the values.
    const form = formRef.current
    if (form) {
      const typed = Object.fromEntries(
        fields.map((name) => {
          const control = form.elements.namedItem(name)
          if (control instanceof RadioNodeList) return [name, control.value]
          return [name, control instanceof HTMLInputElement ? control.value : '']
        }),
      ) as Partial<Values>
      if (Object.values(typed).some((value) => value)) setValues((current) => ({ ...current, ...typed, cardNumber: formatCardNumber(typed.cardNumber ?? current.cardNumber) }))
    }
    setReady(true)
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const [rules, setRules] = useState<SchemaModule | null>(null)
  const prepare = () => loadSchema().then((loaded) => (setRules(loaded), loaded))

  const validateWith = (loaded: SchemaModule | null, next: Values): Errors => {
    if (!loaded) return errors
    const schema = method === 'card' ? loaded.cardPaymentSchema(gatewayToday()) : loaded.echeckPaymentSchema
    const parsed = schema.safeParse(next)
    return parsed.success ? {} : firstErrors(loaded.z.flattenError(parsed.error as import('zod').ZodError).fieldErrors as Record<string, string[]>)
  }
  const validate = (next: Values) => validateWith(rules, next)

  const update = (name: FieldName, value: string) => {
    const next = { ...values, [name]: name === 'cardNumber' ? formatCardNumber(value) : value }
    setValues(next)
    if (touched[name] || errors[name]) setErrors(validate(next))
  }
  const leave = (name: FieldName, next: EventTarget | null) => {
    // Leaving for the pay button: the submission validates everything, and an error appearing now
    // would move the button from under the pointer and swallow the click.
    if (next instanceof HTMLButtonElement && next.type === 'submit') return
    if (values[name] === '' && !touched[name]) return
    setTouched((current) => ({ ...current, [name]: true }))
    setErrors(validate(values))
  }

  const shown = (name: FieldName) => (touched[name] ? errors[name] : undefined)

  // Focus moves once React has rendered what it moves to (flushSync): a focus in the next animation
  // frame raced the render on a loaded machine and found no message yet, so the decline was shown
  // with the focus left behind (a browser test failed once in CI that way).
  const showErrors = (found: Errors) => {
    flushSync(() => {
      setErrors(found)
      setTouched(Object.fromEntries(fields.map((name) => [name, true])))
      setAttempt((n) => n + 1)
    })
    const first = fields.find((name) => found[name])
    // The messages are rendered, so the field is announced with its error.
    if (first) focusField(first === 'accountType' ? 'accountType-checking' : first)
  }

  const announce = (next: Outcome) => {
    flushSync(() => setOutcome(next))
    resultRef.current?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateWith(await prepare(), values)
    if (Object.keys(found).length > 0) return showErrors(found)
    setSubmitting(true)
    try {
      const payload = Object.fromEntries(fields.map((name) => [name, values[name]]))
      const res = await fetch(PAYMENTS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ iframeEcommKey: sessionKey, ...payload }),
      })
      const body = await res.json().catch(() => ({}))
      if (res.status === 200) {
        postToParent(body.message as FrameMessage, parentOrigin)
        if (body.status === 'success') announce({ kind: 'approved', transactionId: String(body.transactionId) })
        else {
          setValues((current) => ({ ...current, cvv: '' }))
          announce({ kind: 'failed', text: body.decision === 'ERROR' ? 'processingError' : 'declined' })
        }
      } else if (res.status === 400 && body.fieldErrors) showErrors(firstErrors(body.fieldErrors))
      else if (res.status === 409) announce({ kind: 'closed', text: 'sessionUsed' })
      else if (res.status === 410) announce({ kind: 'closed', text: 'expired' })
      else if (res.status === 403) announce({ kind: 'closed', text: 'invalid' })
      else announce({ kind: 'failed', text: 'requestFailed' })
    } catch {
      announce({ kind: 'failed', text: 'requestFailed' })
    } finally {
      setSubmitting(false)
    }
  }

  if (outcome.kind === 'approved' || outcome.kind === 'closed') return <FrameResult ref={resultRef} outcome={outcome} />

  // The summary lists the errors of the last submission (GOV.UK pattern); inline errors also show as fields are left.
  const summary = (attempt === 0 ? [] : fields.filter((name) => touched[name] && errors[name])).map((name) => ({
    fieldId: name === 'accountType' ? 'accountType-checking' : name,
    message: t(errors[name]!),
  }))
  const brand = detectCardBrand(values.cardNumber)
  const input = (name: FieldName, extra: React.InputHTMLAttributes<HTMLInputElement>) =>
    function control(props: object) {
      return (
        <input
          {...props}
          name={name}
          value={values[name]}
          onChange={(e) => update(name, e.target.value)}
          onBlur={(e) => leave(name, e.relatedTarget)}
          className={controlClassName(Boolean(shown(name)))}
          {...extra}
        />
      )
    }

  return (
    <form ref={formRef} noValidate method="post" onSubmit={onSubmit} onFocus={() => void prepare()} className="flex flex-col gap-4">
      {outcome.kind === 'failed' ? (
        <div ref={resultRef} tabIndex={-1} role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-800 focus:outline-none">
          {t(`paymentFrame.${outcome.text}`)}
        </div>
      ) : null}
      <ErrorSummary errors={summary} autoFocus={false} focusKey={attempt} />
      <p className="text-sm text-slate-700">{t('paymentFrame.requiredNote')}</p>
      {method === 'card' ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="firstName" label={t('paymentFrame.firstName')} error={shown('firstName') && t(shown('firstName')!)} required>
              {input('firstName', { autoComplete: 'cc-given-name', maxLength: 60 })}
            </Field>
            <Field id="lastName" label={t('paymentFrame.lastName')} error={shown('lastName') && t(shown('lastName')!)} required>
              {input('lastName', { autoComplete: 'cc-family-name', maxLength: 60 })}
            </Field>
          </div>
          <Field
            id="cardNumber"
            label={t('paymentFrame.cardNumber')}
            description={brand ? t('paymentFrame.brandDetected', { brand: BRAND_DISPLAY_NAMES[brand] }) : t('paymentFrame.cardNumberHint')}
            error={shown('cardNumber') && t(shown('cardNumber')!)}
            required
          >
            {input('cardNumber', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="expiry" label={t('paymentFrame.expiry')} description={t('paymentFrame.expiryHint')} error={shown('expiry') && t(shown('expiry')!)} required>
              {input('expiry', { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7, placeholder: t('paymentFrame.expiryPlaceholder') })}
            </Field>
            <Field
              id="cvv"
              label={t('paymentFrame.cvv')}
              description={brand === 'AmericanExpress' ? t('paymentFrame.cvvHintAmex') : t('paymentFrame.cvvHint')}
              error={shown('cvv') && t(shown('cvv')!)}
              required
            >
              {input('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
            </Field>
          </div>
        </>
      ) : (
        <>
          <Field id="accountHolderName" label={t('paymentFrame.accountHolderName')} error={shown('accountHolderName') && t(shown('accountHolderName')!)} required>
            {input('accountHolderName', { autoComplete: 'name', maxLength: 60 })}
          </Field>
          <Field
            id="routingNumber"
            label={t('paymentFrame.routingNumber')}
            description={t('paymentFrame.routingNumberHint')}
            error={shown('routingNumber') && t(shown('routingNumber')!)}
            required
          >
            {input('routingNumber', { inputMode: 'numeric', autoComplete: 'off', maxLength: 11 })}
          </Field>
          <Field
            id="accountNumber"
            label={t('paymentFrame.accountNumber')}
            description={t('paymentFrame.accountNumberHint')}
            error={shown('accountNumber') && t(shown('accountNumber')!)}
            required
          >
            {input('accountNumber', { inputMode: 'numeric', autoComplete: 'off', maxLength: 20 })}
          </Field>
          <fieldset aria-describedby={shown('accountType') ? 'accountType-error' : undefined} className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-slate-900">
              {t('paymentFrame.accountType')}
              <span aria-hidden="true" className="ml-0.5 text-red-700">
                *
              </span>
            </legend>
            {(['checking', 'savings'] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-base text-slate-900">
                <input
                  type="radio"
                  id={`accountType-${type}`}
                  name="accountType"
                  value={type}
                  checked={values.accountType === type}
                  onChange={() => update('accountType', type)}
                  className="size-5 accent-blue-700"
                />
                {t(`paymentFrame.${type}`)}
              </label>
            ))}
            {shown('accountType') ? <FieldError id="accountType-error">{t(shown('accountType')!)}</FieldError> : null}
          </fieldset>
        </>
      )}
      {method === 'echeck' ? (
        <p id="echeck-authorization" className="rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {t('paymentFrame.echeckAuthorization', { amount })}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        fullWidth
        aria-describedby={method === 'echeck' ? 'echeck-authorization' : undefined}
        disabled={!ready} submitting={submitting} submittingLabel={t('paymentFrame.processing')} className={cx('mt-2')}>
        {t('paymentFrame.pay', { amount })}
      </Button>
    </form>
  )
}
