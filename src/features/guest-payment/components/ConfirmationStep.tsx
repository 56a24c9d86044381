'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { formatDisplayDate } from '@/lib/calendarDate/display'
import { isIsoDate } from '@/lib/calendarDate/parts'
import { formatMoney } from '@/lib/money'
import { Button } from '@/ui/Button'
import { FactCards, type Fact } from '@/ui/FactCards'
import { PaymentMethodSummary } from '@/ui/PaymentMethodIcon'
import type { Lookup, Paid } from './types'
import { expiryText, lastFour, paidCents } from './wizardRules'

export interface ConfirmationStepProps {
  locale: 'en' | 'fr'
  lookup: Lookup
  paid: Paid
  /** The stepper, shown under the blue band. */
  stepper: ReactNode
  onAgain: () => void
}

const BRAND_NAMES: Record<string, string> = { Visa: 'Visa', MasterCard: 'Mastercard', AmericanExpress: 'American Express', Discovery: 'Discover' }

/**
 * Step 4 (spec 2 §2): the page's banner gives way to a blue band with the headline, the sub-heading
 * and — only when short-pay cases were filed — the sub-description; the total paid, the method with
 * its brand mark, masked number and expiry, the transaction reference, and each invoice paid. The
 * page prints without the site's header, footer and buttons.
 */
export function ConfirmationStep({ locale, lookup, paid, stepper, onAgain }: ConfirmationStepProps) {
  const t = useTranslations('guestPayment')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const money = (cents: number) => formatMoney(cents, paid.receipt?.currency ?? lookup.currency, locale)
  const date = (iso: string) => (isIsoDate(iso) ? formatDisplayDate(iso, locale) : iso)
  const receipt = paid.receipt
  const method = receipt?.method ?? paid.method
  const brand = method === 'echeck' ? 'echeck' : (receipt?.cardBrand ?? paid.frame.cc_type)
  const last4 = receipt?.last4 || lastFour(paid.frame.cc_number)
  const expiry = expiryText(receipt?.cardExpiry || paid.frame.cc_expire)
  const paidOn = receipt?.paidAt ? receipt.paidAt.slice(0, 10) : ''
  const total = receipt?.totalCents ?? paid.totalCents
  const shortPaid = paid.casesFiled.length > 0

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const facts: Fact[] = [
    [t('confirmation.totalPaid'), money(total), 'guest-payment-total-paid'],
    [t('confirmation.paymentNumber'), paid.paymentNumber, 'guest-payment-number'],
    [t('confirmation.transaction'), receipt?.transactionId || paid.frame.sub_id, 'guest-payment-transaction'],
    ...(paidOn && isIsoDate(paidOn) ? ([[t('confirmation.paidOn'), date(paidOn)]] as [string, ReactNode][]) : []),
  ]

  return (
    <>
      <div className="bg-brand-800 text-white print:bg-white print:text-slate-900">
        <div className="mx-auto max-w-6xl px-4 py-10 lg:px-8">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none md:text-4xl">
            {t('confirmation.heading')}
          </h1>
          <p className="mt-2 text-lg">{t('confirmation.subheading', { total: money(total), email: lookup.payer.email })}</p>
          {shortPaid ? <p className="mt-2 max-w-3xl text-white/90 print:text-slate-800">{t('confirmation.subdescription')}</p> : null}
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 lg:px-8">
        <div className="print:hidden">{stepper}</div>
        <FactCards facts={facts} className="sm:grid-cols-2 lg:grid-cols-4" />
        <section aria-labelledby="gp-method" className="flex flex-col gap-3">
          <h2 id="gp-method" className="text-xl font-semibold text-slate-900">
            {t('confirmation.method')}
          </h2>
          <PaymentMethodSummary
            brand={brand}
            label={method === 'echeck' ? t('confirmation.echeck', { last4 }) : t('confirmation.card', { brand: BRAND_NAMES[brand] ?? brand, last4 })}
            maskedLabel={method === 'echeck' ? t('confirmation.maskedAccount') : t('confirmation.maskedCard')}
            masked={`•••• ${last4}`}
            expiry={expiry && method !== 'echeck' ? t('confirmation.expires', { expiry }) : null}
          />
        </section>
        <section aria-labelledby="gp-invoices" className="flex flex-col gap-4">
          <h2 id="gp-invoices" className="text-xl font-semibold text-slate-900">
            {t('confirmation.invoicesHeading')}
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {paid.invoices.map((invoice) => {
              const cents = paidCents(invoice, paid.entries[invoice.docNo])
              const remaining = invoice.balanceCents - cents
              const rows: [string, ReactNode][] = [
                [t('confirmation.accountName'), invoice.accountName],
                [t('confirmation.billingAddress'), invoice.billToAddress],
                [t('confirmation.siteAddress'), invoice.siteAddress],
                [t('confirmation.contractNumber'), invoice.contractNumber || invoice.allocationNumber],
                [t('confirmation.invoiceNumber'), invoice.docNo],
                [t('confirmation.invoiceDate'), date(invoice.docDate)],
                [t('confirmation.balance'), money(invoice.balanceCents)],
                [t('confirmation.amountPaid'), money(cents)],
                ...(remaining > 0 ? ([[t('confirmation.remaining'), money(remaining)]] as [string, ReactNode][]) : []),
              ]
              return (
                <li key={invoice.docNo} className="break-inside-avoid rounded-lg border border-slate-200 p-4" data-testid={`guest-payment-paid-${invoice.docNo}`}>
                  <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
                    {t('confirmation.invoiceHeading', { invoice: invoice.docNo })}
                    {remaining > 0 ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">{t('confirmation.shortPaid')}</span> : null}
                  </h3>
                  <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    {rows.map(([term, value]) => (
                      <div key={term} className="contents">
                        <dt className="text-slate-700">{term}</dt>
                        <dd className="mb-1 text-slate-900 tabular-nums sm:mb-0">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              )
            })}
          </ul>
        </section>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row print:hidden">
          <Button size="lg" onClick={() => window.print()}>
            {t('confirmation.print')}
          </Button>
          <Button variant="secondary" size="lg" onClick={onAgain}>
            {t('confirmation.again')}
          </Button>
        </div>
      </div>
    </>
  )
}
