'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { formatDisplayDate } from '@/lib/calendarDate/display'
import { isIsoDate } from '@/lib/calendarDate/parts'
import { isAmountInput } from '@/lib/amountInput'
import { formatMoney } from '@/lib/money'
import { Button } from '@/ui/Button'
import { controlClassName, FieldError } from '@/ui/Field'
import { cx } from '@/ui/cx'
import { useMediaQuery } from '@/ui/useMediaQuery'
import { OTHER_REASON_CODE, OTHER_REASON_MAX_LENGTH, canContinue, entryErrors, paymentTotal, reasonEnabled, settleAmount, type AmountEntry, type EntryField } from '../rules'
import { amountAffix } from './amountAffix'
import type { Lookup } from './types'
import { entryRows, type Entries, type PayableInvoice } from './wizardRules'

/** Spec 2 §2: a table on large screens, cards on small ones. */
const WIDE = '(min-width: 768px)'

export interface AmountsStepProps {
  locale: 'en' | 'fr'
  lookup: Lookup
  entries: Entries
  onEntries: (update: (current: Entries) => Entries) => void
  /** The registration opt-in, shown to guests without a portal account (user-check GUEST). */
  optIn: boolean | null
  onOptIn: (value: boolean) => void
  heading: string
  onBack: () => void
  onNext: () => void
}

const ids = (docNo: string) => ({ amountText: `gp-amount-${docNo}`, reasonCode: `gp-reason-${docNo}`, otherText: `gp-other-${docNo}` })

/**
 * Step 2 (spec 2 §2, §4, §5): the invoices with their balances and the payer's amount on each,
 * a reason below the balance (free text for 'other', 008), the total, the missing-invoices notice.
 * Amounts take digits and 2 decimals as typed, are formatted and capped at the balance on leave.
 * Next is enabled when every entry is valid and the total is above zero; Back starts over.
 */
export function AmountsStep({ locale, lookup, entries, onEntries, optIn, onOptIn, heading, onBack, onNext }: AmountsStepProps) {
  const t = useTranslations('guestPayment')
  const root = useTranslations()
  const wide = useMediaQuery(WIDE, true)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
  const rows = entryRows(lookup.invoices, entries)
  const total = paymentTotal(rows)
  const ready = canContinue(rows)
  const money = (cents: number) => formatMoney(cents, lookup.currency, locale)
  const { symbol, padding } = amountAffix(locale, lookup.currency)
  const date = (iso: string) => (isIsoDate(iso) ? formatDisplayDate(iso, locale) : iso)

  // The step's heading takes focus when the step shows.
  useEffect(() => headingRef.current?.focus(), [])

  const touch = (docNo: string, field: EntryField) => setTouched((set) => (set.has(`${docNo}:${field}`) ? set : new Set([...set, `${docNo}:${field}`])))
  const change = (docNo: string, patch: Partial<AmountEntry> | ((entry: AmountEntry) => AmountEntry)) =>
    onEntries((current) => {
      const entry = current[docNo]!
      return { ...current, [docNo]: typeof patch === 'function' ? patch(entry) : { ...entry, ...patch } }
    })

  /** A field's visible error: the amount once left, the reason once the amount or the reason was left, the text once left. */
  const errorOf = (invoice: PayableInvoice, field: EntryField): string | undefined => {
    const entry = entries[invoice.docNo]!
    const key = entryErrors(entry, invoice.balanceCents)[field]
    if (!key) return undefined
    const shown = field === 'reasonCode' ? touched.has(`${invoice.docNo}:amountText`) || touched.has(`${invoice.docNo}:reasonCode`) : touched.has(`${invoice.docNo}:${field}`)
    return shown ? root(`validation.${key}`) : undefined
  }

  /** One invoice's three controls (amount, reason, other text); labels visible on cards, for screen readers in the table. */
  const controls = (invoice: PayableInvoice, part: EntryField, visibleLabels: boolean): ReactNode => {
    const entry = entries[invoice.docNo]!
    const id = ids(invoice.docNo)
    const error = errorOf(invoice, part)
    const errorId = `${id[part]}-error`
    // Every control is named with its invoice; a card shows the short label (the name starts with it).
    const label = (text: string, short: string) =>
      visibleLabels ? (
        <label htmlFor={id[part]} className="text-sm font-semibold text-slate-900">
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{text}</span>
        </label>
      ) : (
        <label htmlFor={id[part]} className="sr-only">
          {text}
        </label>
      )
    if (part === 'amountText')
      return (
        <div className="flex flex-col gap-1">
          {label(t('amounts.amountFor', { invoice: invoice.docNo }), t('amounts.columns.amount'))}
          <div className="relative">
            <span aria-hidden="true" className={cx('pointer-events-none absolute inset-y-0 flex items-center text-slate-700', locale === 'fr' ? 'right-3' : 'left-3')}>
              {symbol}
            </span>
            <input
              id={id.amountText}
              name={`Payment_amount_${invoice.docNo}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={entry.amountText}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                const text = event.target.value
                if (isAmountInput(text)) change(invoice.docNo, { amountText: text })
              }}
              onBlur={() => {
                change(invoice.docNo, (current) => settleAmount(current, invoice.balanceCents))
                touch(invoice.docNo, 'amountText')
              }}
              className={controlClassName(Boolean(error), cx('text-right tabular-nums', padding, wide && 'min-w-32'))}
            />
          </div>
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      )
    if (part === 'reasonCode') {
      const enabled = reasonEnabled(entry, invoice.balanceCents)
      return (
        <div className="flex flex-col gap-1">
          {label(t('amounts.reasonFor', { invoice: invoice.docNo }), t('amounts.columns.reason'))}
          <select
            id={id.reasonCode}
            name={`Selected_option_${invoice.docNo}`}
            value={enabled ? entry.reasonCode : ''}
            disabled={!enabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : enabled ? undefined : `${id.reasonCode}-hint`}
            onChange={(event) => change(invoice.docNo, { reasonCode: event.target.value, otherText: event.target.value === OTHER_REASON_CODE ? entry.otherText : '' })}
            onBlur={() => touch(invoice.docNo, 'reasonCode')}
            className={controlClassName(Boolean(error), wide ? 'min-w-44' : undefined)}
          >
            <option value="">{t('amounts.reasonPlaceholder')}</option>
            {lookup.reasons.map((reason) => (
              <option key={reason.code} value={reason.code}>
                {reason.label}
              </option>
            ))}
          </select>
          {enabled ? null : (
            <p id={`${id.reasonCode}-hint`} className="sr-only">
              {t('amounts.reasonNotNeeded')}
            </p>
          )}
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      )
    }
    if (entry.reasonCode !== OTHER_REASON_CODE || !reasonEnabled(entry, invoice.balanceCents)) return null
    return (
      <div className="flex flex-col gap-1">
        {label(t('amounts.otherFor', { invoice: invoice.docNo }), t('amounts.other'))}
        <input
          id={id.otherText}
          name={`enteredReason_${invoice.docNo}`}
          type="text"
          value={entry.otherText}
          maxLength={OTHER_REASON_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => change(invoice.docNo, { otherText: event.target.value })}
          onBlur={() => touch(invoice.docNo, 'otherText')}
          className={controlClassName(Boolean(error))}
        />
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    )
  }

  const columns = t.raw('amounts.columns') as Record<string, string>

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
          {heading}
        </h2>
        <p className="mt-2 text-slate-700">{t('amounts.intro')}</p>
      </div>
      {lookup.missing.length > 0 ? (
        <div className="flex items-start gap-3 rounded-md border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950" data-testid="guest-payment-missing">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0">
            <path
              fillRule="evenodd"
              clipRule="evenodd"
              d="M8.485 2.495c.673-1.167 2.357-1.167 3.03 0l6.28 10.875c.673 1.167-.17 2.625-1.516 2.625H3.72c-1.347 0-2.189-1.458-1.515-2.625L8.485 2.495ZM10 5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 5Zm0 9a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          <p>{t('amounts.missing', { invoices: lookup.missing.join(', ') })}</p>
        </div>
      ) : null}
      {wide ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('amounts.caption', { account: lookup.accountNumber })}</caption>
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                {(['site', 'contract', 'invoiceDate', 'dueDate', 'invoiceNumber', 'balance', 'amount', 'reason'] as const).map((column) => (
                  <th key={column} scope="col" className={cx('px-3 py-2 align-bottom font-semibold', (column === 'balance' || column === 'amount') && 'text-right')}>
                    {columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lookup.invoices.map((invoice) => (
                <tr key={invoice.docNo} className="align-top">
                  <td className="px-3 py-3 text-slate-900">{invoice.siteName}</td>
                  <td className="px-3 py-3 tabular-nums text-slate-900">{invoice.allocationNumber || invoice.contractNumber}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-900">{date(invoice.docDate)}</td>
                  <td className="px-3 py-3 whitespace-nowrap text-slate-900">{date(invoice.dueDate)}</td>
                  <th scope="row" className="px-3 py-3 font-semibold tabular-nums text-slate-900">
                    {invoice.docNo}
                  </th>
                  <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums text-slate-900">{money(invoice.balanceCents)}</td>
                  <td className="px-3 py-2">{controls(invoice, 'amountText', false)}</td>
                  <td className="px-3 py-2">
                    <div className="flex flex-col gap-2">
                      {controls(invoice, 'reasonCode', false)}
                      {controls(invoice, 'otherText', false)}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('amounts.caption', { account: lookup.accountNumber })}>
          {lookup.invoices.map((invoice) => (
            <li key={invoice.docNo} className="rounded-lg border border-slate-200 p-4 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{t('confirmation.invoiceHeading', { invoice: invoice.docNo })}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {(
                  [
                    ['site', invoice.siteName],
                    ['contract', invoice.allocationNumber || invoice.contractNumber],
                    ['invoiceDate', date(invoice.docDate)],
                    ['dueDate', date(invoice.dueDate)],
                    ['balance', money(invoice.balanceCents)],
                  ] as const
                ).map(([column, value]) => (
                  <div key={column} className="contents">
                    <dt className="text-slate-700">{columns[column]}</dt>
                    <dd className={cx('text-slate-900', column === 'balance' && 'font-semibold tabular-nums')}>{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4 flex flex-col gap-3">
                {controls(invoice, 'amountText', true)}
                {controls(invoice, 'reasonCode', true)}
                {controls(invoice, 'otherText', true)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-baseline justify-end gap-4 text-lg font-semibold text-slate-900">
        <span>{t('amounts.total')}</span>
        <span className="tabular-nums" data-testid="guest-payment-total" aria-live="polite">
          {total === null ? '—' : money(total)}
        </span>
      </p>
      {optIn !== null ? (
        <div className="flex items-start gap-3 rounded-md bg-slate-100 p-4">
          <input id="gp-opt-in" type="checkbox" checked={optIn} onChange={(event) => onOptIn(event.target.checked)} aria-describedby="gp-opt-in-hint" className="mt-0.5 size-5 shrink-0 accent-blue-700" />
          <div>
            <label htmlFor="gp-opt-in" className="font-medium text-slate-900">
              {t('amounts.optIn')}
            </label>
            <p id="gp-opt-in-hint" className="text-sm text-slate-700">
              {t('amounts.optInHint', { email: lookup.payer.email })}
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-start sm:justify-between">
        <Button variant="secondary" size="lg" onClick={onBack}>
          {t('amounts.back')}
        </Button>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button size="lg" onClick={onNext} disabled={!ready} aria-describedby={ready ? undefined : 'gp-next-hint'}>
            {t('amounts.next')}
          </Button>
          {ready ? null : (
            <p id="gp-next-hint" className="max-w-md text-sm text-slate-700 sm:text-right">
              {t('amounts.nextHint')}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
