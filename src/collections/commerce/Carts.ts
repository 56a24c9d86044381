import type { CollectionConfig } from 'payload'
import { staffOnly } from '@/access'

export const CART_STATUSES = ['Active', 'Abandoned', 'Ordered'] as const

/**
 * A visitor's server-side cart (spec: Ecomm_Order_Status__c, lines with dates and quantities).
 * Prices on lines are the server's snapshot when the line was written; totals are always
 * recomputed from the catalog by features/pricing. The browser only holds webCartId in an httpOnly cookie.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { en: 'Cart', fr: 'Panier' }, plural: { en: 'Carts', fr: 'Paniers' } },
  admin: { useAsTitle: 'webCartId', defaultColumns: ['webCartId', 'status', 'currency', 'updatedAt'], group: { en: 'Commerce', fr: 'Commerce' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'webCartId', type: 'text', required: true, unique: true, index: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'Active', options: CART_STATUSES.map((v) => ({ label: v, value: v })) },
    { name: 'currency', type: 'select', required: true, defaultValue: 'USD', options: ['USD', 'CAD'].map((v) => ({ label: v, value: v })) },
    { name: 'locale', type: 'select', defaultValue: 'en', options: ['en', 'fr'].map((v) => ({ label: v, value: v })) },
    { name: 'lastActivityAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      // Checkout step 1 (spec 2 §3 contact form fields SC_CD_*). Empty until the visitor submits step 1.
      name: 'contact',
      type: 'group',
      label: { en: 'Contact and delivery', fr: 'Coordonnées et livraison' },
      fields: [
        { name: 'firstName', type: 'text' },
        { name: 'lastName', type: 'text' },
        { name: 'companyName', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'text' },
        { name: 'zipCode', type: 'text' },
        { name: 'country', type: 'select', options: ['US', 'CA'].map((v) => ({ label: v, value: v })) },
        { name: 'existingCustomer', type: 'checkbox', defaultValue: false },
        { name: 'accountNumber', type: 'text' },
        { name: 'submittedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      // Checkout step 2: where the containers go (SC_CS_Street_Address, SC_CD_City, SC_CD_State, zip and country from step 1).
      name: 'siteAddress',
      type: 'group',
      label: { en: 'Site address', fr: 'Adresse du site' },
      fields: [
        { name: 'street', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'zipCode', type: 'text' },
        { name: 'country', type: 'select', options: ['US', 'CA'].map((v) => ({ label: v, value: v })) },
      ],
    },
    { name: 'billingSameAsSite', type: 'checkbox', defaultValue: true },
    {
      // The SC_DIF_ billing set, used only when billingSameAsSite is off.
      name: 'billingAddress',
      type: 'group',
      label: { en: 'Billing address', fr: 'Adresse de facturation' },
      fields: [
        { name: 'street', type: 'text' },
        { name: 'city', type: 'text' },
        { name: 'state', type: 'text' },
        { name: 'zipCode', type: 'text' },
        { name: 'country', type: 'select', options: ['US', 'CA'].map((v) => ({ label: v, value: v })) },
      ],
    },
    { name: 'termsAcceptedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'lines',
      type: 'array',
      fields: [
        { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true },
        { name: 'container', type: 'relationship', relationTo: 'containers', required: true },
        { name: 'containerQuantity', type: 'number', required: true, min: 1, max: 5 },
        { name: 'kit', type: 'relationship', relationTo: 'accessory-kits', required: true },
        { name: 'kitQuantity', type: 'number', required: true, min: 0, max: 5 },
        { name: 'startDate', type: 'text', required: true, admin: { description: 'yyyy-mm-dd' } },
        { name: 'endDate', type: 'text', required: true, admin: { description: 'yyyy-mm-dd' } },
        { name: 'billingCycles', type: 'number', required: true, min: 1 },
        {
          name: 'priceSnapshot',
          type: 'group',
          admin: { description: { en: 'Cents, in the cart currency, when the line was written.', fr: 'En cents, dans la devise du panier, au moment de l’ajout.' } },
          fields: [
            { name: 'containerCycleRate', type: 'number', required: true },
            { name: 'kitCycleRate', type: 'number', required: true },
            { name: 'deliveryFee', type: 'number', required: true },
            { name: 'returnFee', type: 'number', required: true },
          ],
        },
      ],
    },
  ],
}
