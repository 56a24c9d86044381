import type { KitDescription } from '@/collections/catalog/AccessoryKits'
import type { ContainerCode } from '@/collections/catalog/Containers'
import type { IsoDate } from '@/lib/calendarDate'
import type { ImageRef } from '@/features/products'
import type { Currency } from '@/lib/money'

/**
 * The configurator's view model: what the server component hands to the client component.
 * Built by server/configuratorData.ts from the catalog with the Local API, in one locale,
 * with prices in one currency (integer cents).
 */
export type ConfiguratorAccessory = {
  id: string
  sku: string
  name: string
  description: string
  productDescription: string
  /** Feature1, Feature2, … */
  features: string[]
  image: ImageRef
  link: string | null
}

export type ConfiguratorKit = {
  id: string
  description: KitDescription
  label: string
  summary: string
  contents: { accessory: ConfiguratorAccessory; quantity: number }[]
  cycleRate: number
}

export type ConfiguratorContainer = {
  id: string
  productCode: ContainerCode
  length: number
  name: string
  description: string
  specifications: string[]
  uses: string[]
  gallery: ImageRef[]
  productSheetUrl: string | null
  /** In the fixed kit order (None, Protect, Protect + Organize, Protect + Load, Protect Pro). */
  kits: ConfiguratorKit[]
  cycleRate: number
  deliveryFee: number
  returnFee: number
}

export type ConfiguratorTab = {
  id: string
  /** Stable code used by ?product_category= and the saved configuration (e.g. 'tri-cam'). */
  code: string
  name: string
  description: string
  highlighted: boolean
  containers: ConfiguratorContainer[]
}

export type ConfiguratorData = {
  tabs: ConfiguratorTab[]
  currency: Currency
  billingCycleDays: number
  /** Today in the business time zone, and the extra closure days: the date rules' context. */
  today: IsoDate
  closures: IsoDate[]
}

/**
 * What the configurator's client island reads of the catalog. A container's heading, details and
 * images reach it as server-rendered markup (ContainerSlots), and a category's badge and
 * description in its tab label, so the page's payload does not carry their text a second time.
 */
export type IslandContainer = Omit<ConfiguratorContainer, 'description' | 'specifications' | 'uses' | 'gallery' | 'productSheetUrl'>
export type IslandTab = Omit<ConfiguratorTab, 'description' | 'highlighted' | 'containers'> & { containers: IslandContainer[] }
export type IslandData = Omit<ConfiguratorData, 'tabs'> & { tabs: IslandTab[] }

/** What the browser saves per tab (spec 1 §3 "Saved configuration per tab"). */
export type SavedConfiguration = {
  containerId: string
  containerQuantity: number
  kitId: string
  kitQuantity: number
  startDate: string
  endDate: string
  billingCycle: number | null
}
