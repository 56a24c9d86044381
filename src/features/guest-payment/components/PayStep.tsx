'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import { readFrameHeight } from '@/integrations/payments/frameHeight'
import { formatMoney } from '@/lib/money'
import { Button } from '@/ui/Button'
import { Spinner } from '@/ui/Spinner'
import { TOAST_DURATION_MS, useToast } from '@/ui/Toast'
import type { PostPaymentAnswer } from '../schema'
import { withRetry, type GuestCaller } from './guestCalls'
import { useFrameGrowth } from './useFrameGrowth'
import type { Lookup, Paid } from './types'
import {
  ccinsOf,
  docListOf,
  merchantRefCode,
  partialPaymentRequests,
  paidCents,
  paymentAccepted,
  postPaymentRequest,
  readGuestFrameMessage,
  type Entries,
  type GuestFrameResult,
} from './wizardRules'

type Method = 'card' | 'echeck'
type Frame = { url: string; origin: string; merchantRef: string }

export interface PayStepProps {
  locale: 'en' | 'fr'
  call: GuestCaller
  lookup: Lookup
  entries: Entries
  /** Ask for portal enrolment after the payment (a guest who kept the opt-in). */
  register: boolean
  onBack: () => void
  onPaid: (paid: Paid) => void
  /** The payment was answered but not accepted (spec 2 §4: back to step 2 with a toast). */
  onNotAccepted: (message: string) => void
}

/**
 * Step 3 (spec 2 §2, §4, §7): the method (card or e-check in USD, card only in CAD), the hosted
 * frame for the guest's total, and its window message. Only messages from the frame's origin and
 * window count. A success message → the loader → POST /api/post-payment (sent again when its answer
 * is lost: the server applies a transaction once) → short-pay cases, portal enrolment → step 4.
 * Not accepted → step 2 with a toast; a failure → a toast here and a new frame.
 */
export function PayStep({ locale, call, lookup, entries, register, onBack, onPaid, onNotAccepted }: PayStepProps) {
  const t = useTranslations('guestPayment')
  const toast = useToast()
  const cardOnly = lookup.currency === 'CAD'
  const [method, setMethod] = useState<Method | null>(cardOnly ? 'card' : null)
  const [frame, setFrame] = useState<Frame | null>(null)
  const [reloads, setReloads] = useState(0)
  const [processing, setProcessing] = useState(false)
  const growth = useFrameGrowth()
  const { grown, reset: resetGrowth, setHeight: setFrameHeight } = growth
  const [frameFailed, setFrameFailed] = useState(false)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const busy = useRef(false)
  const { lines, totalCents } = useMemo(() => docListOf(lookup.invoices, entries, lookup.reasons), [lookup, entries])
  const money = (cents: number) => formatMoney(cents, lookup.currency, locale)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  // Latest callbacks for the effects (a new toast API must not start a new frame session).
  const latest = useRef({ toast, t, onPaid, onNotAccepted })
  useEffect(() => {
    latest.current = { toast, t, onPaid, onNotAccepted }
  })

  // A frame session for the chosen method (and a new one after a failure).
  useEffect(() => {
    if (!method) return
    let cancelled = false
    const { payer } = lookup
    call<{ iframeKey?: string; frameUrl?: string; MERCHANT_REF_CODE?: string }>('paymentFrame', {
      accountNumber: lookup.accountNumber,
      firstName: payer.firstName,
      surName: payer.lastName,
      emailId: payer.email,
      phoneNumber: payer.phone,
      paymentType: method,
      DOCLIST: { item: lines },
    })
      .then((answer) => {
        if (!answer.ok || !answer.body.frameUrl || !answer.body.iframeKey) throw new Error(`payment-iframe ${answer.status}`)
        const url = new URL(answer.body.frameUrl, window.location.origin)
        if (url.searchParams.get('iframeEcommKey') !== answer.body.iframeKey) url.searchParams.set('iframeEcommKey', answer.body.iframeKey)
        if (!cancelled) setFrame({ url: url.toString(), origin: url.origin, merchantRef: merchantRefCode(answer.body) })
      })
      .catch((error) => {
        if (cancelled) return
        console.error('The payment frame could not be opened', error)
        setFrameFailed(true)
        latest.current.toast.error(latest.current.t('errors.frameFailed'))
      })
    return () => {
      cancelled = true
    }
  }, [method, reloads, call, lookup, lines])

  const newFrame = useCallback(() => {
    busy.current = false
    setFrame(null)
    resetGrowth()
    setFrameFailed(false)
    setProcessing(false)
    setReloads((count) => count + 1)
  }, [resetGrowth])

  const afterPayment = useCallback(
    async (answer: PostPaymentAnswer, message: GuestFrameResult, chosen: Method) => {
      const { toast: notify, t: text } = latest.current
      const paymentNumber = answer.PAYMENT_NUMBER
      // Spec 2 §7–§8: one case per short-paid invoice; a failure is logged and the flow goes on.
      const filed: string[] = []
      for (const request of partialPaymentRequests(lookup.invoices, entries, lookup.reasons, paymentNumber, lookup.payer)) {
        try {
          const sent = await call('partialPayment', request)
          if (sent.ok) filed.push(request.invoiceNumber)
          else console.error(`partial-payment ${request.invoiceNumber} failed`, sent.status, sent.body)
        } catch (error) {
          console.error(`partial-payment ${request.invoiceNumber} failed`, error)
        }
      }
      const paidInvoices = lookup.invoices.filter((invoice) => lines.some((line) => line.BELNR === invoice.docNo))
      if (register) {
        try {
          const sent = await call('registration', {
            email: lookup.payer.email,
            firstName: lookup.payer.firstName,
            lastName: lookup.payer.lastName,
            accountNumber: lookup.accountNumber,
            invoiceNumber: (paidInvoices[0] ?? lookup.invoices[0])!.docNo,
            phone: lookup.payer.phone,
          })
          if (sent.ok) notify.success(text('confirmation.registered'), { duration: TOAST_DURATION_MS })
          else notify.error(text('errors.registrationFailed'))
        } catch {
          notify.error(text('errors.registrationFailed'))
        }
      }
      latest.current.onPaid({
        paymentNumber,
        receipt: answer.RECEIPT,
        frame: message,
        method: chosen,
        totalCents,
        invoices: paidInvoices.length > 0 ? paidInvoices : lookup.invoices,
        entries,
        casesFiled: filed,
      })
    },
    [call, entries, lines, lookup, register, totalCents],
  )

  const pay = useCallback(
    async (message: GuestFrameResult, chosen: Method, current: Frame) => {
      const body = postPaymentRequest({ companyCode: lookup.companyCode, lines, subscriptionId: message.sub_id, ccins: ccinsOf(chosen, message.cc_type), merchantRef: current.merchantRef })
      try {
        const answer = await withRetry(() => call<PostPaymentAnswer>('postPayment', body))
        if (answer.ok && paymentAccepted(answer.body)) return await afterPayment(answer.body, message, chosen)
        const decision = answer.body?.CS_PAYMENT?.OUT?.DECISION
        if (decision) return latest.current.onNotAccepted(answer.body.CS_PAYMENT.OUT.MESSAGE ?? '')
        throw new Error(`post-payment ${answer.status}`)
      } catch (error) {
        // Spec 2 §4: an exception stays on step 3 with a toast, and the frame reloads.
        console.error('The payment could not be completed', error)
        latest.current.toast.error(latest.current.t('errors.paymentFailed'))
        newFrame()
      }
    },
    [afterPayment, call, lines, lookup.companyCode, newFrame],
  )

  useEffect(() => {
    if (!frame || !method) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frame.origin || event.source !== frameRef.current?.contentWindow) return
      const height = readFrameHeight(event.data)
      if (height !== null) return setFrameHeight(height)
      const message = readGuestFrameMessage(event.data)
      if (!message || busy.current) return
      // A decline: the frame says so, once, with focus on its message (issue 43: the page said it
      // a second time), and keeps its session for another card or account.
      if (message.status === 'failure') return
      busy.current = true
      setProcessing(true)
      void pay(message, method, frame)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, method, pay, setFrameHeight])

  const chooseMethod = (value: Method) => {
    if (value === method) return
    setFrame(null)
    resetGrowth()
    setFrameFailed(false)
    setMethod(value)
  }

  // The loader covers the frame until it has grown (its second load or its height), and while paying.
  const overlay = processing ? 'processing' : !frame || !grown ? 'loading' : 'none'
  const boxHeight = growth.boxHeight

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
          {t('payment.heading', { total: money(totalCents) })}
        </h2>
        <p className="mt-2 text-slate-700">{t('payment.intro', { total: money(totalCents), count: lookup.invoices.length, account: lookup.accountNumber })}</p>
      </div>
      <section aria-labelledby="guest-payment-summary" className="rounded-lg border border-slate-200 p-4">
        <h3 id="guest-payment-summary" className="text-base font-semibold text-slate-900">
          {t('payment.summary')}
        </h3>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
          {lookup.invoices.map((invoice) => (
            <div key={invoice.docNo} className="contents">
              <dt className="pr-6 text-slate-700">{t('confirmation.invoiceHeading', { invoice: invoice.docNo })}</dt>
              <dd className="text-right tabular-nums text-slate-900">{money(paidCents(invoice, entries[invoice.docNo]))}</dd>
            </div>
          ))}
          <div className="contents font-semibold">
            <dt className="border-t border-slate-200 pt-1 pr-6 text-slate-900">{t('amounts.total')}</dt>
            <dd className="border-t border-slate-200 pt-1 text-right tabular-nums text-slate-900" data-testid="guest-payment-pay-total">
              {money(totalCents)}
            </dd>
          </div>
        </dl>
      </section>
      {cardOnly ? (
        <p className="text-slate-700">{t('payment.cardOnly')}</p>
      ) : (
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">{t('payment.methodLegend')}</legend>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            {(['card', 'echeck'] as const).map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name="guest-payment-method" value={value} checked={method === value} disabled={processing} onChange={() => chooseMethod(value)} className="size-5 accent-brand-700" />
                <span className="font-medium text-slate-900">{t(`payment.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {frameFailed ? (
        <div className="flex flex-col items-start gap-3 rounded-md border border-red-700 bg-red-50 px-4 py-3">
          <p className="font-semibold text-red-800">{t('errors.frameFailed')}</p>
          <Button variant="secondary" onClick={newFrame}>
            {t('payment.retry')}
          </Button>
        </div>
      ) : null}
      {method && !frameFailed ? (
        <div className="relative rounded-lg border border-slate-200 transition-[height] duration-300" style={{ height: `${boxHeight}px` }} data-testid="guest-payment-frame-box" data-grown={grown ? 'true' : 'false'}>
          {frame ? (
            <iframe
              ref={frameRef}
              key={frame.url}
              src={frame.url}
              title={t('payment.frameTitle')}
              className="block h-full w-full rounded-lg"
              onLoad={growth.onLoad}
            />
          ) : null}
          {overlay !== 'none' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-lg bg-white/95 text-brand-800" data-testid="guest-payment-overlay">
              <Spinner size="lg" label={processing ? t('payment.processing') : t('payment.loading')} />
              <p aria-hidden="true" className="font-medium text-slate-800">
                {processing ? t('payment.processing') : t('payment.loading')}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="flex border-t border-slate-200 pt-5 print:hidden">
        <Button variant="secondary" size="lg" onClick={onBack} disabled={processing}>
          {t('payment.back')}
        </Button>
      </div>
    </div>
  )
}
