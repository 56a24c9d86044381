'use client'

import { useTranslations } from '#i18n/hooks'
import { useCallback, useEffect, useRef, useState } from 'react'
import { readFrameHeight } from '@/integrations/payments/frameHeight'
import { fetchWithToken } from '@/lib/apiToken'
import { Spinner } from '@/ui/Spinner'
import { useEarlyInput } from '@/ui/earlyInput'
import { useToast } from '@/ui/Toast'
import { sendCapture } from '../captureRetry'
import { buildGatewayPayload, readFrameMessage } from '../gatewayPayload'
import type { EcommIframeBody, PaymentType } from '../schema'

/** Spec 2 §9: the page reloads 2 seconds after a failed capture. */
export const RELOAD_DELAY_MS = 2000

export type PaymentFrameProps = {
  locale: 'en' | 'fr'
  /** The iframe session request of the cart (amount informative: the server recomputes it). */
  session: Omit<EcommIframeBody, 'paymentType'>
  /** The cart's payment key, sent back in `x-payment-key`. */
  paymentKey: string
  orderCapturePath: string
}

type Overlay = 'none' | 'loading' | 'processing'

/** Both payment calls carry the cart's payment key and the API token (a token that cannot be had throws, like a network failure). */
const postJson = (url: string, body: unknown, paymentKey: string) =>
  fetchWithToken(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-payment-key': paymentKey }, body: JSON.stringify(body) })

/**
 * The payment step's interactive part: method choice (card or e-check for USD; CAD goes straight
 * to the card), the hosted frame, and its window message. Only messages from the frame's own
 * origin and window count; on success the card-gateway payload is posted and the visitor goes to
 * the order capture page; otherwise the spec's toast and a reload.
 */
export function PaymentFrame({ locale, session, paymentKey, orderCapturePath }: PaymentFrameProps) {
  const t = useTranslations('checkoutPayment')
  const toast = useToast()
  const cardOnly = session.currency === 'CAD'
  const [method, setMethod] = useState<PaymentType | null>(cardOnly ? 'card' : null)
  const [frame, setFrame] = useState<{ url: string; origin: string } | null>(null)
  const [overlay, setOverlay] = useState<Overlay>(cardOnly ? 'loading' : 'none')
  // The frame's content height (its own message); until then a default height.
  const [frameHeight, setFrameHeight] = useState<number | null>(null)
  const frameRef = useRef<HTMLIFrameElement>(null)
  const busy = useRef(false)

  const failAndReload = useCallback(() => {
    toast.error(t('errors.generic'))
    window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS)
  }, [toast, t])
  // Effects read the latest callback without re-running (a new toast API must not start a new session).
  const failRef = useRef(failAndReload)
  useEffect(() => {
    failRef.current = failAndReload
  }, [failAndReload])

  const choose = (value: PaymentType) => {
    setFrame(null)
    setFrameHeight(null)
    setOverlay('loading')
    setMethod(value)
  }
  // A method ticked in the server's HTML before the page's script took over (issue 46: CI's
  // checkout flow ticked "Credit card" then, the radio showed it and no frame ever came) is the
  // payer's choice: taken on mount, as if ticked then.
  const methods = useEarlyInput<HTMLFieldSetElement, PaymentType | null>(
    method,
    (fieldset) => {
      const ticked = fieldset.querySelector<HTMLInputElement>('input[name="payment-method"]:checked')?.value
      return ticked === 'card' || ticked === 'echeck' ? ticked : undefined
    },
    (ticked) => ticked && choose(ticked),
  )

  // A new frame session for each chosen method; the overlay stays until the frame has loaded.
  useEffect(() => {
    if (!method) return
    let cancelled = false
    postJson(`/api/ecomm-iframe?locale=${locale}`, { ...session, paymentType: method }, paymentKey)
      .then(async (res) => {
        if (!res.ok) throw new Error(`ecomm-iframe ${res.status}`)
        const answer = (await res.json()) as { iframeEcommKey: string; frameUrl: string }
        const url = new URL(answer.frameUrl, window.location.origin)
        if (url.searchParams.get('iframeEcommKey') !== answer.iframeEcommKey) url.searchParams.set('iframeEcommKey', answer.iframeEcommKey)
        if (!cancelled) setFrame({ url: url.toString(), origin: url.origin })
      })
      .catch(() => {
        if (!cancelled) failRef.current()
      })
    return () => {
      cancelled = true
    }
  }, [method, locale, session, paymentKey])

  const capture = useCallback(
    async (data: Parameters<typeof buildGatewayPayload>[0]) => {
      const payload = buildGatewayPayload(data, { webCartId: session.webCartId, sessionId: session.sessionId })
      const { ecommPaymentBody } = await import('../schema')
      if (!ecommPaymentBody.safeParse(payload).success) throw new Error('unusable frame message')
      // Sent again with the same transaction when the answer is lost: the server answers its order again.
      const res = await sendCapture(() => postJson(`/api/ecomm-payment?locale=${locale}`, payload, paymentKey))
      const answer = res.ok ? ((await res.json()) as { orderNumber?: string; ErrorMessage?: string }) : {}
      if (answer.orderNumber && !answer.ErrorMessage) window.location.assign(orderCapturePath)
      else failRef.current()
    },
    [session, locale, paymentKey, orderCapturePath],
  )

  useEffect(() => {
    if (!frame) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frame.origin || event.source !== frameRef.current?.contentWindow) return
      const height = readFrameHeight(event.data)
      if (height !== null) return setFrameHeight(height)
      const message = readFrameMessage(event.data)
      if (!message || busy.current) return
      if (message.status === 'failure') {
        // A decline: the frame says so, once, and takes focus to its message (issue 43: the page
        // said it a second time); its session stays open for another card, so nothing reloads.
        setOverlay('none')
        return
      }
      busy.current = true
      setOverlay('processing')
      capture(message.response_data ?? {}).catch(() => failRef.current())
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame, capture])

  return (
    <div className="mt-8">
      {cardOnly ? (
        <p className="text-slate-700">{t('method.cardOnly')}</p>
      ) : (
        <fieldset ref={methods}>
          <legend className="text-lg font-semibold text-slate-900">{t('method.legend')}</legend>
          <div className="mt-3 flex flex-col gap-3 sm:flex-row">
            {(['card', 'echeck'] as const).map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={value}
                  checked={method === value}
                  disabled={overlay === 'processing'}
                  onChange={() => choose(value)}
                  className="size-5 accent-brand-700"
                />
                <span className="font-medium text-slate-900">{t(`method.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {method ? (
        <div className={`relative mt-6 rounded-lg border border-slate-200 ${frameHeight === null ? 'min-h-[36rem]' : ''}`}>
          {frame ? (
            <iframe
              ref={frameRef}
              key={frame.url}
              src={frame.url}
              title={t('frameTitle')}
              // Sized to the frame's content (its height message), so nothing in it is cut or scrolls.
              style={frameHeight === null ? undefined : { height: `${frameHeight}px` }}
              className={`block w-full rounded-lg ${frameHeight === null ? 'h-[36rem]' : ''}`}
              onLoad={() => setOverlay((current) => (current === 'loading' ? 'none' : current))}
            />
          ) : null}
          {overlay !== 'none' ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 rounded-lg bg-white/90 text-brand-800" data-testid="payment-overlay">
              <Spinner size="lg" label={overlay === 'processing' ? t('processing') : t('loading')} />
              <p aria-hidden="true" className="font-medium text-slate-800">
                {overlay === 'processing' ? t('processing') : t('loading')}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
