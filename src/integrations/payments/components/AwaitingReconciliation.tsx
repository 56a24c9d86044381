// The admin dashboard's count of approvals awaiting reconciliation (issue 42): approved payments
// that no order or invoice payment has claimed and nobody voided, with how many are already due
// for the reconciliation job, and a link to the list filtered on them. A server component:
// Payload renders it before the dashboard with its own props (payload, i18n, user).
import type { Payload } from 'payload'
import { getEnv } from '@/lib/env'
import { PAYMENT_TRANSACTIONS_SLUG } from '../collections/PaymentTransactions'

type Props = { payload: Payload; i18n: { language?: string }; user?: unknown }

const TEXT = {
  en: {
    heading: 'Approvals awaiting reconciliation',
    none: 'None: every approved payment has its order or invoice payment, or was voided.',
    count: (all: number) => `${all} approved ${all === 1 ? 'payment has' : 'payments have'} no order or invoice payment yet.`,
    due: (due: number, minutes: number) => `${due} ${due === 1 ? 'is' : 'are'} older than ${minutes} minutes and will be settled by the next reconciliation run (every five minutes).`,
    link: 'Review them',
  },
  fr: {
    heading: 'Approbations en attente de rapprochement',
    none: 'Aucune\u00a0: chaque paiement approuvé a sa commande ou son paiement de factures, ou a été annulé.',
    count: (all: number) => `${all} ${all === 1 ? 'paiement approuvé n’a' : 'paiements approuvés n’ont'} encore ni commande ni paiement de factures.`,
    due: (due: number, minutes: number) => `${due} ${due === 1 ? 'date' : 'datent'} de plus de ${minutes} minutes et ${due === 1 ? 'sera réglé' : 'seront réglés'} au prochain rapprochement (toutes les cinq minutes).`,
    link: 'Les consulter',
  },
}

/** Approvals no order or invoice payment claimed and nobody voided: all of them, and those older than `minutes`. */
async function countAwaiting(payload: Payload, minutes: number): Promise<{ all: number; due: number }> {
  const unclaimed = { state: { equals: 'unclaimed' } }
  const cutoff = new Date(Date.now() - minutes * 60_000).toISOString()
  const [all, due] = await Promise.all([
    payload.count({ collection: PAYMENT_TRANSACTIONS_SLUG as never, where: unclaimed, overrideAccess: true }),
    payload.count({ collection: PAYMENT_TRANSACTIONS_SLUG as never, where: { and: [unclaimed, { createdAt: { less_than: cutoff } }] }, overrideAccess: true }),
  ])
  return { all: all.totalDocs, due: due.totalDocs }
}

export async function AwaitingReconciliation({ payload, i18n, user }: Props) {
  if (!user) return null
  const text = i18n.language?.toLowerCase().startsWith('fr') ? TEXT.fr : TEXT.en
  const minutes = getEnv().PAYMENT_RECONCILE_AFTER_MINUTES
  const { all, due } = await countAwaiting(payload, minutes)
  const href = `${payload.config.routes.admin}/collections/${PAYMENT_TRANSACTIONS_SLUG}?where[state][equals]=unclaimed`
  return (
    <section aria-labelledby="awaiting-reconciliation" style={{ marginBottom: 'var(--base)' }}>
      <h2 id="awaiting-reconciliation" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {text.heading}
      </h2>
      {all === 0 ? (
        <p>{text.none}</p>
      ) : (
        <p>
          {text.count(all)} {due > 0 ? `${text.due(due, minutes)} ` : ''}
          <a href={href}>{text.link}</a>
        </p>
      )}
    </section>
  )
}
