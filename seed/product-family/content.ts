import { paragraph, richText } from '../lexical'
import type { MediaRef } from '../placeholders'

/** The catalog's drawings the page shows (seeded by the catalog first); file names are the media's identity. */
export const familyImages = {
  triCamExterior: 'container-20zs-exterior.webp',
  triCamDoorsOpen: 'container-20zs-doors-open.webp',
  triCamInterior: 'container-20zs-interior.webp',
  fleetStandard20: 'container-20ws-exterior.webp',
  fleetStandard40: 'container-40ws-exterior.webp',
  fleetPremium20: 'container-20zi-exterior.webp',
  fleetPremium40: 'container-40zi-exterior.webp',
  fleetTriCam40: 'container-40zs-exterior.webp',
} as const

const familyImage = (key: keyof typeof familyImages): MediaRef<keyof typeof familyImages> => ({ mediaKey: key })

/**
 * The storage containers' product family page (`/storage-containers`): a hero, the tri-cam
 * container's media gallery, the fleet's image carousel, the comparison cards of every rental
 * container (from the catalog) and a closing banner. English first, French overlay second (same
 * rows, same rich-text nodes, by position).
 */
export const productFamilyPage = {
  en: {
    title: 'Storage containers',
    slug: 'storage-containers',
    meta: {
      title: 'Storage containers for rent — 20 ft and 40 ft, standard, premium and tri-cam',
      description: 'Compare Boxline’s rental storage containers: sizes, grades, what each includes and the price per billing cycle, then configure yours online.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        eyebrow: 'Storage containers',
        heading: 'Steel storage containers, delivered where you need them',
        subheading: 'Three grades in 20 ft and 40 ft, wind- and watertight, inspected between rentals. Pick one online and see the price with delivery before you pay.',
        primaryCtaLabel: 'Configure a rental',
        primaryCtaLink: '/products/storage-containers',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
      },
      {
        blockType: 'productMediaGallery' as const,
        anchorId: 'tri-cam',
        heading: '20 ft tri-cam storage container',
        content: richText(
          paragraph('One lever per door locks it at three points and opens it easily, even on uneven ground. Customers with tools and equipment on site overnight choose it most.'),
          paragraph('Every tri-cam rental includes fresh paint, a clean floor and one free move on the same site.'),
        ),
        images: [
          { image: familyImage('triCamExterior') },
          { image: familyImage('triCamDoorsOpen') },
          { image: familyImage('triCamInterior') },
        ],
        ctaLabel: 'Configure a tri-cam rental',
        ctaLink: '/products/storage-containers?product_category=tri-cam',
      },
      {
        blockType: 'imageCarousel' as const,
        anchorId: 'fleet',
        heading: 'Our fleet',
        subheading: 'Three grades in 20 ft and 40 ft, inspected and cleaned between rentals.',
        images: [
          { image: familyImage('fleetStandard20'), caption: '20 ft standard: fits in a single parking space.' },
          { image: familyImage('fleetStandard40'), caption: '40 ft standard: room for a whole site’s materials.' },
          { image: familyImage('fleetPremium20'), caption: '20 ft premium: lined and insulated against condensation.' },
          { image: familyImage('fleetPremium40'), caption: '40 ft premium: a clean, steady space for records and sensitive goods.' },
          { image: familyImage('fleetTriCam40'), caption: '40 ft tri-cam: one person opens it in seconds.' },
        ],
      },
      {
        blockType: 'productComparison' as const,
        anchorId: 'compare',
        heading: 'Compare our rental containers',
        subheading: 'Prices are per billing cycle for one container, before delivery and pick-up. Tri-cam doors are our most requested upgrade.',
      },
      {
        blockType: 'callToActionBanner' as const,
        label: 'Not sure which one?',
        heading: 'Tell us what you store.\\nWe will suggest the container.',
        subheading: 'Our team answers quote requests within one business day, in English or French.',
        primaryCtaLabel: 'Request a quote',
        primaryCtaLink: '/request-quote',
        secondaryCtaLabel: 'Configure a rental',
        secondaryCtaLink: '/products/storage-containers',
        background: 'yellow' as const,
        grid: false,
        paddingTop: 'medium' as const,
        paddingBottom: 'medium' as const,
      },
    ],
  },
  fr: {
    title: 'Conteneurs d’entreposage',
    meta: {
      title: 'Conteneurs d’entreposage à louer — 20 pi et 40 pi, standard, supérieur et à trois cames',
      description: 'Comparez les conteneurs d’entreposage en location de Boxline\u00a0: formats, catégories, ce que chacun comprend et le prix par cycle de facturation, puis configurez le vôtre en ligne.',
    },
    layout: [
      {
        eyebrow: 'Conteneurs d’entreposage',
        heading: 'Des conteneurs d’entreposage en acier, livrés là où vous en avez besoin',
        subheading: 'Trois catégories en 20 pi et en 40 pi, étanches au vent et à l’eau, inspectées entre deux locations. Choisissez le vôtre en ligne et voyez le prix livraison comprise avant de payer.',
        primaryCtaLabel: 'Configurer une location',
        secondaryCtaLabel: 'Demander une soumission',
      },
      {
        heading: 'Conteneur d’entreposage à trois cames de 20 pi',
        content: richText(
          paragraph('Un levier par porte la verrouille en trois points et l’ouvre facilement, même sur un sol inégal. C’est le choix des clients qui laissent des outils et de l’équipement sur le chantier la nuit.'),
          paragraph('Chaque location à trois cames comprend une peinture fraîche, un plancher propre et un déplacement gratuit sur le même chantier.'),
        ),
        ctaLabel: 'Configurer une location à trois cames',
      },
      {
        heading: 'Notre parc de conteneurs',
        subheading: 'Trois catégories en 20 pi et en 40 pi, inspectées et nettoyées entre deux locations.',
        images: [
          { caption: '20 pi standard\u00a0: tient dans un seul espace de stationnement.' },
          { caption: '40 pi standard\u00a0: de la place pour les matériaux de tout un chantier.' },
          { caption: '20 pi haut de gamme\u00a0: doublé et isolé contre la condensation.' },
          { caption: '40 pi haut de gamme\u00a0: un espace propre et stable pour les archives et les biens sensibles.' },
          { caption: '40 pi à trois cames\u00a0: une seule personne l’ouvre en quelques secondes.' },
        ],
      },
      {
        heading: 'Comparez nos conteneurs en location',
        subheading: 'Les prix sont par cycle de facturation pour un conteneur, avant la livraison et le ramassage. Les portes à trois cames sont l’option la plus demandée.',
      },
      {
        label: 'Vous hésitez?',
        heading: 'Dites-nous ce que vous entreposez.\\nNous vous suggérerons le conteneur.',
        subheading: 'Notre équipe répond aux demandes de soumission en un jour ouvrable, en français ou en anglais.',
        primaryCtaLabel: 'Demander une soumission',
        secondaryCtaLabel: 'Configurer une location',
      },
    ],
  },
}
