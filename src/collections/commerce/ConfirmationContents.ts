import type { CollectionConfig, Field } from 'payload'
import { staffOnly } from '@/access'
import { groups } from '../fields/labels'
import { CONFIRMATION_CONTENTS_SLUG, CONFIRMATION_LABELS, type ConfirmationLabel } from './confirmationLabels'

export { CONFIRMATION_CONTENTS_SLUG }

type Label = { en: string; fr: string }

const LABEL_NAMES: Record<ConfirmationLabel, Label> = {
  'order-captured': { en: 'Order placed (order captured)', fr: 'Commande passée (commande saisie)' },
  'order-failed': { en: 'Order failed', fr: 'Échec de la commande' },
  'empty-cart': { en: 'Empty cart', fr: 'Panier vide' },
  'thank-you': { en: 'Thank-you page (after the account prompt)', fr: 'Page de remerciement (après l’invitation à créer un compte)' },
  'account-prompt': { en: 'Account prompt', fr: 'Invitation à créer un compte' },
}

/** Shown in the admin only for the entries whose label uses the field. */
const forLabels = (...shown: ConfirmationLabel[]) => ({
  condition: (data: Record<string, unknown>) => shown.includes(data?.internalLabel as ConfirmationLabel),
})

const text = (name: string, label: Label, shown: ConfirmationLabel[], description?: Label, type: 'text' | 'textarea' = 'text'): Field => {
  const admin = { ...forLabels(...shown), ...(description ? { description } : {}) }
  return type === 'textarea' ? { name, type: 'textarea', localized: true, label, admin } : { name, type: 'text', localized: true, label, admin }
}

const EMPTY_FALLBACK: Label = {
  en: 'Left empty, the page shows the site’s built-in text.',
  fr: 'Laissé vide, la page affiche le texte intégré du site.',
}

/**
 * Spec 3 §2–§3 "Confirmation content": the texts of the order confirmation pages, one entry per
 * internal label, in English and French. The pages read them per request (they are private to the
 * visitor); an entry or a field left empty shows the message files' text, so checkout never
 * depends on this content. Staff edit; nobody else reads or writes it over HTTP.
 */
export const ConfirmationContents: CollectionConfig = {
  slug: CONFIRMATION_CONTENTS_SLUG,
  labels: {
    singular: { en: 'Order confirmation text', fr: 'Texte de confirmation de commande' },
    plural: { en: 'Order confirmation texts', fr: 'Textes de confirmation de commande' },
  },
  admin: {
    useAsTitle: 'internalLabel',
    defaultColumns: ['internalLabel', 'heading', 'updatedAt'],
    group: groups.commerce,
    description: {
      en: 'The texts of the order confirmation pages (/{locale}/cart-summary/checkout-payment/order-capture and its thank-you page), one entry per variant. A field left empty shows the site’s built-in text.',
      fr: 'Les textes des pages de confirmation de commande (/{locale}/cart-summary/checkout-payment/order-capture et sa page de remerciement), une entrée par variante. Un champ laissé vide affiche le texte intégré du site.',
    },
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'internalLabel',
  fields: [
    {
      name: 'internalLabel',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Internal label (variant)', fr: 'Libellé interne (variante)' },
      options: CONFIRMATION_LABELS.map((value) => ({ value, label: LABEL_NAMES[value] })),
      admin: { description: { en: 'Which page or panel these texts are for.', fr: 'La page ou le panneau auquel ces textes s’appliquent.' } },
    },
    text('heading', { en: 'Heading', fr: 'Titre' }, ['order-captured', 'order-failed', 'empty-cart', 'thank-you', 'account-prompt'], EMPTY_FALLBACK),
    text(
      'subheading',
      { en: 'Subheading', fr: 'Sous-titre' },
      ['order-captured', 'order-failed', 'empty-cart', 'thank-you'],
      {
        en: 'Order placed: {email} is replaced by the order’s e-mail address. Thank-you page: shown after Skip.',
        fr: 'Commande passée : {email} est remplacé par l’adresse courriel de la commande. Page de remerciement : affiché après Passer.',
      },
      'textarea',
    ),
    text(
      'subHeadingNew',
      { en: 'Subheading for a new customer', fr: 'Sous-titre pour un nouveau client' },
      ['order-captured'],
      {
        en: 'Shown instead of the subheading when the order has no account number. Left empty, the subheading is shown.',
        fr: 'Affiché au lieu du sous-titre quand la commande n’a pas de numéro de compte. Laissé vide, le sous-titre est affiché.',
      },
      'textarea',
    ),
    text(
      'ctaLabel',
      { en: 'Button label', fr: 'Libellé du bouton' },
      ['order-failed', 'empty-cart', 'thank-you', 'account-prompt'],
      {
        en: 'Order failed: back to the cart. Empty cart: to the configurator. Thank-you page: back home. Account prompt: sign in to the portal.',
        fr: 'Échec : retour au panier. Panier vide : vers le configurateur. Remerciement : retour à l’accueil. Invitation : connexion au portail.',
      },
    ),
    {
      name: 'labels',
      type: 'group',
      label: { en: 'Labels, in order', fr: 'Libellés, dans l’ordre' },
      admin: forLabels('order-captured'),
      fields: [
        text('orderNumber', { en: '1. Order number', fr: '1. Numéro de commande' }, ['order-captured']),
        text('total', { en: '2. Total', fr: '2. Total' }, ['order-captured']),
        text('address', { en: '3. Address', fr: '3. Adresse' }, ['order-captured']),
        text('summaryHeading', { en: '4. Summary heading', fr: '4. Titre du résumé' }, ['order-captured']),
        text('quantity', { en: '5. Quantity', fr: '5. Quantité' }, ['order-captured']),
        text('delivery', { en: '6. Delivery (the rental period row)', fr: '6. Livraison (ligne de la période de location)' }, ['order-captured'], {
          en: 'Labels each line’s rental period; its start date is the estimated delivery.',
          fr: 'Libellé de la période de location de chaque ligne; sa date de début est la livraison prévue.',
        }),
      ],
    },
    text('column1Text', { en: 'First column text', fr: 'Texte de la première colonne' }, ['account-prompt'], undefined, 'textarea'),
    text('column2Heading', { en: 'Second column heading', fr: 'Titre de la deuxième colonne' }, ['account-prompt']),
    text('column2PrimaryCtaLabel', { en: 'Create-account button', fr: 'Bouton Créer un compte' }, ['account-prompt']),
    text('column2SecondaryCtaLabel', { en: 'Skip button', fr: 'Bouton Passer' }, ['account-prompt']),
  ],
}
