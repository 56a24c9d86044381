import type { GlobalConfig } from 'payload'
import { anyone, staffOnly } from '@/access'

/** Brand, contact and legal settings used across the site shell and the flows. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { en: 'Site settings', fr: 'Paramètres du site' },
  admin: { group: { en: 'Settings', fr: 'Paramètres' } },
  access: { read: anyone, update: staffOnly },
  fields: [
    { name: 'brandName', type: 'text', required: true, defaultValue: 'Boxline' },
    { name: 'tagline', type: 'text', localized: true },
    {
      name: 'phone',
      type: 'text',
      required: true,
      defaultValue: '1-800-555-0199',
      admin: { description: { en: 'Shown in the header and in error messages.', fr: "Affiché dans l'en-tête et les messages d'erreur." } },
    },
    { name: 'salesEmail', type: 'email', required: true, defaultValue: 'sales@boxline.example' },
    { name: 'serviceEmail', type: 'email', required: true, defaultValue: 'service@boxline.example' },
    { name: 'businessTimeZone', type: 'text', required: true, defaultValue: 'America/New_York' },
    {
      name: 'billingCycleDays',
      type: 'number',
      required: true,
      defaultValue: 28,
      min: 1,
      admin: { description: { en: 'Length of one rental billing cycle, in days.', fr: 'Durée d’un cycle de facturation de location, en jours.' } },
    },
    {
      name: 'cartAbandonAfterHours',
      type: 'number',
      required: true,
      defaultValue: 72,
      min: 1,
      admin: { description: { en: 'A cart untouched for longer than this is marked Abandoned when next read.', fr: 'Un panier inactif plus longtemps est marqué abandonné à sa prochaine lecture.' } },
    },
    {
      name: 'termsLinks',
      type: 'group',
      fields: [
        { name: 'rentalTerms', type: 'text', localized: true },
        { name: 'quebecRentalTerms', type: 'text' },
        { name: 'privacyPolicy', type: 'text', localized: true },
      ],
    },
    { name: 'legalText', type: 'textarea', localized: true },
    {
      name: 'customerPortalUrl',
      type: 'text',
      defaultValue: 'https://portal.boxline.example/dashboard',
      admin: { description: { en: 'Customer portal dashboard; the order confirmation opens it in a new tab for customers with an account number.', fr: 'Tableau de bord du portail client; la confirmation de commande l’ouvre dans un nouvel onglet pour les clients qui ont un numéro de compte.' } },
    },
    { name: 'chatScript', type: 'textarea', admin: { description: { en: 'Optional chat embed; blocked by the Content-Security-Policy unless its origin is allowed.', fr: "Intégration de clavardage facultative; bloquée par la politique de sécurité du contenu sauf si son origine est autorisée." } } },
  ],
}
