import type { ContainerCode } from '@/collections/catalog/Containers'
import type { CategoryCode } from './categories'
import { text, type Price, type Text } from './text'

export type ContainerLength = 20 | 40

export type ContainerData = {
  productCode: ContainerCode
  category: CategoryCode
  length: ContainerLength
  name: Text
  description: Text
  specifications: readonly Text[]
  uses: readonly Text[]
  /** Whole dollars: the rate per 28-day billing cycle, and the one-time delivery and return fees. */
  rates: { cycleRate: Price; deliveryFee: Price; returnFee: Price }
  sortOrder: number
}

// Dimensions in inches: [length, width, height]; door opening [width, height].
type Box = readonly [number, number, number]
const ftIn = (feet: number, inches = 0) => feet * 12 + inches
const DOOR_OPENING = [ftIn(7, 8), ftIn(7, 6)] as const
const exterior = (length: ContainerLength): Box => [ftIn(length), ftIn(8), ftIn(8, 6)]
/** Inside of a bare steel box, and of a lined and insulated one. */
const interior = (length: ContainerLength, lined: boolean): Box =>
  lined
    ? [length === 20 ? ftIn(19) : ftIn(39, 1), ftIn(7, 4), ftIn(7, 6)]
    : [length === 20 ? ftIn(19, 4) : ftIn(39, 5), ftIn(7, 8), ftIn(7, 10)]

const feetEn = (inches: number) => `${Math.floor(inches / 12)}'${inches % 12 ? `${inches % 12}"` : ''}`
const feetFr = (inches: number) => `${Math.floor(inches / 12)} pi${inches % 12 ? ` ${inches % 12} po` : ''}`
const measures = (values: readonly number[]) => text(values.map(feetEn).join(' × '), values.map(feetFr).join(' × '))
const number = { en: new Intl.NumberFormat('en-US'), fr: new Intl.NumberFormat('fr-CA') }

/** Specification lines shared by every container: outside, inside, door, floor and volume. */
function dimensionLines(length: ContainerLength, lined: boolean): Text[] {
  const out = measures(exterior(length))
  const inside = interior(length, lined)
  const within = measures(inside)
  const door = measures(DOOR_OPENING)
  const area = Math.round((inside[0] * inside[1]) / 144)
  const volume = Math.round((inside[0] * inside[1] * inside[2]) / 1728 / 10) * 10
  return [
    text(`Exterior: ${out.en} (L × W × H)`, `Extérieur\u00a0: ${out.fr} (L × l × H)`),
    text(`Interior: ${within.en} (L × W × H)`, `Intérieur\u00a0: ${within.fr} (L × l × H)`),
    text(`Door opening: ${door.en} (W × H)`, `Ouverture de porte\u00a0: ${door.fr} (l × H)`),
    text(
      `${number.en.format(area)} sq ft of floor, ${number.en.format(volume)} cu ft of space`,
      `${number.fr.format(area)} pi² de plancher, ${number.fr.format(volume)} pi³ d’espace`,
    ),
  ]
}

const build: Record<CategoryCode, { lined: boolean; lines: Text[]; uses: Text[]; label: Text }> = {
  standard: {
    lined: false,
    label: text('Standard', 'standard'),
    lines: [
      text('Corten steel, wind- and watertight, with a marine-plywood floor', "Acier Corten étanche au vent et à l’eau, plancher en contreplaqué marin"),
      text('Double doors with four lock rods and a padlock hasp', 'Portes doubles à quatre barres de verrouillage, avec moraillon pour cadenas'),
    ],
    uses: [
      text('Job-site storage for tools and building materials', 'Entreposage de chantier pour les outils et les matériaux de construction'),
      text('Seasonal inventory overflow for retail stores', 'Surplus de stock saisonnier pour les commerces de détail'),
      text('Furniture and equipment during moves and renovations', 'Meubles et équipement pendant un déménagement ou des rénovations'),
    ],
  },
  premium: {
    lined: true,
    label: text('Premium', 'haut de gamme'),
    lines: [
      text('Insulated walls and ceiling (R-13) behind white liner panels', 'Murs et plafond isolés (R-13) derrière des panneaux de revêtement blancs'),
      text('Welded high-security lock box on the doors', 'Boîte à cadenas haute sécurité soudée sur les portes'),
    ],
    uses: [
      text('Documents, archives and records', 'Documents, archives et dossiers'),
      text('Electronics, paints and temperature-sensitive goods', 'Appareils électroniques, peintures et biens sensibles à la température'),
      text('Retail stock that must stay clean and dry', 'Marchandises qui doivent rester propres et au sec'),
    ],
  },
  'tri-cam': {
    lined: false,
    label: text('Tri-cam', 'à trois cames'),
    lines: [
      text(
        'Tri-cam doors: one lever locks each door at three points and opens it easily, even on uneven ground',
        "Portes à trois cames\u00a0: un levier verrouille chaque porte en trois points et l’ouvre facilement, même sur un sol inégal",
      ),
      text('Recessed high-security lock box', 'Boîte à cadenas haute sécurité encastrée'),
    ],
    uses: [
      text('Busy job sites where the doors open many times a day', "Chantiers achalandés où les portes s’ouvrent plusieurs fois par jour"),
      text('High-value tools and equipment', 'Outils et équipement de grande valeur'),
      text('Crews where one person opens and locks up', 'Équipes où une seule personne ouvre et verrouille'),
    ],
  },
}

/** The fourth use depends on the size. */
const sizeUse: Record<ContainerLength, Text> = {
  20: text('Small businesses and home renovations', 'Petites entreprises et rénovations résidentielles'),
  40: text('Pallets, vehicles and bulky equipment', 'Palettes, véhicules et équipement volumineux'),
}

/** Fees per size, in whole dollars; CAD is USD × 1.37 rounded to the dollar. */
const fees: Record<ContainerLength, Price> = { 20: { usd: 150, cad: 206 }, 40: { usd: 225, cad: 308 } }

function container(
  productCode: ContainerCode,
  category: CategoryCode,
  length: ContainerLength,
  cycleRate: Price,
  description: Text,
  sortOrder: number,
): ContainerData {
  const { lined, lines, uses, label } = build[category]
  return {
    productCode,
    category,
    length,
    name: text(`${length} ft ${label.en} Storage Container`, `Conteneur d’entreposage ${label.fr} de ${length} pi`),
    description,
    specifications: [...dimensionLines(length, lined), ...lines],
    uses: [...uses, sizeUse[length]],
    rates: { cycleRate, deliveryFee: fees[length], returnFee: fees[length] },
    sortOrder,
  }
}

/** All six rental containers, in the order of the configurator's size dropdowns. */
export const containers: readonly ContainerData[] = [
  container('20WS', 'standard', 20, { usd: 139, cad: 190 }, text(
    'A wind- and watertight 20 ft steel box for everyday storage: it fits in a single parking space and is set down right on the ground.',
    'Une boîte en acier de 20 pi, étanche au vent et à l’eau, pour l’entreposage courant\u00a0: elle tient dans un espace de stationnement et se dépose directement au sol.',
  ), 1),
  container('40WS', 'standard', 40, { usd: 189, cad: 259 }, text(
    'Twice the room of a 20 ft: a wind- and watertight 40 ft steel container for large inventories, equipment and whole-site storage.',
    "Deux fois l’espace d’un 20 pi\u00a0: un conteneur en acier de 40 pi, étanche au vent et à l’eau, pour les stocks importants, l’équipement et l’entreposage de tout un chantier.",
  ), 2),
  container('20ZI', 'premium', 20, { usd: 169, cad: 232 }, text(
    'A 20 ft container lined and insulated against heat and condensation, secured by a welded high-security lock box.',
    'Un conteneur de 20 pi doublé et isolé contre la chaleur et la condensation, protégé par une boîte à cadenas haute sécurité soudée.',
  ), 3),
  container('40ZI', 'premium', 40, { usd: 219, cad: 300 }, text(
    'A 40 ft lined and insulated container with a welded lock box: a clean, steady space for sensitive goods and records.',
    'Un conteneur de 40 pi doublé et isolé, avec boîte à cadenas soudée\u00a0: un espace propre et stable pour les biens sensibles et les archives.',
  ), 4),
  container('20ZS', 'tri-cam', 20, { usd: 184, cad: 252 }, text(
    'A 20 ft container with tri-cam doors: one lever per door locks it at three points and opens it easily, even on uneven ground.',
    "Un conteneur de 20 pi à portes à trois cames\u00a0: un levier par porte la verrouille en trois points et l’ouvre facilement, même sur un sol inégal.",
  ), 5),
  container('40ZS', 'tri-cam', 40, { usd: 234, cad: 321 }, text(
    'A 40 ft container with tri-cam doors for busy sites: one person opens it in seconds, and every door locks at three points.',
    "Un conteneur de 40 pi à portes à trois cames pour les chantiers achalandés\u00a0: une seule personne l’ouvre en quelques secondes, et chaque porte se verrouille en trois points.",
  ), 6),
]
