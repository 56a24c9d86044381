// The used product types of spec 1 §3, in its display order. Values are stable identifiers
// (stored in the database and used as message keys `units.productTypes.<value>`); the labels
// below are the admin's, the site reads its labels from messages/{en,fr}.json.

/** The Payload collection of used units for sale (src/collections/commerce/UsedUnits.ts). */
export const USED_UNITS_SLUG = 'used-units'

export const PRODUCT_TYPES = [
  'storageContainer',
  'containerOffice',
  'officeTrailer',
  'salesOffice',
  'classroom',
  'bunkhouse',
  'toiletTrailer',
  'guardHouse',
  'panelizedProduct',
  'inPlantOffice',
  'pumpHouse',
  'vanTrailer',
  'cleanRoom',
  'coldStorage',
  'others',
] as const

export type ProductType = (typeof PRODUCT_TYPES)[number]

/** Admin labels (Payload select options), in the spec's order. */
export const PRODUCT_TYPE_LABELS: Record<ProductType, { en: string; fr: string }> = {
  storageContainer: { en: 'Storage container', fr: 'Conteneur d’entreposage' },
  containerOffice: { en: 'Container office', fr: 'Bureau-conteneur' },
  officeTrailer: { en: 'Office trailer', fr: 'Roulotte de bureau' },
  salesOffice: { en: 'Sales office', fr: 'Bureau des ventes' },
  classroom: { en: 'Classroom', fr: 'Salle de classe' },
  bunkhouse: { en: 'Bunkhouse', fr: 'Dortoir' },
  toiletTrailer: { en: 'Toilet trailer', fr: 'Roulotte sanitaire' },
  guardHouse: { en: 'Guard house', fr: 'Guérite' },
  panelizedProduct: { en: 'Panelized product', fr: 'Bâtiment à panneaux' },
  inPlantOffice: { en: 'In-plant office', fr: 'Bureau en usine' },
  pumpHouse: { en: 'Pump house', fr: 'Abri de pompe' },
  vanTrailer: { en: 'Van trailer', fr: 'Semi-remorque fourgon' },
  cleanRoom: { en: 'Clean room', fr: 'Salle blanche' },
  coldStorage: { en: 'Cold storage', fr: 'Entreposage frigorifique' },
  others: { en: 'Others', fr: 'Autres' },
}

export const isProductType = (value: unknown): value is ProductType => PRODUCT_TYPES.includes(value as ProductType)

export const UNIT_STATUSES = ['available', 'pending', 'sold'] as const
export type UnitStatus = (typeof UNIT_STATUSES)[number]

export const UNIT_COUNTRIES = ['us', 'ca'] as const
export type UnitCountry = (typeof UNIT_COUNTRIES)[number]

export const UNIT_CURRENCIES = ['USD', 'CAD'] as const
