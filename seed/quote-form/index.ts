import type { Payload } from 'payload'
import { overlayById } from '../localized'

// The rental quote pages (issue 5 item 3, spec 3 §3): /request-quote and the /unbounce landing
// page are CMS pages whose layout holds the quote form block. English first, French overlay.

const field = (itemType: string, name: string, label: string, extra: Record<string, unknown> = {}) => ({ itemType, name, label, width: 'full', isRequired: false, ...extra })
const option = (value: string, label: string) => ({ value, label })

const formFieldsEn = [
  field('fieldText', 'firstName', 'First name', { width: 'half', isRequired: true }),
  field('fieldText', 'lastName', 'Last name', { width: 'half', isRequired: true }),
  field('fieldText', 'company', 'Company', { isRequired: true }),
  field('fieldEmail', 'email', 'Email', { width: 'half', isRequired: true }),
  field('fieldPhone', 'phone', 'Phone', { width: 'half', isRequired: true }),
  field('fieldDropdown', 'containerSize', 'Container size', {
    width: 'half',
    options: [option('20ft', '20 ft'), option('40ft', '40 ft'), option('not-sure', 'Not sure yet')],
  }),
  field('fieldDropdown', 'rentalLength', 'How long do you need it?', {
    width: 'half',
    options: [option('under-3-months', 'Less than 3 months'), option('3-12-months', '3 to 12 months'), option('over-12-months', 'More than 12 months')],
  }),
  field('fieldLabel', '', 'Anything else we should know?'),
  field('fieldTextArea', 'comments', 'Comments', { placeholder: 'Delivery date, site access, number of units…' }),
]
const formFieldsFr = [
  { label: 'Prénom' },
  { label: 'Nom' },
  { label: 'Entreprise' },
  { label: 'Courriel' },
  { label: 'Téléphone' },
  { label: 'Taille du conteneur', options: [{ label: '20 pi' }, { label: '40 pi' }, { label: 'Je ne sais pas encore' }] },
  { label: 'Pour combien de temps?', options: [{ label: 'Moins de 3 mois' }, { label: '3 à 12 mois' }, { label: 'Plus de 12 mois' }] },
  { label: 'Autre chose à nous dire?' },
  { label: 'Commentaires', placeholder: 'Date de livraison, accès au chantier, nombre d’unités…' },
]

const industriesEn = {
  label: 'Industry',
  options: [
    option('construction', 'Construction'),
    option('retail', 'Retail'),
    option('education', 'Education'),
    option('healthcare', 'Healthcare'),
    option('government', 'Government'),
    option('agriculture', 'Agriculture'),
  ],
}
const industriesFr = {
  label: 'Secteur d’activité',
  options: [{ label: 'Construction' }, { label: 'Commerce de détail' }, { label: 'Éducation' }, { label: 'Santé' }, { label: 'Gouvernement' }, { label: 'Agriculture' }],
}

const cardsEn = [
  { value: 'storage', title: 'Storage containers', description: 'Secure, weatherproof storage on your site.' },
  { value: 'office', title: 'Site offices', description: 'Furnished offices with power and lighting.' },
  { value: 'modular', title: 'Modular units', description: 'Classrooms, break rooms and more.' },
]
const cardsFr = [
  { title: 'Conteneurs d’entreposage', description: 'Entreposage sécuritaire et étanche sur votre chantier.' },
  { title: 'Bureaux de chantier', description: 'Bureaux meublés, avec électricité et éclairage.' },
  { title: 'Unités modulaires', description: 'Salles de classe, salles de pause et plus encore.' },
]

/** The standard quote form block (the fields, industries and cards above), English and its French overlay; pages change its heading and intro. */
export function quoteFormBlock(options: { mode: 'checkbox' | 'radio'; captchaGate: boolean; thankYouPage: string | null; width: 'fixed' | 'full' }) {
  const en = {
    blockType: 'quoteForm' as const,
    heading: 'Request a rental quote',
    intro: 'Tell us what you need and where. We reply within one business day with a quote that includes delivery.',
    formFields: formFieldsEn,
    siteAddressHeading: 'Where should we deliver?',
    industries: industriesEn,
    optionCards: { legend: options.mode === 'radio' ? 'What do you need most?' : 'What do you need?', mode: options.mode, cards: cardsEn },
    consentMessage: 'By sending this request, you agree that Boxline may contact you by email or phone about it. We use your information only to answer your request.',
    submitCtaLabel: 'Get my quote',
    submitCtaWidth: options.width,
    captchaGate: options.captchaGate,
    thankYouPage: options.thankYouPage,
    background: 'light' as const,
  }
  const fr = {
    heading: 'Demander une soumission de location',
    intro: 'Dites-nous ce qu’il vous faut et où. Nous répondons d’ici un jour ouvrable avec une soumission qui comprend la livraison.',
    formFields: formFieldsFr,
    siteAddressHeading: 'Où devons-nous livrer?',
    industries: industriesFr,
    optionCards: { legend: options.mode === 'radio' ? 'De quoi avez-vous le plus besoin?' : 'De quoi avez-vous besoin?', cards: cardsFr },
    consentMessage: 'En envoyant cette demande, vous acceptez que Boxline communique avec vous par courriel ou par téléphone à son sujet. Nous utilisons vos renseignements uniquement pour répondre à votre demande.',
    submitCtaLabel: 'Obtenir ma soumission',
  }
  return { en, fr }
}

const requestQuoteBlock = quoteFormBlock({ mode: 'checkbox', captchaGate: false, thankYouPage: null, width: 'fixed' })
const landingBlock = quoteFormBlock({ mode: 'radio', captchaGate: true, thankYouPage: 'unbounce/thank-you', width: 'full' })

export const quoteFormPages = [
  {
    en: {
      title: 'Request a rental quote',
      slug: 'request-quote',
      meta: {
        title: 'Request a rental quote',
        description: 'Storage containers, site offices or modular units for rent, delivered across the US and Canada. Tell us what you need and where; we reply within one business day.',
      },
      layout: [requestQuoteBlock.en],
    },
    fr: {
      title: 'Demander une soumission de location',
      meta: {
        title: 'Demander une soumission de location',
        description: 'Conteneurs d’entreposage, bureaux de chantier ou unités modulaires en location, livrés aux États-Unis et au Canada. Dites-nous ce qu’il vous faut; réponse en un jour ouvrable.',
      },
      layout: [requestQuoteBlock.fr],
    },
  },
  {
    en: {
      title: 'Storage container rental quote (landing page)',
      slug: 'unbounce',
      meta: {
        title: 'Get a storage container rental quote',
        description: 'Storage containers and site offices for rent across the US and Canada. Request your quote in two minutes.',
      },
      layout: [{ ...landingBlock.en, heading: 'Get your container rental quote', intro: 'Storage containers and site offices delivered to your site anywhere in the US and Canada. Tell us what you need; we reply within one business day.' }],
    },
    fr: {
      title: 'Soumission de location de conteneur (page d’atterrissage)',
      meta: {
        title: 'Obtenez une soumission de location de conteneur',
        description: 'Conteneurs d’entreposage et bureaux de chantier en location aux États-Unis et au Canada. Demandez votre soumission en deux minutes.',
      },
      layout: [{ ...landingBlock.fr, heading: 'Obtenez votre soumission de location', intro: 'Conteneurs d’entreposage et bureaux de chantier livrés sur votre chantier partout aux États-Unis et au Canada. Dites-nous ce qu’il vous faut; réponse en un jour ouvrable.' }],
    },
  },
]

/** Idempotent: each page is created only when its slug is missing. */
export async function seedQuoteFormPages(payload: Payload, log: (msg: string) => void) {
  for (const page of quoteFormPages) {
    const { totalDocs } = await payload.count({ collection: 'pages', where: { slug: { equals: page.en.slug } } })
    if (totalDocs > 0) continue
    // The seed data's option values and modes are literal unions; Payload's generated types check them.
    const english = await payload.create({ collection: 'pages', locale: 'en', data: { ...page.en, _status: 'published' } as never })
    await payload.update({ collection: 'pages', id: english.id, locale: 'fr', data: { ...overlayById(english, page.fr), _status: 'published' } })
    log(`page ${page.en.slug} seeded`)
  }
}
