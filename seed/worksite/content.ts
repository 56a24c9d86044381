import { text, type Text } from '../catalog/data/text'
import { dotPosition, type Placement, type Scene } from './drawing'

type Hotspot = { heading: Text; subheading: Text; ctaLabel: Text; ctaLink: string }
type Worksite = { file: string; label: Text; alt: Text; scene: Scene; hotspots: Record<string, Hotspot> }

const configure = (category: string) => `/products/storage-containers?product_category=${category}`
const quote = text('Request a quote', 'Demander une soumission')

/**
 * The home page's worksite explorer (spec 3 §2): two drawn worksites, each unit a hotspot. The
 * hotspots' positions are computed from the drawing's placements (seed/worksite/drawing.ts).
 */
export const worksites: Record<'construction' | 'events', Worksite> = {
  construction: {
    file: 'worksite-construction.webp',
    label: text('Construction site', 'Chantier de construction'),
    alt: text(
      'A construction site behind a fence: an office trailer, a 40 ft and a 20 ft tri-cam storage container, a restroom trailer and a guard booth',
      'Un chantier de construction derrière une clôture\u00a0: une roulotte de bureau, un conteneur d’entreposage de 40 pi et un de 20 pi à trois cames, une roulotte sanitaire et une guérite',
    ),
    scene: {
      ground: 'gravel',
      placements: [
        { key: 'office', subject: { unit: 'officeTrailer' }, x: -40, width: 760 },
        { key: 'storage', subject: { container: { length: 40, category: 'standard' } }, x: 620, width: 640 },
        { key: 'tools', subject: { container: { length: 20, category: 'tri-cam' } }, x: 1180, width: 520 },
        { key: 'restroom', subject: { unit: 'toiletTrailer' }, x: 1640, width: 420 },
        { key: 'gate', subject: { unit: 'guardHouse' }, x: 2020, width: 380 },
      ],
    },
    hotspots: {
      office: {
        heading: text('Office trailer', 'Roulotte de bureau'),
        subheading: text('Plans, meetings and the site’s paperwork under one roof, heated and lit.', 'Les plans, les réunions et la paperasse du chantier sous un même toit, chauffé et éclairé.'),
        ctaLabel: text('See used office trailers', 'Voir les roulottes de bureau usagées'),
        ctaLink: '/search?unit-type=officeTrailer',
      },
      storage: {
        heading: text('40 ft storage container', 'Conteneur d’entreposage de 40 pi'),
        subheading: text('Room for a whole site’s materials, locked and dry between deliveries.', 'De la place pour les matériaux de tout un chantier, verrouillés et au sec entre deux livraisons.'),
        ctaLabel: text('Configure a rental', 'Configurer une location'),
        ctaLink: configure('standard'),
      },
      tools: {
        heading: text('20 ft tri-cam container', 'Conteneur à trois cames de 20 pi'),
        subheading: text('Tools stay on site overnight: one lever per door locks it at three points.', 'Les outils restent sur le chantier la nuit\u00a0: un levier par porte la verrouille en trois points.'),
        ctaLabel: text('Configure a tri-cam rental', 'Configurer une location à trois cames'),
        ctaLink: configure('tri-cam'),
      },
      restroom: {
        heading: text('Restroom trailer', 'Roulotte sanitaire'),
        subheading: text('Two private rooms with running water, serviced on your schedule.', 'Deux cabinets privés avec eau courante, entretenus selon votre horaire.'),
        ctaLabel: quote,
        ctaLink: '/request-quote',
      },
      gate: {
        heading: text('Guard booth', 'Guérite'),
        subheading: text('A dry, lit post at the gate to check deliveries in and out.', 'Un poste au sec et éclairé à l’entrée pour contrôler les livraisons.'),
        ctaLabel: quote,
        ctaLink: '/request-quote',
      },
    },
  },
  events: {
    file: 'worksite-event-grounds.webp',
    label: text('Event grounds', 'Site d’événement'),
    alt: text(
      'Event grounds on a lawn: a sales office, a 20 ft premium storage container, a cold storage unit, a restroom trailer and a bunkhouse',
      'Un site d’événement sur une pelouse\u00a0: un bureau de vente, un conteneur d’entreposage haut de gamme de 20 pi, une unité frigorifique, une roulotte sanitaire et un dortoir',
    ),
    scene: {
      ground: 'grass',
      placements: [
        { key: 'ticketing', subject: { unit: 'salesOffice' }, x: -20, width: 720 },
        { key: 'stock', subject: { container: { length: 20, category: 'premium' } }, x: 640, width: 520 },
        { key: 'cold', subject: { unit: 'coldStorage' }, x: 1120, width: 480 },
        { key: 'restroom', subject: { unit: 'toiletTrailer' }, x: 1560, width: 420 },
        { key: 'crew', subject: { unit: 'bunkhouse' }, x: 1900, width: 540 },
      ],
    },
    hotspots: {
      ticketing: {
        heading: text('Ticket and sales office', 'Bureau de billetterie et de vente'),
        subheading: text('A wide window for the box office, and a desk for the organizers behind it.', 'Une grande fenêtre pour la billetterie, et un bureau pour les organisateurs derrière.'),
        ctaLabel: quote,
        ctaLink: '/request-quote',
      },
      stock: {
        heading: text('20 ft premium container', 'Conteneur haut de gamme de 20 pi'),
        subheading: text('Stages, fencing, signs and merchandise, delivered a week ahead and kept dry.', 'Scènes, clôtures, affiches et marchandises, livrées une semaine d’avance et gardées au sec.'),
        ctaLabel: text('Configure a premium rental', 'Configurer une location haut de gamme'),
        ctaLink: configure('premium'),
      },
      cold: {
        heading: text('Cold storage unit', 'Unité d’entreposage frigorifique'),
        subheading: text('Food and drinks for the concessions, kept cold for the whole weekend.', 'Nourriture et boissons pour les comptoirs, gardées au froid tout le week-end.'),
        ctaLabel: text('See cold storage', 'Voir l’entreposage frigorifique'),
        ctaLink: '/search?unit-type=coldStorage',
      },
      restroom: {
        heading: text('Restroom trailer', 'Roulotte sanitaire'),
        subheading: text('Clean restrooms with running water for visitors and staff.', 'Des toilettes propres avec eau courante pour les visiteurs et le personnel.'),
        ctaLabel: quote,
        ctaLink: '/request-quote',
      },
      crew: {
        heading: text('Bunkhouse', 'Dortoir'),
        subheading: text('Beds for the crew who set up and tear down, on the grounds.', 'Des lits pour l’équipe de montage et de démontage, sur place.'),
        ctaLabel: quote,
        ctaLink: '/request-quote',
      },
    },
  },
}

const hotspotOf = (site: Worksite, placement: Placement): Hotspot => {
  const hotspot = site.hotspots[placement.key]
  if (!hotspot) throw new Error(`worksite seed: no hotspot for ${placement.key}`)
  return hotspot
}
const englishDots = (site: Worksite) =>
  site.scene.placements.map((placement) => {
    const hotspot = hotspotOf(site, placement)
    return { ...dotPosition(placement), heading: hotspot.heading.en, subheading: hotspot.subheading.en, ctaLabel: hotspot.ctaLabel.en, ctaLink: hotspot.ctaLink }
  })
const frenchDots = (site: Worksite) =>
  site.scene.placements.map((placement) => {
    const hotspot = hotspotOf(site, placement)
    return { heading: hotspot.heading.fr, subheading: hotspot.subheading.fr, ctaLabel: hotspot.ctaLabel.fr }
  })

const order = ['construction', 'events'] as const

/** The worksite explorer block of the home page: English with media placeholders, and its French overlay by position. */
export const worksiteExplorerBlock = {
  en: {
    blockType: 'worksiteExplorer' as const,
    anchorId: 'worksites',
    heading: 'Explore a worksite',
    subheading: 'Drag the picture or use the arrows, then press a dot to see what each unit does.',
    tabs: order.map((key) => ({ label: worksites[key].label.en, image: { mediaKey: key }, dots: englishDots(worksites[key]) })),
    ctaLabel: 'Explore solutions by industry',
  },
  fr: {
    heading: 'Explorez un chantier',
    subheading: 'Faites glisser l’image ou utilisez les flèches, puis appuyez sur un point pour voir à quoi sert chaque unité.',
    tabs: order.map((key) => ({ label: worksites[key].label.fr, dots: frenchDots(worksites[key]) })),
    ctaLabel: 'Explorer les solutions par industrie',
  },
}

/** The files of the worksites, by placeholder key. */
export const worksiteFiles = Object.fromEntries(order.map((key) => [key, worksites[key].file])) as Record<(typeof order)[number], string>
