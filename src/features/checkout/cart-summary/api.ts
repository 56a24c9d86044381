import { z } from 'zod'
import { cartViewSchema } from '@/features/cart/server'
import { badRequestBody, type ApiOperation } from '@/lib/http/openapi'
import { cartAddressSchema, deleteLineSchema, postalChangeSchema, resizeSchema, termsSchema } from './schema'

/**
 * The cart summary's calls (checkout step 2), for /api/docs. Every call names the cart by the
 * httpOnly cookie boxline_cart, answers the whole checkout view, and writes nothing on a 400.
 */
const cents = z.number().int()
const stringField = z.string()

const checkoutTotals = z.object({
  currency: z.enum(['USD', 'CAD']),
  containerRecurringRental: cents,
  accessoriesRecurringRental: cents,
  recurringRentalCost: cents,
  defaultContainerRental: cents,
  totalContainerRental: cents,
  totalAccessoriesRental: cents,
  deliveryAndReturnFee: cents,
  totalBeforeTax: cents,
  taxable: z.object({ rental: cents, fees: cents }),
  taxLines: z
    .array(
      z.object({
        code: z.enum(['STATE', 'GST', 'HST', 'PST', 'QST', 'RST']),
        label: z.string().describe('"HST (13%)", « TVQ (9,975 %) »'),
        rateBps: z.number().int().describe('thousandths of a percent: 13% = 13000, 9.975% = 9975'),
        amount: cents.describe('rounded half up to the cent, per line'),
      }),
    )
    .describe('one line per tax of the site’s state or province'),
  tax: cents,
  totalAfterTax: cents.describe('Ecomm_order_total_after_tax__c'),
  jurisdiction: z.object({ country: z.enum(['US', 'CA']), region: z.string() }).nullable().describe('null until the site ZIP or state is known: no tax yet'),
})

const addressForm = z.object({
  SC_CS_Street_Address: stringField,
  SC_CD_City: stringField,
  SC_CD_State: stringField,
  SC_CD_Zip_Code: stringField,
  CD_Country: stringField,
  SC_CS_Billing_Address_Same: z.boolean(),
  SC_DIF_Street_Address: stringField,
  SC_DIF_City: stringField,
  SC_DIF_State: stringField,
  SC_DIF_Zip_Code: stringField,
  SC_DIF_Country: stringField,
})

export const checkoutAnswer = z.object({
  graphs: z.array(z.object({ isSuccessful: z.literal(true) })).describe('spec 2 §7: graphs[0].isSuccessful'),
  cart: cartViewSchema,
  totals: checkoutTotals,
  address: addressForm.describe('the saved addresses as the form shows them'),
  addressSaved: z.boolean(),
  termsAccepted: z.boolean(),
})

const lineChangeDoc = z.object({
  lineId: z.string(),
  containerQuantity: z.number().int().describe('1–5'),
  kitId: z.string().describe('a kit the line’s container offers (id or description)'),
  kitQuantity: z.number().int().describe('0 with None, else 1…containerQuantity'),
  startDate: z.string().describe('mm/dd/yyyy'),
  endDate: z.string().describe('mm/dd/yyyy'),
  locale: z.enum(['en', 'fr']).optional(),
})

const responses = {
  200: { description: 'The cart after the change, with its totals and tax', schema: checkoutAnswer },
  400: { description: 'Bad input (message ids); nothing written. A line of another cart: lineId cart.errors.lineUnknown', schema: badRequestBody },
  409: { description: 'No Active cart (none, Ordered or Abandoned): the flow goes to the empty cart', schema: z.object({ error: z.literal('Empty Cart') }) },
  429: { description: 'Rate-limited' },
}

export const cartSummaryApi: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/cart-container-quantity-change',
    summary:
      'Spec 2 §7 "quantity, date and tax updates". With lineId: that line’s quantities, kit and dates, checked by the configurator’s rules (dates against today in the business time zone) and re-priced from the catalog. Without lineId: {SC_CD_Zip_Code, CD_Country, locale?} — the site’s new ZIP / postal code; its state comes from the postal data, the currency follows the country (CAD for Canada, lines re-priced), the tax is recalculated; an unknown code answers 400 SC_CD_Zip_Code validation.zipInvalidForCountry.',
    tag: 'checkout',
    body: z.union([lineChangeDoc, postalChangeSchema]),
    responses,
  },
  {
    method: 'post',
    path: '/api/cart-resize',
    summary: 'Another container size within the line’s category; the kit resets to the new container’s second kit (None → 0), quantities and dates stay and are checked again.',
    tag: 'checkout',
    body: resizeSchema,
    responses,
  },
  {
    method: 'post',
    path: '/api/delete-cart',
    summary: 'Removes one line. The last line leaves an empty cart (the page then goes to /{locale}/empty-cart).',
    tag: 'checkout',
    body: deleteLineSchema,
    responses,
  },
  {
    method: 'post',
    path: '/api/cart-address',
    summary:
      'Saves the site address and the billing address (SC_CS_Billing_Address_Same true copies the site). Street ≤ 256, city, state, country ≤ 50, ZIP ≤ 20, all required; each ZIP must exist; the site state must match its ZIP (it decides the tax). The currency follows the site country.',
    tag: 'checkout',
    body: cartAddressSchema,
    responses,
  },
  {
    method: 'post',
    path: '/api/cart-terms',
    summary: 'Records (accepted: true) or clears the acceptance of the rental terms (termsAcceptedAt).',
    tag: 'checkout',
    body: termsSchema,
    responses,
  },
]
