import type { KitDescription } from '@/collections/catalog/AccessoryKits'
import type { AccessorySku } from './accessories'
import { text, type Price, type Text } from './text'

export type KitData = {
  description: KitDescription
  label: Text
  summary: Text
  contents: readonly { sku: AccessorySku; quantity: number }[]
  /** Per 28-day billing cycle, per kit, in whole dollars. */
  cycleRate: Price
}

const protect = [
  { sku: 'ACC-LOCKBOX', quantity: 1 },
  { sku: 'ACC-PADLOCK', quantity: 1 },
] as const

/** All five kits, in the fixed display order (spec 1 §3). */
export const kits: readonly KitData[] = [
  {
    description: 'None',
    label: text('None', 'Aucune'),
    summary: text('The container only, with no accessories.', 'Le conteneur seulement, sans accessoires.'),
    contents: [],
    cycleRate: { usd: 0, cad: 0 },
  },
  {
    description: 'Protect',
    label: text('Protect', 'Protection'),
    summary: text(
      'A welded lock box and a high-security padlock keep your container closed to everyone but you.',
      'Une boîte à cadenas soudée et un cadenas haute sécurité\u00a0: votre conteneur reste fermé à tous, sauf à vous.',
    ),
    contents: protect,
    cycleRate: { usd: 25, cad: 34 },
  },
  {
    description: 'Protect + Organize',
    label: text('Protect + Organize', 'Protection + Organisation'),
    summary: text(
      'Everything in Protect, plus steel shelving and a tool rack to keep the floor clear.',
      'Tout le contenu de Protection, plus des étagères en acier et un support à outils pour dégager le plancher.',
    ),
    contents: [...protect, { sku: 'ACC-SHELVING', quantity: 2 }, { sku: 'ACC-TOOLRACK', quantity: 1 }],
    cycleRate: { usd: 45, cad: 62 },
  },
  {
    description: 'Protect + Load',
    label: text('Protect + Load', 'Protection + Chargement'),
    summary: text(
      'Everything in Protect, plus a loading ramp and rubber floor mats for carts and heavy loads.',
      'Tout le contenu de Protection, plus une rampe de chargement et des tapis de caoutchouc pour les chariots et les charges lourdes.',
    ),
    contents: [...protect, { sku: 'ACC-RAMP', quantity: 1 }, { sku: 'ACC-FLOORMAT', quantity: 2 }],
    cycleRate: { usd: 49, cad: 67 },
  },
  {
    description: 'Protect Pro',
    label: text('Protect Pro', 'Protection Pro'),
    summary: text(
      'Everything in Protect, plus ventilation, moisture control, LED lighting and shelving for long-term storage.',
      "Tout le contenu de Protection, plus la ventilation, le contrôle de l’humidité, l’éclairage DEL et des étagères pour l’entreposage de longue durée.",
    ),
    contents: [
      ...protect,
      { sku: 'ACC-VENT', quantity: 2 },
      { sku: 'ACC-DESICCANT', quantity: 4 },
      { sku: 'ACC-LEDLIGHT', quantity: 1 },
      { sku: 'ACC-SHELVING', quantity: 2 },
    ],
    cycleRate: { usd: 69, cad: 95 },
  },
]
