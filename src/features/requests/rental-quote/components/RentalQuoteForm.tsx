'use client'

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import { checkCaptchaToken, type CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { stripDigits } from '@/lib/names'
import { autoSpaceCanadian, classifyQuoteZip, countryCode } from '@/lib/postal'
import { Button } from '@/ui/Button'
import { cx } from '@/ui/cx'
import { ErrorSummary } from '@/ui/ErrorSummary'
import { Field, FieldError, controlClassName } from '@/ui/Field'
import { useToast } from '@/ui/Toast'
import { LazyCaptcha } from '../../components/LazyCaptcha'
import { newIdempotencyKey } from '../../components/idempotencyKey'
import { useZipCheck } from '../../components/zipCheck'
import { emptyValues, formFieldOrder, OTHER_INDUSTRY, toRentalQuoteRequestBody, type QuoteFieldDefinition, type QuoteFormDefinition, type RentalQuoteValues } from '../fields'
import { regionOptions } from '../regions'
import { AddressField, type AddressSuggestion } from './AddressField'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'
import { captchaFieldMessageId, captchaMessageId } from '@/integrations/captcha/messages'

/** The form's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
type Rules = typeof import('../schema')
let rulesModule: Promise<Rules> | undefined
const loadRules = () => (rulesModule ??= import('../schema'))

export const REQUEST_QUOTE_URL = '/api/request-quote'
/** Spec 1 §9: a change of one field re-checks the fields that depend on it 500 ms later. */
export const CROSS_FIELD_DELAY_MS = 500

export interface RentalQuoteFormProps {
  locale: 'en' | 'fr'
  pageId: number | string
  blockId: string
  definition: QuoteFormDefinition
  texts: { siteAddress: string; industries: string; optionCards: string; consent: string | null; submit: string }
  submitWidth: 'fixed' | 'full'
  /** Landing pages: the submit button stays disabled until the captcha is solved. */
  captchaGate: boolean
  captcha: CaptchaClientConfig
  thankYouHref: string
  /** The business phone, for the rental failure message. */
  phone: string
}

type Errors = Record<string, string>
type FixedKey = Exclude<keyof RentalQuoteValues, 'fields'>

/**
 * The rental quote form of a quote form block (spec 1 §2.3, §4 quote submit, §5; spec 3 §3–§5):
 * the admin-defined fields, the site address (an address chosen from the suggestions), the
 * industries with Other, the option cards, the consent and the captcha. It validates with the
 * same schema as the API (loaded on the first focus, with the captcha), each field once left
 * and everything on submit; checks the ZIP with the server 500 ms after typing; re-checks
 * dependent fields 500 ms after a change; submits with a disabled spinner button and goes to
 * the thank-you page, or returns to idle with the server's message in a toast.
 */
export function RentalQuoteForm(props: RentalQuoteFormProps) {
  const { locale, pageId, blockId, definition, texts, submitWidth, captchaGate, captcha, thankYouHref, phone } = props
  const t = useTranslations()
  const toast = useToast()
  const [values, setValues] = useState<RentalQuoteValues>(() => emptyValues(definition))
  const [chosenAddress, setChosenAddress] = useState<string | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitCount, setSubmitCount] = useState(0)
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [submitting, setSubmitting] = useState(false)
  const [captchaToken, setCaptchaToken] = useState('')
  const [started, setStarted] = useState(false)
  const [idempotencyKey] = useState(() => newIdempotencyKey())
  const [validate, setValidate] = useState<((body: unknown) => Errors) | null>(null)
  const captchaRef = useRef<CaptchaWidgetHandle>(null)
  const startReported = useRef(false)
  const crossTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const zip = useZipCheck(values.site_address_zip)
  const idPrefix = `rq-${blockId}`
  const fieldId = (name: string) => `${idPrefix}-${name}`
  const country = countryCode(values.site_address_country)

  useEffect(() => {
    if (!started || validate) return
    let cancelled = false
    loadRules().then((module) => !cancelled && setValidate(() => module.rentalQuoteValidator(definition)))
    return () => {
      cancelled = true
    }
  }, [started, validate, definition])

  useEffect(() => {
    const timers = crossTimers.current
    return () => timers.forEach((timer) => clearTimeout(timer))
  }, [])

  /** The visitor started the form (first focus or change): load the rules and the captcha, report it once. */
  const start = () => {
    setStarted(true)
    if (startReported.current) return
    startReported.current = true
    pushEvent('quote_form', { form: 'rental-quote', step: 'start', block_id: blockId })
  }

  const captchaLabels = useCaptchaLabels()
  const body = (token: string) =>
    toRentalQuoteRequestBody(values, { pageId, blockId, captchaToken: token, idempotencyKey, locale, page: typeof window === 'undefined' ? '' : window.location.pathname })

  const schemaErrors = useMemo<Errors>(() => {
    if (!validate) return {}
    const errors = validate(body(captchaToken))
    // The address must be one of the suggestions (the server checks the parts agree).
    if (!errors.Address && values.Address.trim() !== '' && values.Address !== chosenAddress) errors.Address = 'validation.addressFromSuggestions'
    return errors
    // eslint-disable-next-line react-hooks/exhaustive-deps -- body() reads exactly these
  }, [validate, values, captchaToken, chosenAddress])

  const zipServerError = zip.check.state === 'invalid' ? 'validation.zipInvalid' : undefined
  const shown = (name: string): string | undefined => {
    if (serverErrors[name]) return serverErrors[name]
    const visible = submitCount > 0 || touched.has(name)
    if (name === 'site_address_zip') return (visible ? schemaErrors[name] : undefined) ?? zipServerError
    if (name === 'captchaToken') return submitCount > 0 ? schemaErrors.captchaToken : undefined
    return visible ? schemaErrors[name] : undefined
  }
  const message = (fieldMessageId: string) => {
    const id = captchaFieldMessageId(fieldMessageId, captcha.provider)
    return t.has(id as never) ? t(id as never) : t('rentalQuote.errors.submitFailed')
  }
  const errorText = (name: string) => {
    const id = shown(name)
    return id ? message(id) : undefined
  }
  const order = formFieldOrder(definition)
  const summary = submitCount > 0 ? order.flatMap((name) => (shown(name) ? [{ fieldId: fieldId(name), message: errorText(name)! }] : [])) : []

  const touch = (...names: string[]) => setTouched((set) => (names.every((name) => set.has(name)) ? set : new Set([...set, ...names])))
  const clearServerError = (name: string) => serverErrors[name] && setServerErrors(({ [name]: _cleared, ...rest }) => rest)
  /** 500 ms after `trigger` changes, its dependent fields show their errors (cross-field rule). */
  const triggerLater = (trigger: string, dependents: string[]) => {
    clearTimeout(crossTimers.current.get(trigger))
    crossTimers.current.set(
      trigger,
      setTimeout(() => touch(...dependents), CROSS_FIELD_DELAY_MS),
    )
  }
  const setDefined = (name: string, text: string) => {
    setValues((current) => ({ ...current, fields: { ...current.fields, [name]: text } }))
    clearServerError(name)
  }
  const setFixed = (name: FixedKey, value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearServerError(name)
  }

  function chooseAddress(suggestion: AddressSuggestion) {
    const typed = classifyQuoteZip(values.site_address_zip)
    const keepZip = typed !== null && typed.country === suggestion.country && (values.site_address_zip.toUpperCase().startsWith(suggestion.zip.toUpperCase()) || suggestion.zip.startsWith(typed.lookupKey))
    setValues((current) => ({
      ...current,
      Address: suggestion.street,
      site_address_city: suggestion.city,
      site_address_state: suggestion.state,
      site_address_country: suggestion.country.toUpperCase(),
      site_address_zip: keepZip ? current.site_address_zip : suggestion.zip,
    }))
    setChosenAddress(suggestion.street)
    setServerErrors(({ Address: _a, site_address_city: _c, site_address_state: _s, site_address_zip: _z, ...rest }) => rest)
    touch('Address')
    pushEvent('quote_form', { form: 'rental-quote', step: 'address_chosen', block_id: blockId })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting) return
    start()
    setSubmitCount((count) => count + 1)
    const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(values.site_address_zip)])
    const errors = loaded.rentalQuoteValidator(definition)(body(captchaToken))
    const addressUnchosen = values.Address.trim() !== '' && values.Address !== chosenAddress
    const blocking = Object.keys(errors).filter((name) => name !== 'captchaToken')
    if (blocking.length > 0 || addressUnchosen || zipCheck.state === 'invalid') {
      pushEvent('quote_form', { form: 'rental-quote', step: 'validation_error', block_id: blockId, fields: [...blocking, ...(addressUnchosen ? ['Address'] : [])].join(',') })
      return
    }
    if (!captchaRef.current?.isReady()) {
      toast.error(t(captchaMessageId('notLoaded', captcha.provider)))
      return
    }
    if (errors.captchaToken) return

    setSubmitting(true)
    pushEvent('quote_form', { form: 'rental-quote', step: 'submit', block_id: blockId })
    try {
      if (!(await checkCaptchaToken(captchaToken))) {
        toast.error(t(captchaMessageId('verificationFailed', captcha.provider)))
        captchaRef.current?.reset()
        setCaptchaToken('')
        setSubmitting(false)
        return
      }
      const response = await fetch(REQUEST_QUOTE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body(captchaToken)),
      })
      const answer = (await response.json().catch(() => ({}))) as { message?: string; error?: string; fieldErrors?: Record<string, string[]> }
      if (response.ok) {
        pushEvent('quote_form', { form: 'rental-quote', step: 'success', block_id: blockId, industry: values.Industries, options: values.optionCards.join(',') })
        window.location.assign(thankYouHref)
        return
      }
      pushEvent('quote_form', { form: 'rental-quote', step: 'error', block_id: blockId, status: response.status })
      if (response.status === 400 && answer.fieldErrors) {
        const fromServer: Errors = {}
        for (const name of order) if (answer.fieldErrors[name]?.[0]) fromServer[name] = answer.fieldErrors[name]![0]
        setServerErrors(fromServer)
        toast.error(t('rentalQuote.errors.submitFailed'))
      } else {
        // The server message if present, else 'Error submitting request' (spec 3 §7).
        toast.error(answer.error || answer.message || t('rentalQuote.errors.submitFailed'))
        captchaRef.current?.reset()
        setCaptchaToken('')
      }
    } catch (error) {
      // A network failure: logged, the button is enabled again (spec 3 §4), and the rental failure message.
      console.error('Submitting the rental quote request failed', error)
      toast.error(t('rentalQuote.errors.failure', { phone }))
      captchaRef.current?.reset()
      setCaptchaToken('')
    }
    setSubmitting(false)
  }

  const select = (name: FixedKey, label: string, options: { value: string; label: string }[], onChange: (value: string) => void, extra: { autoComplete?: string } = {}) => (
    <Field label={label} id={fieldId(name)} required error={errorText(name)}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={values[name] as string}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => touch(name)}
          className={controlClassName(Boolean(shown(name)))}
          {...extra}
        >
          <option value="">{t('rentalQuote.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )

  const fixedText = (name: FixedKey, label: string, options: { description?: string; transform?: (text: string) => string; input: Record<string, unknown> }) => (
    <Field label={label} id={fieldId(name)} required description={options.description} error={errorText(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={values[name] as string}
          onChange={(event) => setFixed(name, (options.transform ?? ((text) => text))(event.target.value))}
          onBlur={() => touch(name)}
          className={controlClassName(Boolean(shown(name)))}
          {...options.input}
        />
      )}
    </Field>
  )

  const place = zip.check.state === 'valid' ? [zip.check.city, zip.check.region].filter(Boolean).join(', ') : ''
  const gateOpen = !captchaGate || captchaToken !== ''
  const cards = definition.optionCards

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={start} onChangeCapture={start} className="flex flex-col gap-6" aria-describedby={`${idPrefix}-required-note`}>
      <ErrorSummary errors={summary} focusKey={submitCount} />
      <p id={`${idPrefix}-required-note`} className="text-sm text-slate-600">
        {t('rentalQuote.requiredNote')}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {definition.fields.map((field, index) => (
          <DefinedField
            key={field.name || `label-${index}`}
            field={field}
            id={field.name ? fieldId(field.name) : `${idPrefix}-label-${index}`}
            value={field.name ? (values.fields[field.name] ?? '') : ''}
            error={field.name ? errorText(field.name) : undefined}
            chooseLabel={t('rentalQuote.choose')}
            onChange={(text) => setDefined(field.name, text)}
            onBlur={() => {
              touch(field.name)
              if (field.itemType === 'fieldPhone')
                void loadRules().then(({ normalizePhone }) =>
                  setValues((current) => {
                    const typed = current.fields[field.name] ?? ''
                    const normalized = normalizePhone(typed)
                    return normalized && normalized !== typed ? { ...current, fields: { ...current.fields, [field.name]: normalized } } : current
                  }),
                )
            }}
          />
        ))}
      </div>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{texts.siteAddress}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {select(
            'site_address_country',
            t('rentalQuote.fields.country'),
            [
              { value: 'US', label: t('rentalQuote.countries.us') },
              { value: 'CA', label: t('rentalQuote.countries.ca') },
            ],
            (value) => {
              setFixed('site_address_country', value)
              const next = countryCode(value)
              if (next && values.site_address_state && !regionOptions(next, locale).some((region) => region.value === values.site_address_state)) setFixed('site_address_state', '')
              triggerLater('site_address_country', values.site_address_zip ? ['site_address_zip'] : [])
            },
            { autoComplete: 'country' },
          )}
          {select('site_address_state', t('rentalQuote.fields.state'), country ? regionOptions(country, locale) : [], (value) => setFixed('site_address_state', value), { autoComplete: 'address-level1' })}
          <div className="flex flex-col gap-1.5">
            {fixedText('site_address_zip', t('rentalQuote.fields.zip'), {
              description: t('rentalQuote.fields.zipHint'),
              transform: (text) => (/^\s*[a-z]/i.test(text) ? autoSpaceCanadian(text) : text.slice(0, 10)),
              input: { autoComplete: 'postal-code', maxLength: 10, spellCheck: false },
            })}
            <p aria-live="polite" className="-mb-2 min-h-5 text-sm text-slate-700">
              {zip.check.state === 'checking' ? <span aria-hidden="true">{t('rentalQuote.zipChecking')}</span> : null}
              {place && !shown('site_address_zip') ? t('rentalQuote.zipFound', { place }) : null}
            </p>
          </div>
          {fixedText('site_address_city', t('rentalQuote.fields.city'), { input: { autoComplete: 'address-level2', maxLength: 50 } })}
          <div className="sm:col-span-2">
            <AddressField
              id={fieldId('Address')}
              label={t('rentalQuote.fields.address')}
              description={t('rentalQuote.fields.addressHint')}
              value={values.Address}
              error={errorText('Address')}
              context={{ city: values.site_address_city, state: values.site_address_state, zip: values.site_address_zip, country }}
              locale={locale}
              onType={(text) => setFixed('Address', text)}
              onChoose={chooseAddress}
              onBlur={() => touch('Address')}
            />
          </div>
        </div>
      </fieldset>

      {definition.industries.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {select(
            'Industries',
            texts.industries,
            [...definition.industries, { value: OTHER_INDUSTRY, label: t('rentalQuote.otherIndustryOption') }],
            (value) => {
              setFixed('Industries', value)
              triggerLater('Industries', value === OTHER_INDUSTRY ? ['otherIndustry'] : [])
            },
          )}
          {values.Industries === OTHER_INDUSTRY
            ? fixedText('otherIndustry', t('rentalQuote.fields.otherIndustry'), { input: { maxLength: 60, autoComplete: 'off' } })
            : null}
        </div>
      ) : null}

      {cards.cards.length > 0 ? (
        <fieldset id={fieldId('optionCards')} aria-describedby={shown('optionCards') ? `${fieldId('optionCards')}-error` : undefined} className="flex flex-col gap-3">
          <legend className="mb-3 text-lg font-semibold text-slate-900">
            {texts.optionCards}
            <span aria-hidden="true" className="ml-0.5 text-red-700">
              *
            </span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {cards.cards.map((card) => {
              const checked = values.optionCards.includes(card.value)
              return (
                <label
                  key={card.value}
                  className={cx(
                    'flex cursor-pointer gap-3 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-700 has-[:focus-visible]:ring-offset-2',
                    checked ? 'border-blue-700 bg-blue-50' : 'border-slate-400 bg-white hover:border-slate-600',
                  )}
                >
                  <input
                    type={cards.mode}
                    name="optionCards"
                    value={card.value}
                    checked={checked}
                    aria-invalid={shown('optionCards') ? true : undefined}
                    onChange={(event) => {
                      const next =
                        cards.mode === 'radio'
                          ? [card.value]
                          : event.target.checked
                            ? [...values.optionCards, card.value]
                            : values.optionCards.filter((value) => value !== card.value)
                      setFixed('optionCards', next)
                      touch('optionCards')
                    }}
                    className="mt-1 size-5 shrink-0 accent-blue-700"
                  />
                  <span className="flex flex-col gap-1">
                    <span className="font-semibold text-slate-900">{card.title}</span>
                    {card.description ? <span className="text-sm text-slate-700">{card.description}</span> : null}
                  </span>
                </label>
              )
            })}
          </div>
          {shown('optionCards') ? <FieldError id={`${fieldId('optionCards')}-error`}>{errorText('optionCards')}</FieldError> : null}
        </fieldset>
      ) : null}

      {texts.consent ? <p className="text-sm text-slate-700">{texts.consent}</p> : null}
      <fieldset className="flex flex-col gap-1" aria-describedby={shown('captchaToken') ? `${fieldId('captchaToken')}-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {t('rentalQuote.fields.captcha')}
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
            onExpired={() => setCaptchaToken('')}
          />
        </div>
        {shown('captchaToken') ? <FieldError id={`${fieldId('captchaToken')}-error`}>{errorText('captchaToken')}</FieldError> : null}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          submitting={submitting}
          disabled={!gateOpen}
          aria-describedby={gateOpen ? undefined : `${idPrefix}-gate`}
          className={submitWidth === 'full' ? 'w-full' : 'w-full sm:w-auto sm:self-start'}
        >
          {texts.submit}
        </Button>
        {gateOpen ? null : (
          <p id={`${idPrefix}-gate`} className="text-sm text-slate-700">
            {t('rentalQuote.captchaGate')}
          </p>
        )}
      </div>
    </form>
  )
}

/** One admin-defined field: a text-like input, a text area, a dropdown, or a label without input. */
function DefinedField(props: { field: QuoteFieldDefinition; id: string; value: string; error?: string; chooseLabel: string; onChange: (text: string) => void; onBlur: () => void }) {
  const { field, id, value, error, chooseLabel, onChange, onBlur } = props
  const span = field.width === 'half' ? '' : 'sm:col-span-2'
  if (field.itemType === 'fieldLabel') {
    return (
      <p id={id} className={cx('text-base font-semibold text-slate-900', span)}>
        {field.label}
      </p>
    )
  }
  const required = field.required || ['firstName', 'lastName', 'email'].includes(field.name)
  const common = { name: field.name, value, onBlur, placeholder: field.placeholder ?? undefined, className: controlClassName(Boolean(error)) }
  const isName = field.name === 'firstName' || field.name === 'lastName'
  let control: (aria: Record<string, unknown>) => ReactNode
  switch (field.itemType) {
    case 'fieldTextArea':
      control = (aria) => <textarea {...aria} {...common} rows={4} maxLength={2000} onChange={(event) => onChange(event.target.value)} className={cx(common.className, 'resize-y')} />
      break
    case 'fieldDropdown':
      control = (aria) => (
        <select {...aria} name={field.name} value={value} onBlur={onBlur} onChange={(event) => onChange(event.target.value)} className={common.className}>
          <option value="">{field.placeholder || chooseLabel}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )
      break
    default: {
      const input =
        field.itemType === 'fieldEmail'
          ? { type: 'email', autoComplete: 'email', inputMode: 'email' as const, maxLength: 254, spellCheck: false }
          : field.itemType === 'fieldPhone'
            ? { type: 'tel', autoComplete: 'tel', inputMode: 'tel' as const, maxLength: 30 }
            : { type: 'text', maxLength: 200, autoComplete: autoCompleteOf(field.name) }
      control = (aria) => <input {...aria} {...common} {...input} onChange={(event) => onChange(isName ? stripDigits(event.target.value) : event.target.value)} />
    }
  }
  return (
    <Field label={field.label} id={id} required={required} error={error} className={span}>
      {(aria) => control(aria as unknown as Record<string, unknown>)}
    </Field>
  )
}

const autoCompleteOf = (name: string) => ({ firstName: 'given-name', lastName: 'family-name', company: 'organization' })[name] ?? 'off'
