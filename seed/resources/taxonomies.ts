import type { Text } from '../catalog/data/text'

const t = (en: string, fr: string): Text => ({ en, fr })

export type TermSeed = { slug: string; name: Text }

/** The blog's and case studies' categories, in the lists' order (the first four are the quick filters). */
export const categorySeeds: TermSeed[] = [
  { slug: 'storage-tips', name: t('Storage tips', 'Conseils d’entreposage') },
  { slug: 'construction', name: t('Construction', 'Construction') },
  { slug: 'retail', name: t('Retail', 'Commerce de détail') },
  { slug: 'events-logistics', name: t('Events and logistics', 'Événements et logistique') },
  { slug: 'sustainability', name: t('Sustainability', 'Développement durable') },
]

/** The industries an article or a case study serves. */
export const industrySeeds: TermSeed[] = [
  { slug: 'construction', name: t('Construction', 'Construction') },
  { slug: 'retail', name: t('Retail', 'Commerce de détail') },
  { slug: 'education', name: t('Education', 'Éducation') },
  { slug: 'healthcare', name: t('Healthcare', 'Santé') },
  { slug: 'government', name: t('Government', 'Gouvernement') },
  { slug: 'energy', name: t('Energy', 'Énergie') },
]

/** Topics across categories. */
export const topicSeeds: TermSeed[] = [
  { slug: 'security', name: t('Security', 'Sécurité') },
  { slug: 'delivery-and-placement', name: t('Delivery and placement', 'Livraison et installation') },
  { slug: 'seasonal-storage', name: t('Seasonal storage', 'Entreposage saisonnier') },
  { slug: 'site-organization', name: t('Site organization', 'Organisation du chantier') },
  { slug: 'modular-offices', name: t('Modular offices', 'Bureaux modulaires') },
  { slug: 'winter-operations', name: t('Winter operations', 'Opérations hivernales') },
]
