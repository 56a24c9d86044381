import 'server-only'
import { getTranslations } from 'next-intl/server'
import { readPaymentSession } from '../index'

/** The frame's page for a session key that does not verify: expired, or altered / not ours. */
export async function FrameError({ sessionKey }: { sessionKey: string | null }) {
  const check = readPaymentSession(sessionKey)
  const locale = check.ok ? check.session.loc : check.locale
  const t = await getTranslations({ locale, namespace: 'paymentFrame.invalidSession' })
  const expired = !check.ok && check.reason === 'expired'
  return (
    <main className="mx-auto flex max-w-lg flex-col gap-3 p-4">
      <h1 className="text-xl font-bold text-slate-900">{t('heading')}</h1>
      <p role="alert" className="text-slate-800">
        {expired ? t('expired') : t('invalid')}
      </p>
    </main>
  )
}

/** The frame's locale, from its session key (also for keys that do not verify: display only). */
export function frameLocale(sessionKey: string | null): 'en' | 'fr' {
  const check = readPaymentSession(sessionKey)
  return check.ok ? check.session.loc : check.locale
}

/** The session key of a frame request, from the path and query the proxy forwards (x-pathname). */
export function sessionKeyFromPath(pathWithQuery: string | null): string | null {
  if (!pathWithQuery) return null
  const query = pathWithQuery.indexOf('?')
  return query < 0 ? null : new URLSearchParams(pathWithQuery.slice(query + 1)).get('iframeEcommKey')
}
