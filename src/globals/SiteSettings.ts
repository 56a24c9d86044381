import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '@/access'
import { revalidateEveryPageHook } from '@/lib/publicPages'
import { groups, inAdminLanguage } from '../collections/fields/labels'

/** The seeded portal sign-in page of a locale. */
export const customerPortalDefault = (locale: string | undefined): string => `https://portal.boxline.example/${locale === 'fr' ? 'fr' : 'en'}/login`

/** An absolute https address, or nothing. */
export function isHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' && value.trim() === value
  } catch {
    return false
  }
}

const validateCustomerPortalUrl = (value: unknown, { req }: { req?: { i18n?: { language?: string } } } = {}): true | string =>
  value === null || value === undefined || value === '' || isHttpsUrl(value)
    ? true
    : inAdminLanguage(req, { en: 'Enter a full https address, e.g. https://portal.example.com/en/login.', fr: 'Entrez une adresse https complète, p. ex. https://portal.example.com/fr/login.' })

/** Brand, contact and legal settings used across the site shell and the flows. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  // Shown on every page: saving drops every page of the locales it changed from the cache.
  hooks: { afterChange: [revalidateEveryPageHook] },
  label: { en: 'Site settings', fr: 'Paramètres du site' },
  admin: { group: groups.settings },
  access: { read: anyone, update: staffOnly },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Boxline', label: { en: 'Brand name', fr: 'Nom de la marque' } },
    { name: 'tagline', type: 'text', localized: true, label: { en: 'Tagline', fr: 'Slogan' } },
    {
      name: 'phone',
      type: 'text',
      required: true,
      defaultValue: '1-800-555-0199',
      label: { en: 'Phone', fr: 'Téléphone' },
      admin: { description: { en: 'Shown in the header and in error messages.', fr: "Affiché dans l'en-tête et les messages d'erreur." } },
    },
    { name: 'salesEmail', type: 'email', required: true, defaultValue: 'sales@boxline.example', label: { en: 'Sales email', fr: 'Courriel des ventes' } },
    { name: 'serviceEmail', type: 'email', required: true, defaultValue: 'service@boxline.example', label: { en: 'Service email', fr: 'Courriel du service' } },
    {
      name: 'businessTimeZone',
      type: 'text',
      required: true,
      defaultValue: 'America/New_York',
      label: { en: 'Business time zone', fr: 'Fuseau horaire de l’entreprise' },
      admin: { description: { en: 'An IANA time zone, e.g. America/New_York or America/Toronto.', fr: 'Un fuseau horaire IANA, p. ex. America/New_York ou America/Toronto.' } },
    },
    {
      name: 'billingCycleDays',
      type: 'number',
      required: true,
      defaultValue: 28,
      min: 1,
      label: { en: 'Billing cycle (days)', fr: 'Cycle de facturation (jours)' },
      admin: { description: { en: 'Length of one rental billing cycle, in days.', fr: 'Durée d’un cycle de facturation de location, en jours.' } },
    },
    {
      name: 'cartAbandonAfterHours',
      type: 'number',
      required: true,
      defaultValue: 72,
      min: 1,
      label: { en: 'Cart abandoned after (hours)', fr: 'Panier abandonné après (heures)' },
      admin: { description: { en: 'A cart untouched for longer than this is marked Abandoned when next read.', fr: 'Un panier inactif plus longtemps est marqué abandonné à sa prochaine lecture.' } },
    },
    {
      name: 'termsLinks',
      type: 'group',
      label: { en: 'Terms links', fr: 'Liens vers les conditions' },
      fields: [
        { name: 'rentalTerms', type: 'text', localized: true, label: { en: 'Rental terms', fr: 'Conditions de location' } },
        {
          name: 'quebecRentalTerms',
          type: 'text',
          label: { en: 'Quebec rental terms', fr: 'Conditions de location au Québec' },
          admin: { description: { en: 'For sites in Quebec billed in CAD (French terms).', fr: 'Pour les chantiers au Québec facturés en CAD (conditions en français).' } },
        },
        { name: 'privacyPolicy', type: 'text', localized: true, label: { en: 'Privacy policy', fr: 'Politique de confidentialité' } },
      ],
    },
    { name: 'legalText', type: 'textarea', localized: true, label: { en: 'Legal text', fr: 'Mentions légales' } },
    {
      name: 'customerPortalUrl',
      type: 'text',
      localized: true,
      maxLength: 500,
      // The portal's sign-in page in the locale's language.
      defaultValue: ({ locale }: { locale?: string }) => customerPortalDefault(locale),
      validate: validateCustomerPortalUrl,
      label: { en: 'Customer portal URL', fr: 'URL du portail client' },
      admin: {
        description: {
          en: 'The customer portal’s sign-in page in this language (https). Guest payment offers it to portal users; the order confirmation opens it in a new tab for customers with an account number.',
          fr: 'La page de connexion du portail client dans cette langue (https). Le paiement invité la propose aux utilisateurs du portail; la confirmation de commande l’ouvre dans un nouvel onglet pour les clients qui ont un numéro de compte.',
        },
      },
    },
    { name: 'chatScript', type: 'textarea', label: { en: 'Chat script', fr: 'Script de clavardage' }, admin: { description: { en: 'Optional chat embed; blocked by the Content-Security-Policy unless its origin is allowed.', fr: "Intégration de clavardage facultative; bloquée par la politique de sécurité du contenu sauf si son origine est autorisée." } } },
  ],
}
