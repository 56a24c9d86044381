import { z } from 'zod'
import { configurationSchema } from '@/features/configurator/server'
import { badRequestBody, type ApiOperation } from '@/lib/http/openapi'

/**
 * The cart calls (schemas shared by the route handlers, the cart feature and /api/docs).
 *   POST /api/cart  one configurator tab's Continue → the visitor's cart
 *   GET  /api/cart  the visitor's cart, or {cart: null}
 * The cart is named by the httpOnly cookie `boxline_cart` (its webCartId), never by the body.
 */

const locale = z.enum(['en', 'fr'], { error: 'locale must be en or fr' })

/** The part of POST /api/cart's body beside the configuration: the language of the answer's names. */
export const cartLocaleBody = z.object({ locale: locale.optional() })

export const cartQuery = z.object({ locale: locale.default('en') })

const cents = z.number().int().describe('integer cents of the cart currency')

export const linePricesSchema = z.object({
  containerRecurringRental: cents.describe('containers, one billing cycle'),
  accessoriesRecurringRental: cents.describe('kits, one billing cycle'),
  recurringRentalCost: cents.describe('containers + kits, one billing cycle'),
  containerRental: cents.describe('containers over every billing cycle'),
  accessoriesRental: cents.describe('kits over every billing cycle'),
  deliveryAndReturnFee: cents.describe('(delivery + return fee) × container quantity'),
  totalBeforeTax: cents,
})

export const cartTotalsSchema = z.object({
  containerRecurringRental: cents.describe('Ecomm_Container_Recurring_Rental__c'),
  accessoriesRecurringRental: cents.describe('Ecomm_Accessories_Recurring_Rental__c'),
  recurringRentalCost: cents.describe('Ecomm_Recurring_Rental_Cost__c'),
  defaultContainerRental: cents.describe('Ecomm_Default_Container_Rental__c'),
  totalContainerRental: cents.describe('Ecomm_Total_Container_Rental__c'),
  totalAccessoriesRental: cents.describe('Ecomm_Total_Accessories_Rental__c'),
  deliveryAndReturnFee: cents.describe('Ecomm_Order_Delivery_Fee_Return_Fee__c'),
  totalBeforeTax: cents,
  taxable: z.object({ rental: cents, fees: cents }).describe('what the checkout taxes, by kind'),
})

export const cartLineSchema = z.object({
  id: z.string(),
  category: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  container: z.object({ id: z.string(), productCode: z.string(), name: z.string(), length: z.number() }),
  containerQuantity: z.number().int(),
  kit: z.object({ id: z.string(), description: z.string(), label: z.string() }),
  kitQuantity: z.number().int(),
  startDate: z.string().describe('yyyy-mm-dd'),
  endDate: z.string().describe('yyyy-mm-dd'),
  billingCycles: z.number().int(),
  rates: z
    .object({ containerCycleRate: cents, kitCycleRate: cents, deliveryFee: cents, returnFee: cents })
    .describe('the catalog rates frozen when the line was written: per container or kit and cycle; fees per container'),
  prices: linePricesSchema,
})

export const cartViewSchema = z.object({
  webCartId: z.string(),
  currency: z.enum(['USD', 'CAD']),
  status: z.enum(['Active', 'Abandoned', 'Ordered']),
  lines: z.array(cartLineSchema),
  totals: cartTotalsSchema,
  itemCount: z.number().int().describe('container lines'),
})

export type CartView = z.infer<typeof cartViewSchema>
export type CartLineView = z.infer<typeof cartLineSchema>

export const cartAnswer = z.object({ cart: cartViewSchema.nullable() })

// For the documentation only: the handler builds the schema with today's date rules at parse time.
const documentedBody = configurationSchema({ today: '2026-01-01' }).and(cartLocaleBody)

export const cartCountAnswer = z.object({ count: z.number().int().min(0).describe('container lines of the Active cart') })

export const cartApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/cart/count',
    summary:
      "How many lines the visitor's Active cart holds (by the boxline_cart cookie), for the header of pages served from the cache; 0 without one (and the readable boxline_has_cart marker is then cleared). Private, never cached.",
    tag: 'cart',
    responses: {
      200: { description: 'The count', schema: cartCountAnswer },
      429: { description: 'Rate-limited' },
    },
  },
  {
    method: 'post',
    path: '/api/cart',
    summary:
      "Continue on a configurator tab: validates the configuration (dates mm/dd/yyyy against today in the business time zone and the closure days; the container belongs to the category, the kit is offered by the container, kit None ⇒ kitQuantity 0, other kits ⇒ 1…containerQuantity), prices it from the catalog (never from the browser) and writes it to the visitor's Active cart, replacing that category's line. Creates the cart (and sets the httpOnly cookie boxline_cart, 30 days) when there is none or it is no longer Active. Field errors are message ids (validation.*, cart.errors.*).",
    tag: 'cart',
    body: documentedBody,
    responses: {
      200: { description: 'The cart after the change', schema: cartAnswer },
      400: { description: 'Bad input; nothing written', schema: badRequestBody },
      429: { description: 'Rate-limited' },
    },
  },
  {
    method: 'get',
    path: '/api/cart',
    summary: "The visitor's cart (by the boxline_cart cookie), with names in ?locale=en|fr; {cart: null} without one. status tells an Active cart from an Ordered or Abandoned one.",
    tag: 'cart',
    query: cartQuery,
    responses: {
      200: { description: 'The cart or null', schema: cartAnswer },
      400: { description: 'Bad locale', schema: badRequestBody },
      429: { description: 'Rate-limited' },
    },
  },
]
