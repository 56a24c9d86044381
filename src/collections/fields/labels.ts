// Admin labels shared by several collections, in both admin languages (English, Quebec French).
// Every label, group, description and select option of the admin has an `en` and an `fr` text.

export type Label = { en: string; fr: string }
export type Option = { value: string; label: Label }

/** Date and time in the admin: numeric, so it reads the same in English and French (2026-11-24 11:52). */
export const ADMIN_DATE_FORMAT = 'yyyy-MM-dd HH:mm'
/** `admin` of a date-and-time field. */
export const dateTimeAdmin = { date: { pickerAppearance: 'dayAndTime', displayFormat: ADMIN_DATE_FORMAT } } as const

export const groups = {
  catalog: { en: 'Catalog', fr: 'Catalogue' },
  commerce: { en: 'Commerce', fr: 'Commerce' },
  content: { en: 'Content', fr: 'Contenu' },
  billing: { en: 'Billing', fr: 'Facturation' },
  leads: { en: 'Leads', fr: 'Demandes' },
  settings: { en: 'Settings', fr: 'Paramètres' },
  system: { en: 'System', fr: 'Système' },
} satisfies Record<string, Label>

export const labels = {
  name: { en: 'Name', fr: 'Nom' },
  description: { en: 'Description', fr: 'Description' },
  sortOrder: { en: 'Sort order', fr: 'Ordre d’affichage' },
  code: { en: 'Code', fr: 'Code' },
  country: { en: 'Country', fr: 'Pays' },
  currency: { en: 'Currency', fr: 'Devise' },
  language: { en: 'Language', fr: 'Langue' },
  status: { en: 'Status', fr: 'Statut' },
  street: { en: 'Street address', fr: 'Adresse' },
  city: { en: 'City', fr: 'Ville' },
  state: { en: 'State or province', fr: 'État ou province' },
  zipCode: { en: 'ZIP or postal code', fr: 'Code postal' },
  firstName: { en: 'First name', fr: 'Prénom' },
  lastName: { en: 'Last name', fr: 'Nom' },
  companyName: { en: 'Company', fr: 'Entreprise' },
  email: { en: 'Email', fr: 'Courriel' },
  phone: { en: 'Phone', fr: 'Téléphone' },
  accountNumber: { en: 'Account number', fr: 'Numéro de compte' },
  image: { en: 'Image', fr: 'Image' },
  title: { en: 'Title', fr: 'Titre' },
  label: { en: 'Label', fr: 'Libellé' },
  link: { en: 'Link', fr: 'Lien' },
  quantity: { en: 'Quantity', fr: 'Quantité' },
  startDate: { en: 'Start date (yyyy-mm-dd)', fr: 'Date de début (aaaa-mm-jj)' },
  endDate: { en: 'End date (yyyy-mm-dd)', fr: 'Date de fin (aaaa-mm-jj)' },
} satisfies Record<string, Label>

const COUNTRY_LABELS: Record<string, Label> = {
  us: { en: 'United States', fr: 'États-Unis' },
  ca: { en: 'Canada', fr: 'Canada' },
}

/** Country options with their names; the stored values stay as they are ('US' or 'us'). */
export const countryOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: COUNTRY_LABELS[value.toLowerCase()] ?? { en: value, fr: value } }))

export const currencyOptions: Option[] = [
  { value: 'USD', label: { en: 'US dollar (USD)', fr: 'Dollar américain (USD)' } },
  { value: 'CAD', label: { en: 'Canadian dollar (CAD)', fr: 'Dollar canadien (CAD)' } },
]

/** How a payment was made, as the gateway and the ledger store it. */
export const paymentMethodLabels = {
  card: { en: 'Card', fr: 'Carte' },
  echeck: { en: 'E-check', fr: 'Chèque électronique' },
} satisfies Record<'card' | 'echeck', Label>

export const languageOptions: Option[] = [
  { value: 'en', label: { en: 'English', fr: 'Anglais' } },
  { value: 'fr', label: { en: 'French', fr: 'Français' } },
]

/** Codes that read the same in both languages (product codes, ledger codes). */
export const codeOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: { en: value, fr: value } }))

/** A validation message in the admin language of the request (`req.i18n.language`). */
export const inAdminLanguage = (req: { i18n?: { language?: string } } | undefined, text: Label): string =>
  req?.i18n?.language?.toLowerCase().startsWith('fr') ? text.fr : text.en
