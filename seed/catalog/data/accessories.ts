import type { AccessoryDrawing } from '../drawing/accessories'
import { text, type Text } from './text'

export type AccessorySku =
  | 'ACC-LOCKBOX'
  | 'ACC-PADLOCK'
  | 'ACC-SHELVING'
  | 'ACC-TOOLRACK'
  | 'ACC-LEDLIGHT'
  | 'ACC-RAMP'
  | 'ACC-VENT'
  | 'ACC-DESICCANT'
  | 'ACC-PALLETRACK'
  | 'ACC-FLOORMAT'

export type AccessoryData = {
  sku: AccessorySku
  /** Which illustration the seed draws for it. */
  drawing: AccessoryDrawing
  name: Text
  /** Short line shown in the kit's accessory list (Ecomm_Description__c). */
  description: Text
  /** Longer text of the accessory detail modal (Ecomm_Product_Description__c). */
  productDescription: Text
  /** Feature1, Feature2. */
  features: readonly [Text, Text]
  link?: string
}

const SECURITY_ARTICLE = '/resources/blogs/container-security'
const CONDENSATION_ARTICLE = '/resources/blogs/prevent-condensation-in-containers'

export const accessories: readonly AccessoryData[] = [
  {
    sku: 'ACC-LOCKBOX',
    drawing: 'lock-box',
    name: text('Lock box', 'Boîte à cadenas'),
    description: text(
      'Welded steel shroud that keeps bolt cutters away from your padlock.',
      'Coffrage en acier soudé qui met votre cadenas hors de portée des coupe-boulons.',
    ),
    productDescription: text(
      'A 3/16 in steel box welded over the door hasp. The padlock sits inside, out of reach of bolt cutters and pry bars, so only the key holder can open the container.',
      "Boîte en acier de 3/16 po soudée par-dessus le moraillon de la porte. Le cadenas se loge à l’intérieur, à l’abri des coupe-boulons et des pieds-de-biche\u00a0: seul le détenteur de la clé peut ouvrir le conteneur.",
    ),
    features: [
      text('Fits padlocks with shackles up to 3/8 in', "Accepte les cadenas dont l’anse mesure jusqu’à 3/8 po"),
      text('Powder-coated to resist rust', 'Revêtement en poudre antirouille'),
    ],
    link: SECURITY_ARTICLE,
  },
  {
    sku: 'ACC-PADLOCK',
    drawing: 'padlock',
    name: text('High-security padlock', 'Cadenas haute sécurité'),
    description: text(
      'Hardened-steel padlock sized for the lock box.',
      'Cadenas en acier trempé conçu pour la boîte à cadenas.',
    ),
    productDescription: text(
      'A hardened-steel padlock with a shrouded shackle and a pick-resistant cylinder. Ships with two keys; keyed-alike sets are available when you rent several containers.',
      'Cadenas en acier trempé avec anse protégée et cylindre anti-crochetage. Livré avec deux clés; si vous louez plusieurs conteneurs, nous pouvons fournir des cadenas qui s’ouvrent tous avec la même clé.',
    ),
    features: [
      text('Shrouded shackle resists bolt cutters', 'Anse protégée contre les coupe-boulons'),
      text('Two keys included', 'Deux clés fournies'),
    ],
    link: SECURITY_ARTICLE,
  },
  {
    sku: 'ACC-SHELVING',
    drawing: 'shelving',
    name: text('Steel shelving unit', 'Étagère en acier'),
    description: text(
      'Four-shelf boltless unit that stands along the container wall.',
      'Étagère sans boulons à quatre tablettes qui se place le long de la paroi du conteneur.',
    ),
    productDescription: text(
      'A steel shelving unit, 48 in wide, 18 in deep and 72 in high, with four adjustable shelves. It assembles without tools and leaves the aisle clear for a hand truck.',
      "Étagère en acier de 48 po de largeur, 18 po de profondeur et 72 po de hauteur, avec quatre tablettes réglables. Elle s’assemble sans outils et laisse l’allée libre pour un diable.",
    ),
    features: [
      text('800 lb capacity per shelf', 'Capacité de 800 lb par tablette'),
      text('Shelves adjust every 1.5 in', 'Tablettes réglables aux 1,5 po'),
    ],
  },
  {
    sku: 'ACC-TOOLRACK',
    drawing: 'tool-rack',
    name: text('Wall hooks and tool rack', 'Crochets muraux et support à outils'),
    description: text(
      'Magnetic rail with hooks for shovels, rakes, cords and hoses.',
      'Rail magnétique avec crochets pour pelles, râteaux, rallonges et boyaux.',
    ),
    productDescription: text(
      'A 48 in rail that holds to the corrugated wall with rare-earth magnets, no drilling needed, with eight hooks for long-handled tools, extension cords and hoses.',
      "Rail de 48 po qui se fixe à la paroi ondulée par des aimants aux terres rares, sans perçage, avec huit crochets pour les outils à long manche, les rallonges électriques et les boyaux.",
    ),
    features: [
      text('Magnetic mounting, no drilling', 'Fixation magnétique, sans perçage'),
      text('Eight hooks included', 'Huit crochets inclus'),
    ],
  },
  {
    sku: 'ACC-LEDLIGHT',
    drawing: 'led-light',
    name: text('Battery LED lighting kit', 'Éclairage DEL à piles'),
    description: text(
      'Two rechargeable LED light bars with motion sensors.',
      'Deux barres lumineuses DEL rechargeables avec détecteur de mouvement.',
    ),
    productDescription: text(
      'Two 1,000-lumen LED bars that mount magnetically to the ceiling and switch on when you walk in. One charge lasts about three months of daily use.',
      "Deux barres DEL de 1 000 lumens qui se fixent au plafond par aimants et s’allument dès que vous entrez. Une recharge dure environ trois mois d’utilisation quotidienne.",
    ),
    features: [
      text('Motion sensor with automatic shut-off', 'Détecteur de mouvement avec arrêt automatique'),
      text('USB-C rechargeable, no wiring', 'Rechargeable par USB-C, sans câblage'),
    ],
  },
  {
    sku: 'ACC-RAMP',
    drawing: 'ramp',
    name: text('Loading ramp', 'Rampe de chargement'),
    description: text(
      'Aluminum ramp that bridges the door sill for carts and dollies.',
      'Rampe en aluminium qui franchit le seuil de la porte pour les chariots et les diables.',
    ),
    productDescription: text(
      "A 6 ft aluminum ramp that hooks onto the container's door sill so hand trucks, pallet jacks and wheelbarrows roll straight in. Rated for 5,000 lb.",
      "Rampe en aluminium de 6 pi qui s’accroche au seuil de la porte pour que les diables, les transpalettes et les brouettes entrent directement. Capacité de 5 000 lb.",
    ),
    features: [
      text('5,000 lb capacity', 'Capacité de 5 000 lb'),
      text('Slip-resistant tread', 'Surface antidérapante'),
    ],
  },
  {
    sku: 'ACC-VENT',
    drawing: 'vent',
    name: text('Turbine vents', 'Aérateurs à turbine'),
    description: text(
      'Wind-driven vents that draw warm, damp air out of the container.',
      "Aérateurs actionnés par le vent qui évacuent l’air chaud et humide du conteneur.",
    ),
    productDescription: text(
      'Galvanized turbine vents fitted high on the container wall. The slightest breeze spins the turbine, drawing out heat and humidity to limit condensation, rust and mildew.',
      "Aérateurs à turbine galvanisés installés dans le haut de la paroi. La moindre brise fait tourner la turbine, ce qui évacue la chaleur et l’humidité et limite la condensation, la rouille et la moisissure.",
    ),
    features: [
      text('No power needed', 'Aucune alimentation requise'),
      text('Weatherproof, with insect screen', "À l’épreuve des intempéries, avec moustiquaire"),
    ],
    link: CONDENSATION_ARTICLE,
  },
  {
    sku: 'ACC-DESICCANT',
    drawing: 'desiccant',
    name: text('Desiccant moisture absorbers', "Absorbeurs d’humidité déshydratants"),
    description: text(
      'Hanging calcium chloride bags that trap condensation.',
      'Sacs suspendus au chlorure de calcium qui captent la condensation.',
    ),
    productDescription: text(
      'Each hanging bag absorbs up to 2 L of moisture from the air and locks it into a sealed gel, so nothing drips on your goods. Replace them every 60 to 90 days.',
      "Chaque sac suspendu absorbe jusqu’à 2 L d’humidité dans l’air et la retient dans un gel scellé\u00a0: rien ne coule sur vos biens. À remplacer tous les 60 à 90 jours.",
    ),
    features: [
      text('Absorbs up to 2 L each', "Absorbe jusqu’à 2 L chacun"),
      text('Leak-proof gel pouch', 'Pochette de gel étanche'),
    ],
    link: CONDENSATION_ARTICLE,
  },
  {
    sku: 'ACC-PALLETRACK',
    drawing: 'pallet-rack',
    name: text('Pallet racking', 'Palettier'),
    description: text(
      'Two-level pallet rack that doubles your usable floor space.',
      'Palettier à deux niveaux qui double votre surface de plancher utile.',
    ),
    productDescription: text(
      'A steel pallet rack sized to fit inside a container, with two beam levels rated 2,500 lb each. Store pallets on two levels and reach them with a pallet jack or a forklift.',
      "Palettier en acier conçu pour l’intérieur d’un conteneur, avec deux niveaux de longerons de 2 500 lb chacun. Entreposez vos palettes sur deux niveaux et manipulez-les au transpalette ou au chariot élévateur.",
    ),
    features: [
      text('2,500 lb per beam level', '2 500 lb par niveau de longerons'),
      text('Takes standard 40 × 48 in pallets', 'Accepte les palettes standard de 40 × 48 po'),
    ],
  },
  {
    sku: 'ACC-FLOORMAT',
    drawing: 'floor-mat',
    name: text('Rubber floor mats', 'Tapis de plancher en caoutchouc'),
    description: text(
      'Heavy-duty mats that protect the floor and give sure footing.',
      'Tapis robustes qui protègent le plancher et offrent une bonne adhérence.',
    ),
    productDescription: text(
      'Interlocking 4 × 6 ft rubber mats, 3/8 in thick, that cover the marine-plywood floor. They cushion dropped loads, keep mud off the wood and stay grippy when wet.',
      "Tapis de caoutchouc emboîtables de 4 × 6 pi et de 3/8 po d’épaisseur qui recouvrent le plancher en contreplaqué marin. Ils amortissent les chutes de charges, protègent le bois de la boue et restent antidérapants une fois mouillés.",
    ),
    features: [
      text('Interlocking 4 × 6 ft sections', 'Sections emboîtables de 4 × 6 pi'),
      text('Non-slip, even when wet', 'Antidérapants, même mouillés'),
    ],
  },
]
