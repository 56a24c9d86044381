import type { CollectionConfig, Field } from 'payload'
import { staffOnly } from '@/access'

export const ORDERS_SLUG = 'orders'
export const ORDER_PAYMENT_METHODS = ['card', 'echeck'] as const

const readOnly = { readOnly: true } as const
const text = (name: string, label?: { en: string; fr: string }): Field => ({ name, type: 'text', label, admin: readOnly })
const cents = (name: string, label?: { en: string; fr: string }): Field => ({ name, type: 'number', label, admin: readOnly })

const address = (name: string, label: { en: string; fr: string }): Field => ({
  name,
  type: 'group',
  label,
  admin: readOnly,
  fields: ['street', 'city', 'state', 'zipCode', 'country'].map((field) => text(field)),
})

/**
 * A placed rental order (spec 2 §3 order confirmation data, spec 3 "captured products"): written
 * once by POST /api/ecomm-payment, in the transaction that claims the gateway transaction and marks
 * the cart Ordered. Everything is a snapshot — names in both languages, dates, prices, totals with
 * tax lines, contact, addresses and the payment result — so later catalog or cart changes never
 * alter it. Unique transactionId and webCartId: one order per payment and per cart. Never a full
 * card or account number: brand, last four, expiry and auth code only.
 * `confirmationToken` is the random value of the visitor's httpOnly order cookie (the order
 * number never travels in a URL).
 */
export const Orders: CollectionConfig = {
  slug: ORDERS_SLUG,
  labels: { singular: { en: 'Order', fr: 'Commande' }, plural: { en: 'Orders', fr: 'Commandes' } },
  admin: {
    useAsTitle: 'orderNumber',
    defaultColumns: ['orderNumber', 'status', 'totalAfterTax', 'currency', 'createdAt'],
    listSearchableFields: ['orderNumber', 'transactionId', 'webCartId'],
    group: { en: 'Commerce', fr: 'Commerce' },
    description: { en: 'Rental orders paid on the site.', fr: 'Commandes de location payées sur le site.' },
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  timestamps: true,
  fields: [
    { name: 'orderNumber', type: 'text', required: true, unique: true, index: true, label: { en: 'Order number', fr: 'Numéro de commande' }, admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'Placed',
      label: { en: 'Status', fr: 'Statut' },
      options: [
        { value: 'Placed', label: { en: 'Placed', fr: 'Passée' } },
        { value: 'Confirmed', label: { en: 'Confirmed', fr: 'Confirmée' } },
        { value: 'Cancelled', label: { en: 'Cancelled', fr: 'Annulée' } },
      ],
    },
    { name: 'webCartId', type: 'text', required: true, unique: true, index: true, label: { en: 'Web cart id', fr: 'Identifiant du panier' }, admin: readOnly },
    { name: 'transactionId', type: 'text', required: true, unique: true, index: true, label: { en: 'Transaction id', fr: 'Identifiant de transaction' }, admin: readOnly },
    { name: 'confirmationToken', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: ['en', 'fr'], label: { en: 'Language', fr: 'Langue' }, admin: readOnly },
    { name: 'currency', type: 'select', required: true, options: ['USD', 'CAD'], label: { en: 'Currency', fr: 'Devise' }, admin: readOnly },
    { name: 'totalAfterTax', type: 'number', required: true, label: { en: 'Total after tax (cents)', fr: 'Total après taxes (cents)' }, admin: readOnly },
    {
      name: 'lines',
      type: 'array',
      label: { en: 'Products', fr: 'Produits' },
      admin: readOnly,
      fields: [
        text('productCode', { en: 'Container code', fr: 'Code du conteneur' }),
        text('containerNameEn', { en: 'Container (English)', fr: 'Conteneur (anglais)' }),
        text('containerNameFr', { en: 'Container (French)', fr: 'Conteneur (français)' }),
        text('categoryCode', { en: 'Category', fr: 'Catégorie' }),
        cents('containerQuantity', { en: 'Container quantity', fr: 'Quantité de conteneurs' }),
        text('kitDescription', { en: 'Accessory kit', fr: 'Ensemble d’accessoires' }),
        text('kitLabelEn', { en: 'Kit (English)', fr: 'Ensemble (anglais)' }),
        text('kitLabelFr', { en: 'Kit (French)', fr: 'Ensemble (français)' }),
        cents('kitQuantity', { en: 'Kit quantity', fr: 'Quantité d’ensembles' }),
        text('startDate', { en: 'Start date', fr: 'Date de début' }),
        text('endDate', { en: 'End date', fr: 'Date de fin' }),
        text('estimatedDelivery', { en: 'Estimated delivery', fr: 'Livraison prévue' }),
        cents('billingCycles', { en: 'Billing cycles', fr: 'Cycles de facturation' }),
        cents('totalBeforeTax', { en: 'Line total before tax (cents)', fr: 'Total de la ligne avant taxes (cents)' }),
      ],
    },
    {
      name: 'totals',
      type: 'group',
      label: { en: 'Totals (cents)', fr: 'Totaux (cents)' },
      admin: readOnly,
      fields: [
        cents('containerRecurringRental'),
        cents('accessoriesRecurringRental'),
        cents('recurringRentalCost'),
        cents('totalContainerRental'),
        cents('totalAccessoriesRental'),
        cents('deliveryAndReturnFee'),
        cents('totalBeforeTax'),
        cents('tax'),
        cents('totalAfterTax'),
        {
          name: 'taxLines',
          type: 'array',
          fields: [text('code'), text('label'), cents('rateBps'), cents('amount')],
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      label: { en: 'Contact', fr: 'Coordonnées' },
      admin: readOnly,
      fields: ['firstName', 'lastName', 'companyName', 'email', 'phone', 'accountNumber'].map((field) => text(field)),
    },
    address('siteAddress', { en: 'Site address', fr: 'Adresse du site' }),
    address('billingAddress', { en: 'Billing address', fr: 'Adresse de facturation' }),
    {
      name: 'payment',
      type: 'group',
      label: { en: 'Payment', fr: 'Paiement' },
      admin: readOnly,
      fields: [
        { name: 'method', type: 'select', required: true, options: [...ORDER_PAYMENT_METHODS], admin: readOnly },
        text('brand', { en: 'Brand', fr: 'Marque' }),
        text('lastFour', { en: 'Last four digits', fr: 'Quatre derniers chiffres' }),
        text('expiry', { en: 'Expiry (yyyy-mm)', fr: 'Expiration (aaaa-mm)' }),
        text('authCode', { en: 'Authorization code', fr: 'Code d’autorisation' }),
        text('authReference', { en: 'Authorization reference', fr: 'Référence d’autorisation' }),
        text('authorizedAt', { en: 'Authorized at', fr: 'Autorisé le' }),
        cents('amount', { en: 'Amount (cents)', fr: 'Montant (cents)' }),
      ],
    },
    { name: 'confirmationEmail', type: 'relationship', relationTo: 'outbox', label: { en: 'Confirmation e-mail', fr: 'Courriel de confirmation' }, admin: readOnly },
  ],
}
