'use client'

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { AddressSuggestField, CaptchaField, ZipField, useCaptcha, useFieldMessage, useZipCheck, type AddressSuggestion } from '@/features/form-fields'
import { pushEvent } from '@/integrations/analytics/dataLayer'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { classifyQuoteZip, countryCode } from '@/lib/postal'
import { Button } from '@/ui/Button'
import { FormErrorSummary, SelectField, TextField, once, startedInStandIn, useForm, useLazyModule, useStandInTakeover, withTypedText, type FormSnapshot } from '@/ui/form'
import { ToastProvider, useToast } from '@/ui/Toast'
import { sendRequest, UNSENT_IDEMPOTENCY_KEY } from '../../components/sendRequest'
import { rememberSentReference } from '../../components/SentReference'
import { DefinedField, IndustryFields } from './QuoteFields'
import { OptionCards } from './OptionCards'
import { loadRules } from './rentalQuoteRules'
import {
  emptyValues,
  flatValues,
  formFieldOrder,
  nestValues,
  OTHER_INDUSTRY,
  toRentalQuoteRequestBody,
  type FlatRentalQuoteValues,
  type QuoteFormDefinition,
} from '../fields'

/** The states and provinces: loaded with the rules, needed once a country is chosen. */
const loadRegions = once(() => import('../regions'))

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
  /** What was typed, focused or pressed in the server's rendering before this code arrived (DeferredForm). */
  snapshot?: FormSnapshot
}

type Values = FlatRentalQuoteValues

/**
 * The rental quote form of a quote form block (spec 1 §2.3, §4 quote submit, §5; spec 3 §3–§5),
 * composed of the form layer and the shared fields: the admin-defined fields (kept flat in the
 * form's values), the site address (an address chosen from the suggestions), the industries with
 * Other, the option cards, the consent and the captcha. It validates with the same schema as the
 * API (loaded on the first focus, with the captcha), each field once left and everything on
 * submit; checks the ZIP with the server 500 ms after typing; re-checks dependent fields 500 ms
 * after a change; submits with a disabled spinner button and goes to the thank-you page, or
 * returns to idle with the server's message in a toast.
 */
export function RentalQuoteForm(props: RentalQuoteFormProps) {
  // The toasts' region comes with the form's code, not with every content page (docs/decisions.md).
  return (
    <ToastProvider>
      <RentalQuoteFormFields {...props} />
    </ToastProvider>
  )
}

function RentalQuoteFormFields(props: RentalQuoteFormProps) {
  const { locale, pageId, blockId, definition, texts, submitWidth, captchaGate, captcha: captchaConfig, thankYouHref, phone, snapshot } = props
  const t = useTranslations()
  const toast = useToast()
  const captcha = useCaptcha(captchaConfig)
  const [chosenAddress, setChosenAddress] = useState<string | null>(null)
  const [started, setStarted] = useState(startedInStandIn(snapshot))
  // Made at the first submit (with the submit's code), kept for retries.
  const [idempotencyKey, setIdempotencyKey] = useState('')
  const startReported = useRef(false)
  const crossTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>())
  const rules = useLazyModule(loadRules, started)
  const regions = useLazyModule(loadRegions, started)
  const validator = useMemo(() => rules?.rentalQuoteValidator(definition), [rules, definition])
  const message = useFieldMessage(captcha, 'rentalQuote.errors.submitFailed')
  const idPrefix = `rq-${blockId}`
  const order = formFieldOrder(definition)

  const body = (values: Values, token: string, key = idempotencyKey || UNSENT_IDEMPOTENCY_KEY) =>
    toRentalQuoteRequestBody(nestValues(definition, values), { pageId, blockId, captchaToken: token, idempotencyKey: key, locale, page: typeof window === 'undefined' ? '' : window.location.pathname })
  /** The address must be one of the suggestions (the server checks the parts agree). */
  const addressUnchosen = (values: Values) => values.Address.trim() !== '' && values.Address !== chosenAddress
  const withAddressRule = (errors: Record<string, string>, values: Values) =>
    !errors.Address && addressUnchosen(values) ? { ...errors, Address: 'validation.addressFromSuggestions' } : errors

  const form = useForm<Values>({
    initialValues: () => withTypedText(flatValues(emptyValues(definition)), snapshot),
    idOf: (name) => `${idPrefix}-${name}`,
    afterAttempt: ['captchaToken'],
    validate: (values) => (validator ? withAddressRule(validator(body(values, captcha.token)), values) : {}),
    checks: () => (zip.check.state === 'invalid' ? { site_address_zip: 'validation.zipInvalid' } : {}),
    message,
  })
  const { values } = form
  useStandInTakeover(snapshot, () => form.attempt())
  const zip = useZipCheck(values.site_address_zip)
  const country = countryCode(values.site_address_country)

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

  /** 500 ms after `trigger` changes, its dependent fields show their errors (cross-field rule). */
  const triggerLater = (trigger: string, dependents: string[]) => {
    clearTimeout(crossTimers.current.get(trigger))
    crossTimers.current.set(
      trigger,
      setTimeout(() => form.touch(...dependents), CROSS_FIELD_DELAY_MS),
    )
  }

  function chooseAddress(suggestion: AddressSuggestion) {
    const typed = classifyQuoteZip(values.site_address_zip)
    const keepZip = typed !== null && typed.country === suggestion.country && (values.site_address_zip.toUpperCase().startsWith(suggestion.zip.toUpperCase()) || suggestion.zip.startsWith(typed.lookupKey))
    form.setValues((current) => ({
      Address: suggestion.street,
      site_address_city: suggestion.city,
      site_address_state: suggestion.state,
      site_address_country: suggestion.country.toUpperCase(),
      site_address_zip: keepZip ? current.site_address_zip : suggestion.zip,
    }))
    setChosenAddress(suggestion.street)
    form.clearServerErrors('Address', 'site_address_city', 'site_address_state', 'site_address_zip')
    form.touch('Address')
    pushEvent('quote_form', { form: 'rental-quote', step: 'address_chosen', block_id: blockId })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.submitting) return
    start()
    // The fields the validation_error event lists: the schema's, then Address when not chosen.
    let reported: string[] = []
    void sendRequest({
      form,
      captcha,
      check: async () => {
        const [loaded, zipCheck] = await Promise.all([loadRules(), zip.settle(values.site_address_zip)])
        const errors = loaded.rentalQuoteValidator(definition)(body(values, captcha.token))
        reported = [...Object.keys(errors).filter((name) => name !== 'captchaToken'), ...(addressUnchosen(values) ? ['Address'] : [])]
        return { errors: withAddressRule(errors, values), blocked: zipCheck.state === 'invalid' }
      },
      url: REQUEST_QUOTE_URL,
      body: (token, key) => body(values, token, key),
      idempotencyKey,
      onIdempotencyKey: setIdempotencyKey,
      fields: order,
      toastError: toast.error,
      failedText: t('rentalQuote.errors.submitFailed'),
      // A network failure: the rental failure message, with the phone (spec 3 §4).
      networkFailedText: t('rentalQuote.errors.failure', { phone }),
      onInvalid: () => pushEvent('quote_form', { form: 'rental-quote', step: 'validation_error', block_id: blockId, fields: reported.join(',') }),
      onSending: () => pushEvent('quote_form', { form: 'rental-quote', step: 'submit', block_id: blockId }),
      onSent: (answer) => {
        pushEvent('quote_form', { form: 'rental-quote', step: 'success', block_id: blockId, industry: values.Industries, options: values.optionCards.join(',') })
        rememberSentReference(thankYouHref, answer.reference)
        window.location.assign(thankYouHref)
      },
      onRefused: (status) => pushEvent('quote_form', { form: 'rental-quote', step: 'error', block_id: blockId, status }),
    })
  }

  const gateOpen = !captchaGate || captcha.token !== ''
  const cards = definition.optionCards
  const choose = t('rentalQuote.choose')

  return (
    <form noValidate method="post" onSubmit={onSubmit} onFocusCapture={start} onChangeCapture={start} className="@container flex flex-col gap-6" aria-describedby={`${idPrefix}-required-note`}>
      <FormErrorSummary errors={form.summary(order)} focusKey={form.summaryKey} />
      <p id={`${idPrefix}-required-note`} className="text-sm text-slate-600">
        {t('rentalQuote.requiredNote')}
      </p>
      <div className="grid gap-5 @md:grid-cols-2">
        {definition.fields.map((field, index) => (
          <DefinedField key={field.name || `label-${index}`} form={form} field={field} labelId={`${idPrefix}-label-${index}`} chooseLabel={choose} />
        ))}
      </div>

      <fieldset className="flex flex-col gap-5">
        <legend className="mb-4 text-lg font-semibold text-slate-900">{texts.siteAddress}</legend>
        <div className="grid gap-5 @md:grid-cols-2">
          <SelectField
            form={form}
            field="site_address_country"
            label={t('rentalQuote.fields.country')}
            placeholder={choose}
            options={[
              { value: 'US', label: t('rentalQuote.countries.us') },
              { value: 'CA', label: t('rentalQuote.countries.ca') },
            ]}
            required
            autoComplete="country"
            onChange={(value) => {
              const next = countryCode(value)
              const state = values.site_address_state
              if (next && state) void loadRegions().then(({ isRegionOf }) => !isRegionOf(next, state) && form.setValues({ site_address_state: '' }))
              triggerLater('site_address_country', values.site_address_zip ? ['site_address_zip'] : [])
            }}
          />
          <SelectField
            form={form}
            field="site_address_state"
            label={t('rentalQuote.fields.state')}
            placeholder={choose}
            options={country && regions ? regions.regionOptions(country, locale) : []}
            required
            autoComplete="address-level1"
          />
          <ZipField
            form={form}
            field="site_address_zip"
            label={t('rentalQuote.fields.zip')}
            required
            description={t('rentalQuote.fields.zipHint')}
            check={zip.check}
            checkingText={t('rentalQuote.zipChecking')}
            foundText={(place) => t('rentalQuote.zipFound', { place })}
          />
          <TextField form={form} field="site_address_city" label={t('rentalQuote.fields.city')} required input={{ autoComplete: 'address-level2', maxLength: 50 }} />
          <div className="@md:col-span-2">
            <AddressSuggestField
              id={form.idOf('Address')}
              label={t('rentalQuote.fields.address')}
              description={t('rentalQuote.fields.addressHint')}
              error={form.errorText('Address')}
              control={form.bind('Address')}
              request={{
                query: [values.Address.trim(), values.site_address_city, [values.site_address_state, values.site_address_zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
                country: country ?? '',
                locale,
              }}
              onChoose={chooseAddress}
              texts={{
                listLabel: t('rentalQuote.fields.address'),
                searching: t('rentalQuote.address.searching'),
                results: (count) => t('rentalQuote.address.results', { count }),
                noResults: t('rentalQuote.address.noResults'),
              }}
            />
          </div>
        </div>
      </fieldset>

      {definition.industries.length > 0 ? (
        <IndustryFields form={form} industries={definition.industries} label={texts.industries} chooseLabel={choose} onIndustry={(value) => triggerLater('Industries', value === OTHER_INDUSTRY ? ['otherIndustry'] : [])} />
      ) : null}

      {cards.cards.length > 0 ? <OptionCards form={form} cards={cards} legend={texts.optionCards} /> : null}

      {texts.consent ? <p className="text-sm text-slate-700">{texts.consent}</p> : null}
      <CaptchaField form={form} captcha={captcha} label={t('rentalQuote.fields.captcha')} locale={locale} load={started} />
      <div className="flex flex-col gap-2">
        <Button
          type="submit"
          size="lg"
          submitting={form.submitting}
          disabled={!gateOpen}
          aria-describedby={gateOpen ? undefined : `${idPrefix}-gate`}
          className={submitWidth === 'full' ? 'w-full' : 'w-full @md:w-auto @md:self-start'}
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
