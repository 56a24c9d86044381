// What the cart summary page hands to its client island (no server types, no zod).
import type { IsoDate } from '@/lib/calendarDate'

export type EditKit = { id: string; description: string; label: string }
export type EditContainer = { id: string; productCode: string; length: number; name: string; kits: EditKit[] }

export type AddOn = { productCode: string; categoryId: string; categoryCode: string; name: string; href: string }

export type CartSummaryOptions = {
  /** Per category id: the container sizes a line can switch to, each with its kits in the fixed order. */
  containersByCategory: Record<string, EditContainer[]>
  addOnCandidates: AddOn[]
  dateContext: { today: IsoDate; closures: IsoDate[] }
  billingCycleDays: number
  /** English / French terms page; the French one for a Quebec site in CAD (spec 2 §9). */
  termsHref: { default: string; quebec: string }
  contactStepHref: string
  paymentHref: string
  emptyCartHref: string
}
