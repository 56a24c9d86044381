// The cart summary's writes (checkout step 2): line changes, size changes, line deletion, the
// site's postal code (tax), the addresses, the terms. Each one: every check first, then one
// transaction that re-reads the visitor's Active cart and writes it; nothing is written on a 400.
import 'server-only'
import type { PayloadRequest } from 'payload'
import * as z from 'zod'
import { buildLine, cartCurrencyForCountry, CART_ERRORS, configurationRequestSchema, findCart, isPaymentInFlight, repriceLines, type CatalogSnapshot, type StoredLine } from '@/features/cart/server'
import { matchesIdOrCode } from '@/features/products'
import { findCategories, findContainers, findKits, getRentalRules } from '@/features/products/server'
import { findRegion } from '@/integrations/address/regions'
import { lookupPostal } from '@/integrations/postal'
import { inTransaction } from '@/lib/db/transaction'
import { normalizePostalCode } from '@/lib/postal'
import { relationId } from '@/lib/populated'
import { getPayloadClient } from '@/lib/payload'
import { dateRangeSchema } from '@/lib/zodDates'
import type { Cart } from '@/payload-types'
import { isAbandoned } from '../rules'
import { cartAddressSchema, deleteLineSchema, lineChangeSchema, postalChangeSchema, resizeSchema, termsSchema } from '../schema'
import { toCheckoutView, type CheckoutView } from './checkoutView'
import { kitAfterResize } from './kitAfterResize'

type Locale = 'en' | 'fr'
export type CheckoutResult =
  | { ok: true; view: CheckoutView }
  | { ok: false; kind: 'badRequest'; error: z.ZodError }
  | { ok: false; kind: 'noCart' }
  | { ok: false; kind: 'paymentInProgress' }

const NO_CART = { ok: false, kind: 'noCart' } as const
const bad = (error: z.ZodError) => ({ ok: false, kind: 'badRequest', error }) as const
/** A 400 for one field with a message id (e.g. a line that is not in the visitor's cart). */
const fieldError = (field: string, message: string) => bad(new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]))

export const CHECKOUT_ERRORS = {
  lineUnknown: 'cart.errors.lineUnknown',
  zipUnknown: 'validation.zipInvalidForCountry',
  stateMismatch: 'cart.errors.stateMismatch',
} as const

/**
 * The visitor's Active cart, or null. A cart inactive longer than the site setting is marked
 * Abandoned here (spec 2 §4: an Abandoned cart goes to the empty cart). Inside a transaction,
 * pass its `req` and the setting read beforehand: every read there must use the transaction.
 */
export async function readActiveCart(
  webCartId: string | null,
  options: { depth: 0 | 1; locale?: Locale; req?: PayloadRequest; abandonAfterHours?: number },
): Promise<Cart | null> {
  if (!webCartId) return null
  const cart = await findCart(webCartId, options)
  if (!cart || cart.status !== 'Active') return null
  const hours = options.abandonAfterHours ?? (await getAbandonAfterHours())
  if (!isAbandoned(cart.lastActivityAt, new Date(), hours)) return cart
  const payload = await getPayloadClient()
  await payload.update({ collection: 'carts', id: cart.id, data: { status: 'Abandoned' }, depth: 0, req: options.req })
  return null
}

/** The site setting cartAbandonAfterHours (72 by default). */
export async function getAbandonAfterHours(): Promise<number> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { cartAbandonAfterHours: true } })
  return settings.cartAbandonAfterHours ?? 72
}

async function loadCatalog(): Promise<CatalogSnapshot> {
  const [categories, containers, kits] = await Promise.all([findCategories('en'), findContainers('en', 0), findKits('en', 0)])
  return { categories, containers, kits }
}

type Write = (cart: Cart) => Partial<Cart> | null

/**
 * Re-reads the Active cart in a transaction, writes what `change` returns (+ lastActivityAt),
 * answers the view. While a payment is in flight for the cart nothing is written (paymentInProgress). Everything `change` needs is read before the transaction opens, and every
 * call inside it passes `req`, so no query waits on the transaction's own lock.
 */
async function writeCart(webCartId: string | null, locale: Locale, change: Write): Promise<CheckoutResult> {
  const payload = await getPayloadClient()
  const abandonAfterHours = await getAbandonAfterHours()
  const saved = await inTransaction(payload, async ({ req }) => {
    const cart = await readActiveCart(webCartId, { depth: 0, req, abandonAfterHours })
    if (!cart) return null
    if (isPaymentInFlight(cart)) return 'paymentInProgress' as const
    const data = change(cart)
    if (!data) return null
    return payload.update({ collection: 'carts', id: cart.id, data: { ...data, lastActivityAt: new Date().toISOString() }, depth: 1, locale, req })
  })
  if (!saved) return NO_CART
  if (saved === 'paymentInProgress') return { ok: false, kind: 'paymentInProgress' }
  return { ok: true, view: await toCheckoutView(saved, locale) }
}

const findLine = (cart: Cart, lineId: string): StoredLine | undefined => (cart.lines ?? []).find((line) => line.id === lineId)
const replaceLine = (cart: Cart, lineId: string, line: StoredLine) => (cart.lines ?? []).map((l) => (l.id === lineId ? { ...line, id: lineId } : l))

/** The visitor's cart for a read-only answer (no write). */
export async function checkoutView(webCartId: string | null, locale: Locale): Promise<CheckoutView | null> {
  const cart = await readActiveCart(webCartId, { depth: 1, locale })
  return cart ? toCheckoutView(cart, locale) : null
}

/** Quantities, kit and dates of one line, checked by the configurator's schema and catalog rules. */
export async function changeLine(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = lineChangeSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  const { lineId, locale = 'en', ...fields } = parsed.data
  const current = await readActiveCart(webCartId, { depth: 0 })
  if (!current) return NO_CART
  const line = findLine(current, lineId)
  if (!line) return fieldError('lineId', CHECKOUT_ERRORS.lineUnknown)
  const [rules, catalog] = await Promise.all([getRentalRules(), loadCatalog()])
  const request = configurationRequestSchema(rules, catalog).safeParse({
    ...fields,
    categoryId: relationId(line.category),
    containerId: relationId(line.container),
  })
  if (!request.success) return bad(request.error)
  return writeCart(webCartId, locale, (cart) => {
    if (!findLine(cart, lineId)) return null
    return { lines: replaceLine(cart, lineId, buildLine(request.data, rules.billingCycleDays, cart.currency)) }
  })
}

/** Another size of the line's category; the kit resets as in the configurator; dates and quantities stay. */
export async function resizeLine(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = resizeSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  const { lineId, containerId, locale = 'en' } = parsed.data
  const current = await readActiveCart(webCartId, { depth: 0 })
  if (!current) return NO_CART
  const line = findLine(current, lineId)
  if (!line) return fieldError('lineId', CHECKOUT_ERRORS.lineUnknown)
  const [rules, catalog] = await Promise.all([getRentalRules(), loadCatalog()])
  const container = catalog.containers.find((c) => matchesIdOrCode(containerId, { id: c.id, code: c.productCode }))
  if (!container || relationId(container.category) !== relationId(line.category)) return fieldError('containerId', 'cart.errors.containerUnknown')
  const offered = catalog.kits.filter((kit) => container.accessoryKits.some((k) => relationId(k) === String(kit.id)))
  const reset = kitAfterResize(offered, line.kitQuantity)
  if (!reset) return fieldError('containerId', 'cart.errors.kitNotOffered')
  const category = catalog.categories.find((c) => String(c.id) === relationId(line.category))
  if (!category) return fieldError('categoryId', CART_ERRORS.categoryUnknown)
  // The line's dates stay as stored (yyyy-mm-dd) and are checked again by today's rules.
  const dates = dateRangeSchema(rules, 'iso').safeParse({ startDate: line.startDate, endDate: line.endDate })
  if (!dates.success) return bad(dates.error)
  const kitQuantity = Math.min(reset.kitQuantity, line.containerQuantity)
  const request = { category, container, kit: reset.kit, containerQuantity: line.containerQuantity, kitQuantity, ...dates.data }
  return writeCart(webCartId, locale, (cart) => {
    if (!findLine(cart, lineId)) return null
    return { lines: replaceLine(cart, lineId, buildLine(request, rules.billingCycleDays, cart.currency)) }
  })
}

/** One line out; the last one leaves an empty Active cart (the page then shows the empty cart). */
export async function deleteLine(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = deleteLineSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  const { lineId, locale = 'en' } = parsed.data
  const current = await readActiveCart(webCartId, { depth: 0 })
  if (!current) return NO_CART
  if (!findLine(current, lineId)) return fieldError('lineId', CHECKOUT_ERRORS.lineUnknown)
  return writeCart(webCartId, locale, (cart) => ({ lines: (cart.lines ?? []).filter((line) => line.id !== lineId) }))
}

type Country = 'US' | 'CA'
const lower = (country: Country) => (country === 'US' ? 'us' : 'ca')

/** The cart's currency follows the site's country (CAD for Canada): the lines are re-priced from the catalog when it changes. */
function currencyLines(cart: Cart, country: Country, catalog: CatalogSnapshot): Partial<Cart> {
  const currency = cartCurrencyForCountry(country)
  if (currency === cart.currency) return {}
  return { currency, lines: repriceLines(cart.lines ?? [], currency, catalog) }
}

/** The site's new ZIP / postal code: its state from the postal data, the tax recalculated; an unknown code is refused. */
export async function changePostalCode(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = postalChangeSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  const country = parsed.data.CD_Country as Country
  const zip = parsed.data.SC_CD_Zip_Code
  const found = lookupPostal(lower(country), zip)
  if (!found.valid || !found.state) return fieldError('SC_CD_Zip_Code', CHECKOUT_ERRORS.zipUnknown)
  const catalog = await loadCatalog()
  return writeCart(webCartId, parsed.data.locale ?? 'en', (cart) => ({
    siteAddress: { ...cart.siteAddress, zipCode: normalizePostalCode(lower(country), zip) ?? zip, country, state: found.state },
    ...currencyLines(cart, country, catalog),
  }))
}

/** Both addresses: the schema's rules, each ZIP known, the site's state matching its ZIP (it decides the tax). */
export async function saveAddresses(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = cartAddressSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  const d = parsed.data
  const site = { street: d.SC_CS_Street_Address.trim(), city: d.SC_CD_City.trim(), state: d.SC_CD_State.trim(), zipCode: d.SC_CD_Zip_Code, country: d.CD_Country as Country }
  const billing = d.SC_CS_Billing_Address_Same
    ? site
    : { street: d.SC_DIF_Street_Address.trim(), city: d.SC_DIF_City.trim(), state: d.SC_DIF_State.trim(), zipCode: d.SC_DIF_Zip_Code, country: d.SC_DIF_Country as Country }
  const siteZip = lookupPostal(lower(site.country), site.zipCode)
  if (!siteZip.valid) return fieldError('SC_CD_Zip_Code', CHECKOUT_ERRORS.zipUnknown)
  if (findRegion(site.state, lower(site.country))?.code !== siteZip.state) return fieldError('SC_CD_State', CHECKOUT_ERRORS.stateMismatch)
  if (!d.SC_CS_Billing_Address_Same && !lookupPostal(lower(billing.country), billing.zipCode).valid) return fieldError('SC_DIF_Zip_Code', CHECKOUT_ERRORS.zipUnknown)
  const normalized = <T extends { zipCode: string; country: Country }>(a: T) => ({ ...a, zipCode: normalizePostalCode(lower(a.country), a.zipCode) ?? a.zipCode })
  const catalog = await loadCatalog()
  return writeCart(webCartId, d.locale ?? 'en', (cart) => ({
    siteAddress: normalized(site),
    billingSameAsSite: d.SC_CS_Billing_Address_Same,
    billingAddress: normalized(billing),
    ...currencyLines(cart, site.country, catalog),
  }))
}

/** Ticks or unticks the terms box (termsAcceptedAt). */
export async function setTerms(webCartId: string | null, body: unknown): Promise<CheckoutResult> {
  const parsed = termsSchema.safeParse(body)
  if (!parsed.success) return bad(parsed.error)
  return writeCart(webCartId, parsed.data.locale ?? 'en', () => ({ termsAcceptedAt: parsed.data.accepted ? new Date().toISOString() : null }))
}

