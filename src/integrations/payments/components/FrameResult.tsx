'use client'

import type { Ref } from 'react'
import { useTranslations } from '#i18n/hooks'

/** How a payment in the frame ended for good: approved, or a session that can no longer pay. */
export type FinalOutcome = { kind: 'approved'; transactionId: string } | { kind: 'closed'; text: 'sessionUsed' | 'expired' | 'invalid' }

/** The frame's last word, announced and focused in place of the form. */
export function FrameResult({ outcome, ref }: { outcome: FinalOutcome; ref: Ref<HTMLDivElement> }) {
  const t = useTranslations()
  return (
    <div ref={ref} tabIndex={-1} role="status" className="rounded-md border-2 border-slate-300 p-4 focus:outline-none">
      {outcome.kind === 'approved' ? (
        <>
          <h2 className="text-lg font-bold text-green-800">{t('paymentFrame.approvedHeading')}</h2>
          <p className="mt-1 text-slate-800">{t('paymentFrame.approvedBody', { transactionId: outcome.transactionId })}</p>
        </>
      ) : (
        <p className="font-semibold text-slate-900">{outcome.text === 'sessionUsed' ? t('paymentFrame.sessionUsed') : t(`paymentFrame.invalidSession.${outcome.text}`)}</p>
      )}
    </div>
  )
}
