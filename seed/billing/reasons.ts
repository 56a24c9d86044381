import type { Payload } from 'payload'
import { SHORT_PAY_REASONS_SLUG } from '@/collections/billing'

type ReasonSeed = { code: string; en: string; fr: string }

/** Step 2's short-pay reasons (spec 2 §4–§5), in Quebec French too; 008 asks for the payer's text. */
export const shortPayReasons: ReasonSeed[] = [
  { code: '001', en: 'Disputed charge', fr: 'Frais contestés' },
  { code: '002', en: 'Equipment not received', fr: 'Équipement non reçu' },
  { code: '003', en: 'Damaged unit', fr: 'Unité endommagée' },
  { code: '004', en: 'Billing period incorrect', fr: 'Période de facturation incorrecte' },
  { code: '005', en: 'Pricing differs from contract', fr: 'Prix différent du contrat' },
  { code: '006', en: 'Credit not applied', fr: 'Crédit non appliqué' },
  { code: '007', en: 'Partial payment – remainder to follow', fr: 'Paiement partiel – solde à suivre' },
  { code: '008', en: 'Other', fr: 'Autre' },
]

/** Idempotent: a reason is created (English, then its French label) only when its code is missing. */
export async function seedShortPayReasons(payload: Payload, log: (msg: string) => void) {
  const { docs } = await payload.find({
    collection: SHORT_PAY_REASONS_SLUG,
    where: { code: { in: shortPayReasons.map((r) => r.code) } },
    pagination: false,
    depth: 0,
    select: { code: true },
  })
  const present = new Set(docs.map((doc) => doc.code))
  const missing = shortPayReasons.filter((reason) => !present.has(reason.code))
  for (const reason of missing) {
    const sortOrder = Number(reason.code) * 10
    const created = await payload.create({ collection: SHORT_PAY_REASONS_SLUG, locale: 'en', data: { code: reason.code, label: reason.en, sortOrder, active: true }, depth: 0 })
    await payload.update({ collection: SHORT_PAY_REASONS_SLUG, id: created.id, locale: 'fr', data: { label: reason.fr }, depth: 0 })
  }
  if (missing.length > 0) log(`${missing.length} short-pay reasons seeded`)
}
