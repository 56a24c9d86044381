'use client'

import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { CaptchaField, PhoneField, useCaptcha, useFieldMessage } from '@/features/form-fields'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { sanitizeAccountNumber } from '@/lib/accountNumber'
import { isAllowedNameKey, stripDigits } from '@/lib/nameInput'
import { Button } from '@/ui/Button'
import { FormErrorSummary, TextField, once, useForm, useLazyModule } from '@/ui/form'
import { useToast } from '@/ui/Toast'
import { useEarlyPress } from '@/ui/useEarlyPress'
import type { GuestCaller } from './guestCalls'
import { invoiceField, lookupErrors, type LookupValues } from './lookupErrors'
import type { Lookup } from './types'
import type { Entries } from './wizardRules'

/** Invoice numbers one lookup may name (rules.ts MAX_INVOICES; the schema refuses more). */
const MAX_INVOICES = 10

/** The step's rules (the API's zod schema, lookupFormSchema): loaded on the form's first focus. */
const loadRules = once(() => import('../schema'))
/** The phone's canonical form, with the rules. */
const loadPhone = once(() => import('@/lib/phone'))
/** The submit sequence (the calls and what their answers mean), loaded with the rules. */
const loadSubmit = once(() => import('./submitLookup'))

const PAYER_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
const fieldId = (field: string) => `guest-payment-${field}`
const ADD_INVOICE_ID = 'guest-payment-add-invoice'
const EMPTY: LookupValues = { accountNumber: '', firstName: '', lastName: '', email: '', phone: '', [invoiceField(1)]: '' }

/** What a successful lookup hands the wizard. */
export interface FoundInvoices {
  lookup: Lookup
  entries: Entries
  portalUrl: string
}

export interface LookupStepProps {
  locale: 'en' | 'fr'
  call: GuestCaller
  captcha: CaptchaClientConfig
  heading: string
  /** Focus the heading once shown (the step was returned to). */
  focusHeading: boolean
  onFound: (found: FoundInvoices) => void
  onStarted: () => void
}

/**
 * Step 1 (spec 1 §2.5, §4, §5, §8): the account, one or more invoices, the payer, the captcha.
 * Submit stays disabled until every field is filled and the captcha solved; then POST
 * /api/invoices (once more with company code 1100 when the first try fails), POST
 * /api/user-check and POST /api/invoice-open-items (submitLookup.ts), and the wizard moves on
 * (or shows the portal modal).
 */
export function LookupStep({ locale, call, captcha: captchaConfig, heading, focusHeading, onFound, onStarted }: LookupStepProps) {
  const t = useTranslations('guestPayment')
  const root = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [started, setStarted] = useState(false)
  const [order, setOrder] = useState<number[]>([1])
  const nextId = useRef(2)
  const focusInvoice = useRef<number | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const rules = useLazyModule(loadRules, started)
  const fieldMessage = useFieldMessage(captcha, 'guestPayment.errors.submitFailed')
  const form = useForm<LookupValues>({
    initialValues: EMPTY,
    idOf: fieldId,
    afterAttempt: ['captchaToken'],
    validate: (values) => (rules ? lookupErrors(rules.lookupFormSchema, values, order, captcha.token) : {}),
    message: (id, field, name) => fieldMessage(id, field, name),
  })
  const { values } = form
  const invoiceFields = order.map(invoiceField)
  const fieldOrder = ['accountNumber', ...invoiceFields, ...PAYER_FIELDS, 'captchaToken']

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus()
  }, [focusHeading])

  useEffect(() => {
    if (focusInvoice.current === null) return
    document.getElementById(fieldId(invoiceField(focusInvoice.current)))?.focus()
    focusInvoice.current = null
  }, [order])

  const start = () => {
    if (started) return
    setStarted(true)
    void loadSubmit()
    onStarted()
  }

  const addInvoice = () => {
    if (order.length >= MAX_INVOICES) return
    const id = nextId.current++
    form.setValues({ [invoiceField(id)]: '' })
    focusInvoice.current = id
    setOrder((current) => [...current, id])
  }

  // "Add another invoice" pressed before the page's script took over adds it now, once (ui/earlyPress.ts).
  useEarlyPress([ADD_INVOICE_ID], addInvoice)

  const removeInvoice = (id: number) => {
    const index = order.indexOf(id)
    form.clearServerErrors(invoiceField(id))
    setOrder((current) => (current.length > 1 ? current.filter((other) => other !== id) : current))
    // Focus goes to the invoice before the removed one (or the new first one).
    focusInvoice.current = order[index - 1] ?? order[index + 1] ?? null
  }

  const text = (field: string) => (values[field] ?? '').trim()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (form.submitting) return
    start()
    form.attempt()
    const [loaded, { submitLookup }] = await Promise.all([loadRules(), loadSubmit()])
    if (Object.keys(lookupErrors(loaded.lookupFormSchema, values, order, captcha.token)).length > 0) return
    form.setSubmitting(true)
    try {
      const outcome = await submitLookup(call, {
        accountNumber: text('accountNumber'),
        invoices: order.map((id) => ({ number: text(invoiceField(id)), field: invoiceField(id) })),
        payer: { firstName: text('firstName'), lastName: text('lastName'), email: text('email'), phone: text('phone') },
        captchaToken: captcha.token,
      })
      if (outcome.kind === 'found') {
        form.setSubmitting(false)
        onFound(outcome)
        return
      }
      // The captcha was used up by the lookup: it must be solved again.
      captcha.reset()
      if (outcome.kind === 'fields') form.applyServerErrors(undefined, [], outcome.errors)
      else if (outcome.kind === 'invalid') {
        if (!form.applyServerErrors(outcome.fieldErrors, fieldOrder)) toast.error(outcome.error || t('errors.lookupFailed'))
      } else toast.error(outcome.id ? t(outcome.text as 'errors.lookupFailed') : outcome.text)
    } catch (error) {
      console.error('Invoice lookup failed', error)
      captcha.reset()
      toast.error(t('errors.lookupFailed'))
    }
    form.setSubmitting(false)
  }

  const refuseDigits = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedNameKey(event.key, event)) event.preventDefault()
  }
  const digitsOnly = (text: string) => text.replace(/\D/g, '')
  const filled = ['accountNumber', ...invoiceFields, ...PAYER_FIELDS].every((field) => (values[field] ?? '').trim() !== '')
  const canSubmit = filled && captcha.token !== ''
  const hint = filled ? root(captcha.messageId('validation.completeRecaptcha') as never) : t('lookup.submitHint')

  return (
    <form noValidate method="post" onSubmit={onSubmit} onFocusCapture={start} className="flex flex-col gap-6" aria-labelledby="guest-payment-step-heading" aria-describedby="guest-payment-required-note">
      <div>
        <h2 ref={headingRef} id="guest-payment-step-heading" tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
          {heading}
        </h2>
        <p className="mt-2 text-slate-700">{t('lookup.intro')}</p>
        <p id="guest-payment-required-note" className="mt-1 text-sm text-slate-600">
          {t('lookup.requiredNote')}
        </p>
      </div>
      <FormErrorSummary errors={form.summary(fieldOrder)} focusKey={form.summaryKey} />
      <div className="sm:max-w-80">
        <TextField
          form={form}
          field="accountNumber"
          name="PAI_Account"
          label={t('lookup.accountNumber')}
          description={t('lookup.accountNumberHint')}
          required
          transform={sanitizeAccountNumber}
          input={{ inputMode: 'numeric', autoComplete: 'off', spellCheck: false }}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('lookup.invoicesLegend')}</legend>
        <ul className="flex flex-col gap-3">
          {order.map((id, index) => (
            <li key={id} className="flex items-start gap-2 sm:max-w-md">
              <TextField
                form={form}
                field={invoiceField(id)}
                name="PAI_Invoice"
                label={index === 0 && order.length === 1 ? t('lookup.invoiceNumber') : t('lookup.invoiceNumberN', { n: index + 1 })}
                required
                transform={digitsOnly}
                maxLength={10}
                className="flex-1"
                input={{ inputMode: 'numeric', autoComplete: 'off', spellCheck: false }}
              />
              {order.length > 1 ? (
                <Button variant="secondary" className="mt-6 shrink-0" onClick={() => removeInvoice(id)} aria-label={t('lookup.removeInvoice', { n: index + 1 })}>
                  {t('lookup.remove')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        {order.length < MAX_INVOICES ? (
          <Button id={ADD_INVOICE_ID} data-early-press="" variant="ghost" className="-ml-4 self-start" onClick={addInvoice} startIcon={<span aria-hidden="true">+</span>}>
            {t('lookup.addInvoice')}
          </Button>
        ) : (
          <p className="text-sm text-slate-700">{t('lookup.invoicesMax', { max: MAX_INVOICES })}</p>
        )}
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">{t('lookup.payerLegend')}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} field="firstName" name="PAI_First_Name" label={t('lookup.firstName')} required transform={stripDigits} maxLength={60} input={{ autoComplete: 'given-name', onKeyDown: refuseDigits }} />
          <TextField form={form} field="lastName" name="PAI_Last_Name" label={t('lookup.lastName')} required transform={stripDigits} maxLength={60} input={{ autoComplete: 'family-name', onKeyDown: refuseDigits }} />
          <TextField
            form={form}
            field="email"
            name="PAI_Email"
            label={t('lookup.email')}
            description={t('lookup.emailHint')}
            required
            maxLength={254}
            input={{ type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false }}
          />
          <PhoneField form={form} rules={loadPhone} field="phone" name="PAI_Phone" label={t('lookup.phone')} description={t('lookup.phoneHint')} required />
        </div>
      </fieldset>
      <CaptchaField form={form} captcha={captcha} label={t('lookup.captcha')} locale={locale} load={started} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-5 sm:items-end">
        <Button type="submit" size="lg" submitting={form.submitting} submittingLabel={t('lookup.submitting')} disabled={!canSubmit} aria-describedby={canSubmit ? undefined : 'guest-payment-submit-hint'}>
          {t('lookup.submit')}
        </Button>
        {canSubmit ? null : (
          <p id="guest-payment-submit-hint" className="text-sm text-slate-700">
            {hint}
          </p>
        )}
      </div>
    </form>
  )
}
