// POST /api/cart's check: the shared configurator schema (quantities, date rules), then the
// catalog rules only the server knows. The catalog is small enough to be passed whole.
import { matchesIdOrCode } from '@/features/products'
import { relationId } from '@/lib/populated'
import { configurationSchema } from '@/features/configurator/server'
import { readDateText } from '@/lib/calendarDate'
import type { DateRuleContext } from '@/lib/configuratorDates'
import type { AccessoryKit, Container, ProductCategory } from '@/payload-types'
import type { CartLineRequest } from './cartLines'

export type CatalogSnapshot = {
  categories: readonly ProductCategory[]
  containers: readonly Container[]
  kits: readonly AccessoryKit[]
}

/** Message ids of the catalog rules (messages: cart.errors.*). */
export const CART_ERRORS = {
  categoryUnknown: 'cart.errors.categoryUnknown',
  containerUnknown: 'cart.errors.containerUnknown',
  kitNotOffered: 'cart.errors.kitNotOffered',
  kitQuantityNone: 'cart.errors.kitQuantityNone',
  kitQuantityRequired: 'cart.errors.kitQuantityRequired',
} as const

type Ids = { categoryId: string; containerId: string; kitId: string; kitQuantity: number }
type Found = { category?: ProductCategory; container?: Container; kit?: AccessoryKit }
type CatalogError = { path: keyof Ids; message: (typeof CART_ERRORS)[keyof typeof CART_ERRORS] }

/** The records the ids name: category by id or code, container by id or product code, kit by id or description. */
export function findConfigurationRecords(catalog: CatalogSnapshot, ids: Omit<Ids, 'kitQuantity'>): Found {
  return {
    category: catalog.categories.find((c) => matchesIdOrCode(ids.categoryId, c)),
    container: catalog.containers.find((c) => matchesIdOrCode(ids.containerId, { id: c.id, code: c.productCode })),
    kit: catalog.kits.find((k) => matchesIdOrCode(ids.kitId, { id: k.id, code: k.description })),
  }
}

/**
 * The first failing catalog rule per field: the category exists; the container exists in that
 * category; the container offers the kit; the None kit goes with quantity 0 and any other kit
 * with at least 1 (the schema already keeps it ≤ the container quantity).
 */
export function catalogErrors(found: Found, kitQuantity: number): CatalogError[] {
  const { category, container, kit } = found
  if (!category) return [{ path: 'categoryId', message: CART_ERRORS.categoryUnknown }]
  if (!container || relationId(container.category) !== String(category.id)) return [{ path: 'containerId', message: CART_ERRORS.containerUnknown }]
  const offered = kit && container.accessoryKits.some((k) => relationId(k) === String(kit.id))
  if (!kit || !offered) return [{ path: 'kitId', message: CART_ERRORS.kitNotOffered }]
  if (kit.description === 'None' && kitQuantity !== 0) return [{ path: 'kitQuantity', message: CART_ERRORS.kitQuantityNone }]
  if (kit.description !== 'None' && kitQuantity < 1) return [{ path: 'kitQuantity', message: CART_ERRORS.kitQuantityRequired }]
  return []
}

const isoDate = (text: string) => {
  const parsed = readDateText(text, 'mdy')
  if (!parsed.ok) throw new Error('unreachable: the schema checked the date')
  return parsed.date
}

/**
 * configurationSchema + the catalog rules; on success the output names the catalog records and
 * holds the dates as yyyy-mm-dd. Every issue message is a message id (validation.*, cart.errors.*).
 */
export function configurationRequestSchema(rules: DateRuleContext, catalog: CatalogSnapshot) {
  return configurationSchema(rules)
    .superRefine((data, ctx) => {
      for (const { path, message } of catalogErrors(findConfigurationRecords(catalog, data), data.kitQuantity)) {
        ctx.addIssue({ code: 'custom', path: [path], message })
      }
    })
    .transform((data): CartLineRequest => {
      const { category, container, kit } = findConfigurationRecords(catalog, data)
      return {
        category: category!,
        container: container!,
        kit: kit!,
        containerQuantity: data.containerQuantity,
        kitQuantity: data.kitQuantity,
        startDate: isoDate(data.startDate),
        endDate: isoDate(data.endDate),
      }
    })
}
