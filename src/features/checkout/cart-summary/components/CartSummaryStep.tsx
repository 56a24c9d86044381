'use client'

import { useRef, useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import { formatMoney } from '@/lib/money'
import { Button } from '@/ui/Button'
import { ButtonLink } from '@/ui/ButtonLink'
import { FormErrorSummary } from '@/ui/form'
import { FocusOnArrival } from '@/ui/FocusOnArrival'
import { Stepper } from '@/ui/Stepper'
import type { CartLineView } from '@/features/cart'
import { addressErrors, BILLING_FIELDS, cartAddressFormErrors, SITE_FIELDS, type CartAddressField, type CartAddressForm } from '../addressRules'
import { firstErrors, postCart, type CallResult } from '../client/cartCalls'
import { useMessage } from '../client/useMessage'
import type { CheckoutView } from '../server/checkoutView'
import type { CartSummaryOptions } from '../types'
import { AddOns } from './AddOns'
import { AddressFields } from './AddressFields'
import { LineCard, type LineDraft } from './LineCard'
import { DeleteLineDialog, TermsAcceptance } from './TermsAndDelete'
import { OrderTotals } from './OrderTotals'

type Props = { initial: CheckoutView; options: CartSummaryOptions; locale: 'en' | 'fr' }
type FieldErrors = Partial<Record<CartAddressField, string>>

const ADDRESS_FORM_ID = 'cart-address-form'
const sameAddress = (a: CartAddressForm | null, b: CartAddressForm) => a !== null && JSON.stringify(a) === JSON.stringify(b)
const siteKey = (a: CartAddressForm) => `${a.CD_Country}:${a.SC_CD_Zip_Code.trim().toUpperCase()}`

/**
 * Checkout step 2 (spec 2 §2–§5): the cart's lines (editable), the site and billing address, the
 * order totals with tax, the terms gate, the recommended add-ons, Back and Next. Every change is
 * recalculated by the server; the page shows the server's answer.
 */
export function CartSummaryStep({ initial, options, locale }: Props) {
  const t = useTranslations('cart.checkout')
  const tc = useTranslations('cart')
  const message = useMessage()
  const [view, setView] = useState(initial)
  const [busy, setBusy] = useState(0)
  const [lineErrors, setLineErrors] = useState<Record<string, Record<string, string>>>({})
  const [deleting, setDeleting] = useState<CartLineView | null>(null)
  const [address, setAddressState] = useState(initial.address)
  // The latest values, also between a change and its re-render (a picked suggestion is left at once).
  const addressRef = useRef(initial.address)
  const setAddress = (next: CartAddressForm) => {
    addressRef.current = next
    setAddressState(next)
  }
  const [savedAddress, setSavedAddress] = useState<CartAddressForm | null>(initial.addressSaved ? initial.address : null)
  const [errors, setErrors] = useState<FieldErrors>({})
  // The error summary lists the errors of the last Save (it takes focus when it appears), never
  // those of a field just left: it would pull focus away from the field being typed in.
  const [summaryErrors, setSummaryErrors] = useState<FieldErrors>({})
  const [summaryKey, setSummaryKey] = useState(0)
  const [taxedSite, setTaxedSite] = useState(siteKey(initial.address))
  const [zipBanner, setZipBanner] = useState(false)
  const [termsOpened, setTermsOpened] = useState(initial.termsAccepted)
  const [termsAccepted, setTermsAccepted] = useState(initial.termsAccepted)
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const [continuing, setContinuing] = useState(false)

  const money = (cents: number) => formatMoney(cents, view.cart.currency, locale)

  /** Runs one call; the answer replaces the view. Field errors go to `onFields`; no cart → the empty cart. */
  async function call(name: Parameters<typeof postCart>[0], body: Record<string, unknown>, onFields?: (errors: Record<string, string>) => void): Promise<CallResult> {
    setBusy((n) => n + 1)
    setFailure(null)
    const result = await postCart(name, { ...body, locale })
    setBusy((n) => n - 1)
    if (result.ok) setView(result.view)
    else if (result.kind === 'noCart') window.location.assign(options.emptyCartHref)
    else if (result.kind === 'fields') onFields?.(firstErrors(result.fieldErrors))
    else if (result.kind === 'paymentInProgress') setFailure(result.message || (message('cart.errors.paymentInProgress') ?? ''))
    else setFailure(message('cart.errors.generic') ?? '')
    return result
  }

  const lineFields = (lineId: string) => (fieldErrors: Record<string, string>) => setLineErrors((all) => ({ ...all, [lineId]: fieldErrors }))
  const lineDone = (line: CartLineView) => (result: CallResult) => {
    if (!result.ok) return
    setLineErrors((all) => ({ ...all, [line.id]: {} }))
    setStatus(t('lineUpdated', { name: line.container.name }))
  }
  const changeLine = (line: CartLineView, draft: LineDraft) =>
    void call('cart-container-quantity-change', { lineId: line.id, ...draft }, lineFields(line.id)).then(lineDone(line))
  // The resize answer carries the recalculated cart, so there is nothing to refetch afterwards.
  const resizeLine = (line: CartLineView, containerId: string) =>
    void call('cart-resize', { lineId: line.id, containerId }, lineFields(line.id)).then(lineDone(line))

  async function confirmDelete() {
    const line = deleting
    setDeleting(null)
    if (!line) return
    const result = await call('delete-cart', { lineId: line.id })
    if (result.ok && result.view.cart.lines.length === 0) window.location.assign(options.emptyCartHref)
    else if (result.ok) setStatus(t('updated'))
  }

  const validateField = (field: CartAddressField, values: CartAddressForm) => {
    const found = cartAddressFormErrors(values)[field]
    setErrors((all) => ({ ...all, [field]: found }))
    return !found
  }

  function changeAddress(changes: Partial<CartAddressForm>) {
    setAddress({ ...addressRef.current, ...changes })
    // A field the visitor corrects loses its message until it is left again.
    setErrors((all) => ({ ...all, ...Object.fromEntries(Object.keys(changes).map((k) => [k, undefined])) }))
  }

  /** Leaving the site's ZIP or country: a new valid code recalculates the tax on the server (spec 2 §4). */
  function leaveAddressField(field: CartAddressField) {
    const values = addressRef.current
    const valid = validateField(field, values)
    const siteZip = field === SITE_FIELDS.zip || field === SITE_FIELDS.country
    const zipOk = !addressErrors(values, SITE_FIELDS).some((e) => e.field === SITE_FIELDS.zip || e.field === SITE_FIELDS.country)
    if (siteZip && valid && zipOk && siteKey(values) !== taxedSite) void recalculateTax(values)
  }

  async function recalculateTax(values: CartAddressForm) {
    setTaxedSite(siteKey(values))
    const result = await call('cart-container-quantity-change', { SC_CD_Zip_Code: values.SC_CD_Zip_Code, CD_Country: values.CD_Country }, (fieldErrors) => {
      setZipBanner(true)
      setErrors((all) => ({ ...all, SC_CD_Zip_Code: fieldErrors.SC_CD_Zip_Code ?? fieldErrors.CD_Country }))
    })
    if (result.ok) {
      setZipBanner(false)
      // The state follows the postal code (it decides the tax), unless the visitor already typed one that matches.
      setAddress({ ...addressRef.current, SC_CD_State: result.view.address.SC_CD_State })
    }
  }

  /** Saves the addresses when they changed since the last save; false (with the errors shown) when they cannot be. */
  async function saveAddress(): Promise<boolean> {
    const found: FieldErrors = cartAddressFormErrors(addressRef.current)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      setSummaryErrors(found)
      setSummaryKey((k) => k + 1)
      return false
    }
    const submitted = addressRef.current
    setSummaryErrors({})
    if (sameAddress(savedAddress, submitted)) return true
    const result = await call('cart-address', submitted, (fieldErrors) => {
      setErrors(fieldErrors)
      setSummaryErrors(fieldErrors)
      setSummaryKey((k) => k + 1)
    })
    if (!result.ok) return false
    setSavedAddress(submitted)
    setTaxedSite(siteKey(submitted))
    setZipBanner(false)
    setStatus(t('addressSaved'))
    return true
  }

  /** Next (and Enter in an address field): the addresses are saved on the way, then the payment page. */
  async function continueToPayment(event: React.FormEvent) {
    event.preventDefault()
    if (!canContinue || continuing) return
    setContinuing(true)
    if (await saveAddress()) window.location.assign(options.paymentHref)
    else setContinuing(false)
  }

  async function toggleTerms(accepted: boolean) {
    setTermsAccepted(accepted)
    const result = await call('cart-terms', { accepted })
    if (!result.ok) setTermsAccepted(!accepted)
  }

  const quebec = view.cart.currency === 'CAD' && view.totals.jurisdiction?.region === 'QC'
  const termsHref = quebec ? options.termsHref.quebec : options.termsHref.default
  const canContinue = termsAccepted && busy === 0
  const summary = Object.entries(summaryErrors).flatMap(([fieldId, id]) => (id ? [{ fieldId, message: message(id, fieldId.startsWith('SC_DIF') ? address.SC_DIF_Country : address.CD_Country) }] : []))

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10 lg:px-8">
      <Stepper
        label={t('stepperLabel')}
        steps={[
          { id: 'contact', label: t('stepContact') },
          { id: 'cart', label: t('stepCart') },
        ]}
        current={1}
      />
      <h1 id="cart-summary-heading" tabIndex={-1} className="mt-6 text-3xl font-bold tracking-tight text-brand-900 focus:outline-none md:text-4xl">
        {t('heading')}
      </h1>
      <FocusOnArrival targetId="cart-summary-heading" />
      <p role="status" className="sr-only">
        {busy > 0 ? t('updating') : status}
      </p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 px-4 py-3 text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0">
          <h2 id="cart-lines" className="text-xl font-semibold text-slate-900">
            {tc('linesHeading')}
          </h2>
          <ul className="mt-4 space-y-6" aria-labelledby="cart-lines">
            {view.cart.lines.map((line) => (
              <li key={`${line.id}-${line.container.id}`}>
                <LineCard
                  line={line}
                  containers={options.containersByCategory[line.category.id] ?? []}
                  dateContext={options.dateContext}
                  billingCycleDays={options.billingCycleDays}
                  money={money}
                  busy={busy > 0}
                  serverErrors={lineErrors[line.id] ?? {}}
                  onChange={(draft) => changeLine(line, draft)}
                  onResize={(containerId) => resizeLine(line, containerId)}
                  onDelete={() => setDeleting(line)}
                />
              </li>
            ))}
          </ul>
          <form id={ADDRESS_FORM_ID} noValidate onSubmit={continueToPayment} aria-labelledby="address-heading" className="mt-10 space-y-6">
            <h2 id="address-heading" className="text-xl font-semibold text-slate-900">
              {t('addressHeading')}
            </h2>
            {summary.length > 0 ? <FormErrorSummary errors={summary} focusKey={summaryKey} /> : null}
            <AddressFields
              legend={t('siteAddress')}
              keys={SITE_FIELDS}
              values={address}
              errors={errors}
              onChange={changeAddress}
              onLeave={leaveAddressField}
              zipBanner={zipBanner ? t('zipBanner') : undefined}
              locale={locale}
            />
            <label className="flex items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                className="size-5"
                checked={address.SC_CS_Billing_Address_Same}
                onChange={(event) => changeAddress({ SC_CS_Billing_Address_Same: event.target.checked })}
              />
              {t('billingSame')}
            </label>
            {address.SC_CS_Billing_Address_Same ? null : (
              <AddressFields
                legend={t('billingAddress')}
                keys={BILLING_FIELDS}
                values={address}
                errors={errors}
                onChange={changeAddress}
                onLeave={(field) => validateField(field, addressRef.current)}
                locale={locale}
              />
            )}
          </form>
        </div>
        <div className="space-y-6">
          <OrderTotals totals={view.totals} money={money} billingCycleDays={options.billingCycleDays}>
            <TermsAcceptance href={termsHref} opened={termsOpened} accepted={termsAccepted} onOpen={() => setTermsOpened(true)} onToggle={(accepted) => void toggleTerms(accepted)} />
          </OrderTotals>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ButtonLink href={options.contactStepHref} variant="secondary">
              {t('back')}
            </ButtonLink>
            <Button type="submit" form={ADDRESS_FORM_ID} disabled={!canContinue} submitting={continuing} aria-describedby={canContinue ? undefined : 'next-hint'}>
              {t('next')}
            </Button>
          </div>
          {canContinue ? null : (
            <p id="next-hint" className="text-sm text-slate-700">
              {t('nextHint')}
            </p>
          )}
        </div>
      </div>
      <AddOns candidates={options.addOnCandidates} cartCategoryIds={view.cart.lines.map((line) => line.category.id)} />
      <DeleteLineDialog line={deleting} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />
    </div>
  )
}
