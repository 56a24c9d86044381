import 'server-only'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { pickClientMessages } from '@/lib/i18n/clientMessages'
import { formatMoney } from '@/lib/money'
import { siteUrl } from '@/lib/siteUrl'
import { buildSignedRequest } from '../cybersource'
import { getCyberSourceSettings, readPaymentSession } from '../index'
import { CYBERSOURCE_RECEIPT_PATH } from '../server/cybersourceReceipt'
import type { PaymentSession } from '../session'
import { PaymentFrameForm } from './PaymentFrameForm'

/**
 * The hosted frame (/gateway/frame?iframeEcommKey=…): the amount and the form of the session's
 * method, in the session's language. A session that does not verify answers 404 with
 * FrameError (the segment's not-found page). With CyberSource configured, the frame instead
 * holds the signed request and a button that continues to CyberSource's own page.
 */
export async function FramePage({ sessionKey }: { sessionKey: string | undefined }) {
  const check = readPaymentSession(sessionKey)
  if (!check.ok) notFound()
  const { session } = check
  const t = await getTranslations({ locale: session.loc, namespace: 'paymentFrame' })
  const amount = formatMoney(session.amt, session.cur, session.loc)
  return (
    <main className="mx-auto flex max-w-lg flex-col gap-4 p-4">
      <h1 className="text-xl font-bold text-slate-900">{session.mth === 'card' ? t('cardHeading') : t('echeckHeading')}</h1>
      <p className="flex items-baseline justify-between rounded-md bg-slate-100 px-3 py-2 text-slate-900">
        <span>{t('amountLabel', { currency: session.cur })}</span>
        <strong className="text-lg" data-testid="frame-amount">
          {amount}
        </strong>
      </p>
      <FrameBody session={session} sessionKey={sessionKey!} amount={amount} continueLabel={t('continueToGateway')} />
    </main>
  )
}

async function FrameBody({ session, sessionKey, amount, continueLabel }: { session: PaymentSession; sessionKey: string; amount: string; continueLabel: string }) {
  const cyberSource = getCyberSourceSettings()
  if (cyberSource) {
    const fields = buildSignedRequest(session, cyberSource, { receiptUrl: `${await siteUrl()}${CYBERSOURCE_RECEIPT_PATH}` })
    return (
      <form method="post" action={cyberSource.payUrl}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="min-h-12 w-full rounded-md bg-blue-700 px-6 py-3 text-lg font-semibold text-white hover:bg-blue-800">
          {continueLabel}
        </button>
      </form>
    )
  }
  const messages = await getMessages({ locale: session.loc })
  return (
    <NextIntlClientProvider locale={session.loc} messages={pickClientMessages(messages, ['ui', 'paymentFrame'])}>
      <PaymentFrameForm sessionKey={sessionKey} method={session.mth} amount={amount} parentOrigin={session.po} />
    </NextIntlClientProvider>
  )
}
