import type { Payload } from 'payload'
import { CONFIRMATION_CONTENTS_SLUG, type ConfirmationEntry, type ConfirmationLabel } from '@/collections/commerce/confirmationLabels'

type Entry = Omit<ConfirmationEntry, 'internalLabel'>

/**
 * Each entry's texts in English and French: the `orderConfirmation` message texts they replace,
 * word for word, so the pages read the same after the first start (confirmation.test.ts checks it).
 * Written out: the build compiles the message files, so they cannot be read as plain text here.
 */
export const confirmationContents: Record<'en' | 'fr', Record<ConfirmationLabel, Entry>> = {
  en: {
    'order-captured': {
      heading: 'Thank you for your order!',
      subheading: 'We have received your order and sent a confirmation to {email}.',
      labels: {
        orderNumber: 'Order number',
        total: 'Total',
        address: 'Delivery address',
        summaryHeading: 'Order summary',
        quantity: 'Quantity',
        delivery: 'Rental period',
      },
    },
    'order-failed': {
      heading: 'Order Failed',
      subheading: 'You have not successfully placed your order.',
      ctaLabel: 'Back to the cart summary',
    },
    'empty-cart': {
      heading: 'Empty Cart',
      subheading: 'There is no order to show. Choose a container to start a rental.',
      ctaLabel: 'Configure a container',
    },
    'thank-you': {
      heading: 'Thank you!',
      subheading: 'You can ask for a customer portal account at any time: call us with your order number.',
      ctaLabel: 'Back to the home page',
    },
    'account-prompt': {
      heading: 'Manage your rental online',
      column1Text: 'With a customer portal account you can follow deliveries, see your invoices and pay them online.',
      column2Heading: 'Your customer portal',
      ctaLabel: 'Sign in to the customer portal',
      column2PrimaryCtaLabel: 'Create an account',
      column2SecondaryCtaLabel: 'Skip',
    },
  },
  fr: {
    'order-captured': {
      heading: 'Merci pour votre commande!',
      subheading: 'Nous avons reçu votre commande et envoyé une confirmation à {email}.',
      labels: {
        orderNumber: 'Numéro de commande',
        total: 'Total',
        address: 'Adresse de livraison',
        summaryHeading: 'Résumé de la commande',
        quantity: 'Quantité',
        delivery: 'Période de location',
      },
    },
    'order-failed': {
      heading: 'Échec de la commande',
      subheading: 'Votre commande n’a pas été passée.',
      ctaLabel: 'Retour au résumé du panier',
    },
    'empty-cart': {
      heading: 'Panier vide',
      subheading: 'Aucune commande à afficher. Choisissez un conteneur pour commencer une location.',
      ctaLabel: 'Configurer un conteneur',
    },
    'thank-you': {
      heading: 'Merci!',
      subheading: 'Vous pouvez demander un compte du portail client en tout temps : appelez-nous avec votre numéro de commande.',
      ctaLabel: 'Retour à l’accueil',
    },
    'account-prompt': {
      heading: 'Gérez votre location en ligne',
      column1Text: 'Avec un compte du portail client, vous pouvez suivre vos livraisons, consulter vos factures et les payer en ligne.',
      column2Heading: 'Votre portail client',
      ctaLabel: 'Se connecter au portail client',
      column2PrimaryCtaLabel: 'Créer un compte',
      column2SecondaryCtaLabel: 'Passer',
    },
  },
}

/** Idempotent: an entry is created (English, then French) only when its internal label is missing. */
export async function seedConfirmationContents(payload: Payload, log: (msg: string) => void) {
  const labels = Object.keys(confirmationContents.en) as ConfirmationLabel[]
  const { docs } = await payload.find({
    collection: CONFIRMATION_CONTENTS_SLUG,
    where: { internalLabel: { in: labels } },
    pagination: false,
    depth: 0,
    select: { internalLabel: true },
  })
  const present = new Set(docs.map((doc) => doc.internalLabel))
  const missing = labels.filter((label) => !present.has(label))
  for (const internalLabel of missing) {
    const created = await payload.create({
      collection: CONFIRMATION_CONTENTS_SLUG,
      locale: 'en',
      depth: 0,
      data: { internalLabel, ...confirmationContents.en[internalLabel] },
    })
    await payload.update({
      collection: CONFIRMATION_CONTENTS_SLUG,
      id: created.id,
      locale: 'fr',
      depth: 0,
      data: confirmationContents.fr[internalLabel],
    })
  }
  if (missing.length > 0) log(`${missing.length} order confirmation texts seeded`)
}
