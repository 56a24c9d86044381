import type { CollectionConfig, Field } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { countryOptions, currencyOptions, dateTimeAdmin, groups, labels, languageOptions } from '../fields/labels'

export const CART_STATUSES = ['Active', 'Abandoned', 'Ordered'] as const

const CART_STATUS_LABELS: Record<(typeof CART_STATUSES)[number], { en: string; fr: string }> = {
  Active: { en: 'Active', fr: 'Actif' },
  Abandoned: { en: 'Abandoned', fr: 'Abandonné' },
  Ordered: { en: 'Ordered', fr: 'Commandé' },
}

const address = (): Field[] => [
  { name: 'street', type: 'text', label: labels.street },
  { name: 'city', type: 'text', label: labels.city },
  { name: 'state', type: 'text', label: labels.state },
  { name: 'zipCode', type: 'text', label: labels.zipCode },
  { name: 'country', type: 'select', label: labels.country, options: countryOptions(['US', 'CA']) },
]

/** A line's frozen price: cents in the cart's currency. */
const snapshotPrice = (name: string, label: { en: string; fr: string }) => moneyField({ name, label, required: true, currencyPath: 'currency' })

/**
 * A visitor's server-side cart (spec: Ecomm_Order_Status__c, lines with dates and quantities).
 * Prices on lines are the server's snapshot when the line was written; totals are always
 * recomputed from the catalog by features/pricing. The browser only holds webCartId in an httpOnly cookie.
 */
export const Carts: CollectionConfig = {
  slug: 'carts',
  labels: { singular: { en: 'Cart', fr: 'Panier' }, plural: { en: 'Carts', fr: 'Paniers' } },
  admin: { useAsTitle: 'webCartId', defaultColumns: ['webCartId', 'status', 'currency', 'updatedAt'], group: groups.commerce },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'webCartId', type: 'text', required: true, unique: true, index: true, label: { en: 'Web cart id', fr: 'Identifiant du panier' }, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Active',
      label: labels.status,
      options: CART_STATUSES.map((value) => ({ value, label: CART_STATUS_LABELS[value] })),
    },
    { name: 'currency', type: 'select', required: true, defaultValue: 'USD', label: labels.currency, options: currencyOptions },
    { name: 'locale', type: 'select', defaultValue: 'en', label: labels.language, options: languageOptions },
    { name: 'lastActivityAt', type: 'date', required: true, label: { en: 'Last activity', fr: 'Dernière activité' }, admin: dateTimeAdmin },
    {
      // Checkout step 1 (spec 2 §3 contact form fields SC_CD_*). Empty until the visitor submits step 1.
      name: 'contact',
      type: 'group',
      label: { en: 'Contact and delivery', fr: 'Coordonnées et livraison' },
      fields: [
        { name: 'firstName', type: 'text', label: labels.firstName },
        { name: 'lastName', type: 'text', label: labels.lastName },
        { name: 'companyName', type: 'text', label: labels.companyName },
        { name: 'email', type: 'email', label: labels.email },
        { name: 'phone', type: 'text', label: labels.phone },
        { name: 'zipCode', type: 'text', label: { en: 'Delivery ZIP or postal code', fr: 'Code postal de livraison' } },
        { name: 'country', type: 'select', label: { en: 'Delivery country', fr: 'Pays de livraison' }, options: countryOptions(['US', 'CA']) },
        { name: 'existingCustomer', type: 'checkbox', defaultValue: false, label: { en: 'Existing customer', fr: 'Client existant' } },
        { name: 'accountNumber', type: 'text', label: labels.accountNumber },
        { name: 'submittedAt', type: 'date', label: { en: 'Submitted at', fr: 'Envoyé le' }, admin: dateTimeAdmin },
      ],
    },
    {
      // Checkout step 2: where the containers go (SC_CS_Street_Address, SC_CD_City, SC_CD_State, zip and country from step 1).
      name: 'siteAddress',
      type: 'group',
      label: { en: 'Site address', fr: 'Adresse du chantier' },
      fields: address(),
    },
    { name: 'billingSameAsSite', type: 'checkbox', defaultValue: true, label: { en: 'Billing address same as site', fr: 'Adresse de facturation identique à celle du chantier' } },
    {
      // The SC_DIF_ billing set, used only when billingSameAsSite is off.
      name: 'billingAddress',
      type: 'group',
      label: { en: 'Billing address', fr: 'Adresse de facturation' },
      fields: address(),
    },
    { name: 'termsAcceptedAt', type: 'date', label: { en: 'Terms accepted at', fr: 'Conditions acceptées le' }, admin: dateTimeAdmin },
    {
      // The payment session in flight (features/cart/paymentLock.ts): while it is open the visitor's
      // calls do not change the cart, and only its approval can become the order.
      name: 'paymentSessionId',
      type: 'text',
      label: { en: 'Open payment session', fr: 'Session de paiement ouverte' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'While a payment session is open the cart cannot be changed by the visitor.',
          fr: 'Tant qu’une session de paiement est ouverte, le visiteur ne peut pas modifier le panier.',
        },
      },
    },
    {
      name: 'paymentSessionExpiresAt',
      type: 'date',
      label: { en: 'Payment session ends', fr: 'Fin de la session de paiement' },
      admin: { ...dateTimeAdmin, readOnly: true, position: 'sidebar' },
    },
    {
      name: 'lines',
      type: 'array',
      label: { en: 'Lines', fr: 'Lignes' },
      labels: { singular: { en: 'Line', fr: 'Ligne' }, plural: { en: 'Lines', fr: 'Lignes' } },
      fields: [
        { name: 'category', type: 'relationship', relationTo: 'product-categories', required: true, label: { en: 'Category', fr: 'Catégorie' } },
        { name: 'container', type: 'relationship', relationTo: 'containers', required: true, label: { en: 'Container', fr: 'Conteneur' } },
        { name: 'containerQuantity', type: 'number', required: true, min: 1, max: 5, label: { en: 'Container quantity', fr: 'Quantité de conteneurs' } },
        { name: 'kit', type: 'relationship', relationTo: 'accessory-kits', required: true, label: { en: 'Accessory kit', fr: "Trousse d'accessoires" } },
        { name: 'kitQuantity', type: 'number', required: true, min: 0, max: 5, label: { en: 'Kit quantity', fr: 'Quantité de trousses' } },
        { name: 'startDate', type: 'text', required: true, label: labels.startDate },
        { name: 'endDate', type: 'text', required: true, label: labels.endDate },
        { name: 'billingCycles', type: 'number', required: true, min: 1, label: { en: 'Billing cycles', fr: 'Cycles de facturation' } },
        {
          name: 'priceSnapshot',
          type: 'group',
          label: { en: 'Prices when the line was written', fr: 'Prix au moment de l’ajout' },
          admin: { description: { en: 'In the cart currency, frozen when the line was written.', fr: 'Dans la devise du panier, figés au moment de l’ajout.' } },
          fields: [
            snapshotPrice('containerCycleRate', { en: 'Container rate per billing cycle', fr: 'Tarif du conteneur par cycle de facturation' }),
            snapshotPrice('kitCycleRate', { en: 'Kit rate per billing cycle', fr: 'Tarif de la trousse par cycle de facturation' }),
            snapshotPrice('deliveryFee', { en: 'Delivery fee', fr: 'Frais de livraison' }),
            snapshotPrice('returnFee', { en: 'Return fee', fr: 'Frais de retour' }),
          ],
        },
      ],
    },
  ],
}
