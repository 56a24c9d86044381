import type { CollectionConfig, Field } from 'payload'
import { staffOnly } from '@/access'
import { moneyField } from '../fields/money'
import { currencyOptions, groups, labels, languageOptions } from '../fields/labels'

export const ORDERS_SLUG = 'orders'
export const ORDER_PAYMENT_METHODS = ['card', 'echeck'] as const

type Label = { en: string; fr: string }
const readOnly = { readOnly: true } as const
const text = (name: string, label: Label): Field => ({ name, type: 'text', label, admin: readOnly })
/** A whole number that is not money (quantities, cycles, tax rates). */
const count = (name: string, label: Label): Field => ({ name, type: 'number', label, admin: readOnly })
/** Money, in the order's currency. */
const money = (name: string, label: Label): Field => moneyField({ name, label, readOnly: true, currencyPath: 'currency' })

const address = (name: string, label: Label): Field => ({
  name,
  type: 'group',
  label,
  admin: readOnly,
  fields: [
    text('street', labels.street),
    text('city', labels.city),
    text('state', labels.state),
    text('zipCode', labels.zipCode),
    // Stored as the visitor's answer ('US' / 'CA'): a text, shown as is.
    text('country', labels.country),
  ],
})

const PAYMENT_METHOD_LABELS: Record<(typeof ORDER_PAYMENT_METHODS)[number], Label> = {
  card: { en: 'Card', fr: 'Carte' },
  echeck: { en: 'E-check', fr: 'Chèque électronique' },
}

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
    group: groups.commerce,
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
    { name: 'locale', type: 'select', required: true, defaultValue: 'en', options: languageOptions, label: labels.language, admin: readOnly },
    { name: 'currency', type: 'select', required: true, options: currencyOptions, label: labels.currency, admin: readOnly },
    moneyField({ name: 'totalAfterTax', required: true, readOnly: true, currencyPath: 'currency', label: { en: 'Total after tax', fr: 'Total après taxes' } }),
    {
      name: 'lines',
      type: 'array',
      label: { en: 'Products', fr: 'Produits' },
      labels: { singular: { en: 'Product', fr: 'Produit' }, plural: { en: 'Products', fr: 'Produits' } },
      admin: readOnly,
      fields: [
        text('productCode', { en: 'Container code', fr: 'Code du conteneur' }),
        text('containerNameEn', { en: 'Container (English)', fr: 'Conteneur (anglais)' }),
        text('containerNameFr', { en: 'Container (French)', fr: 'Conteneur (français)' }),
        text('categoryCode', { en: 'Category', fr: 'Catégorie' }),
        count('containerQuantity', { en: 'Container quantity', fr: 'Quantité de conteneurs' }),
        text('kitDescription', { en: 'Accessory kit', fr: 'Trousse d’accessoires' }),
        text('kitLabelEn', { en: 'Kit (English)', fr: 'Trousse (anglais)' }),
        text('kitLabelFr', { en: 'Kit (French)', fr: 'Trousse (français)' }),
        count('kitQuantity', { en: 'Kit quantity', fr: 'Quantité de trousses' }),
        text('startDate', { en: 'Start date', fr: 'Date de début' }),
        text('endDate', { en: 'End date', fr: 'Date de fin' }),
        text('estimatedDelivery', { en: 'Estimated delivery', fr: 'Livraison prévue' }),
        count('billingCycles', { en: 'Billing cycles', fr: 'Cycles de facturation' }),
        money('totalBeforeTax', { en: 'Line total before tax', fr: 'Total de la ligne avant taxes' }),
      ],
    },
    {
      name: 'totals',
      type: 'group',
      label: { en: 'Totals', fr: 'Totaux' },
      admin: readOnly,
      fields: [
        money('containerRecurringRental', { en: 'Container rental per billing cycle', fr: 'Location des conteneurs par cycle de facturation' }),
        money('accessoriesRecurringRental', { en: 'Accessory rental per billing cycle', fr: 'Location des accessoires par cycle de facturation' }),
        money('recurringRentalCost', { en: 'Rental per billing cycle', fr: 'Location par cycle de facturation' }),
        money('totalContainerRental', { en: 'Container rental, whole term', fr: 'Location des conteneurs, durée totale' }),
        money('totalAccessoriesRental', { en: 'Accessory rental, whole term', fr: 'Location des accessoires, durée totale' }),
        money('deliveryAndReturnFee', { en: 'Delivery and return fees', fr: 'Frais de livraison et de retour' }),
        money('totalBeforeTax', { en: 'Total before tax', fr: 'Total avant taxes' }),
        money('tax', { en: 'Tax', fr: 'Taxes' }),
        money('totalAfterTax', { en: 'Total after tax', fr: 'Total après taxes' }),
        {
          name: 'taxLines',
          type: 'array',
          label: { en: 'Tax lines', fr: 'Lignes de taxes' },
          labels: { singular: { en: 'Tax line', fr: 'Ligne de taxe' }, plural: { en: 'Tax lines', fr: 'Lignes de taxes' } },
          fields: [
            text('code', labels.code),
            text('label', { en: 'Tax', fr: 'Taxe' }),
            count('rateBps', { en: 'Rate (thousandths of a percent: 13% = 13000)', fr: 'Taux (millièmes de pour cent : 13 % = 13000)' }),
            money('amount', { en: 'Amount', fr: 'Montant' }),
          ],
        },
      ],
    },
    {
      name: 'contact',
      type: 'group',
      label: { en: 'Contact', fr: 'Coordonnées' },
      admin: readOnly,
      fields: [
        text('firstName', labels.firstName),
        text('lastName', labels.lastName),
        text('companyName', labels.companyName),
        text('email', labels.email),
        text('phone', labels.phone),
        text('accountNumber', labels.accountNumber),
      ],
    },
    address('siteAddress', { en: 'Site address', fr: 'Adresse du chantier' }),
    address('billingAddress', { en: 'Billing address', fr: 'Adresse de facturation' }),
    {
      name: 'payment',
      type: 'group',
      label: { en: 'Payment', fr: 'Paiement' },
      admin: readOnly,
      fields: [
        {
          name: 'method',
          type: 'select',
          required: true,
          label: { en: 'Method', fr: 'Mode de paiement' },
          options: ORDER_PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] })),
          admin: readOnly,
        },
        text('brand', { en: 'Brand', fr: 'Marque' }),
        text('lastFour', { en: 'Last four digits', fr: 'Quatre derniers chiffres' }),
        text('expiry', { en: 'Expiry (yyyy-mm)', fr: 'Expiration (aaaa-mm)' }),
        text('authCode', { en: 'Authorization code', fr: 'Code d’autorisation' }),
        text('authReference', { en: 'Authorization reference', fr: 'Référence d’autorisation' }),
        text('authorizedAt', { en: 'Authorized at', fr: 'Autorisé le' }),
        money('amount', { en: 'Amount', fr: 'Montant' }),
      ],
    },
    { name: 'confirmationEmail', type: 'relationship', relationTo: 'outbox', label: { en: 'Confirmation e-mail', fr: 'Courriel de confirmation' }, admin: readOnly },
  ],
}
