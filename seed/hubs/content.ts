import type { MediaRef } from '../placeholders'
import { videoFiles } from '../media'

/**
 * Two pages that open on the heroes of spec 3 §2 not shown elsewhere: the resources hub
 * (`/resources`: the featured article with its list, for the blog, then the case studies) and
 * the delivery page (`/delivery`: the media header, its player beside the text, then what to
 * expect). English first, French overlay second (laid on the English rows by position).
 */
export const resourcesPage = {
  en: {
    title: 'Resources',
    slug: 'resources',
    meta: {
      title: 'Resources — guides and customer stories from Boxline',
      description: 'The newest guides from the Boxline blog and stories from customers who put our containers and site offices to work.',
    },
    layout: [
      {
        blockType: 'featuredArticleList' as const,
        heading: 'Resources',
        subheading: 'Practical guides for your site and stories from our customers, newest first.',
        kind: 'blog' as const,
        count: 4,
        ctaLabel: 'All blog articles',
        ctaLink: '/resources/blogs',
      },
      {
        blockType: 'featuredArticleList' as const,
        heading: 'Customer stories',
        subheading: 'What hospitals, schools, stores and road crews needed, and what we delivered.',
        kind: 'caseStudy' as const,
        count: 3,
        ctaLabel: 'All case studies',
        ctaLink: '/resources/case-studies',
      },
    ],
  },
  fr: {
    title: 'Ressources',
    meta: {
      title: 'Ressources — guides et témoignages de clients Boxline',
      description: 'Les plus récents guides du blogue Boxline et les histoires de clients qui font travailler nos conteneurs et nos bureaux de chantier.',
    },
    layout: [
      {
        heading: 'Ressources',
        subheading: 'Des guides pratiques pour votre chantier et des histoires de nos clients, les plus récents d’abord.',
        ctaLabel: 'Tous les articles du blogue',
      },
      {
        heading: 'Histoires de clients',
        subheading: 'Ce dont des hôpitaux, des écoles, des commerces et des équipes routières avaient besoin, et ce que nous avons livré.',
        ctaLabel: 'Toutes les études de cas',
      },
    ],
  },
}

const video = (key: keyof typeof videoFiles): MediaRef<keyof typeof videoFiles> => ({ mediaKey: key })

export const deliveryPage = {
  en: {
    title: 'Delivery',
    slug: 'delivery',
    meta: {
      title: 'Container delivery — what to expect | Boxline',
      description: 'How Boxline delivers a storage container or a site office: the truck, the space it needs and how to get your site ready.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        style: 'media' as const,
        eyebrow: 'Delivery',
        heading: 'Container delivery, start to finish',
        subheading: 'Our driver brings your container on a tilt-bed truck, sets it down where you marked the ground and checks that the doors open freely. Watch a delivery, then see how to get your site ready.',
        primaryCtaLabel: 'Configure a rental',
        primaryCtaLink: '/products/storage-containers',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
        image: video('deliveryPoster'),
        videoFile: video('deliveryVideo'),
      },
      {
        blockType: 'featureCards' as const,
        heading: 'Getting your site ready',
        subheading: 'Three things our dispatchers check before the truck leaves the yard.',
        cards: [
          { title: 'A firm, level spot', text: 'Gravel, asphalt or packed earth, the size of the container plus about 3 feet all around. Blocks under the corners are fine; soft ground is not.' },
          { title: 'Room for the truck', text: 'A straight, clear path about 60 feet long for a 20 ft container and 100 feet for a 40 ft one, with 14 feet of clearance overhead.' },
          { title: 'Someone on site', text: 'We call an hour ahead. Someone who knows where the container goes meets the driver and signs the delivery ticket.', ctaLabel: 'Request service', ctaLink: '/request-service' },
        ],
      },
    ],
  },
  fr: {
    title: 'Livraison',
    meta: {
      title: 'Livraison de conteneurs — à quoi vous attendre | Boxline',
      description: 'Comment Boxline livre un conteneur d’entreposage ou un bureau de chantier : le camion, l’espace nécessaire et la préparation de votre chantier.',
    },
    layout: [
      {
        eyebrow: 'Livraison',
        heading: 'La livraison d’un conteneur, du début à la fin',
        subheading: 'Notre chauffeur apporte votre conteneur sur un camion à plateau basculant, le dépose à l’endroit marqué au sol et vérifie que les portes s’ouvrent librement. Regardez une livraison, puis voyez comment préparer votre chantier.',
        primaryCtaLabel: 'Configurer une location',
        secondaryCtaLabel: 'Demander une soumission',
      },
      {
        heading: 'Préparer votre chantier',
        subheading: 'Trois points que nos répartiteurs vérifient avant que le camion quitte la cour.',
        cards: [
          { title: 'Un endroit ferme et de niveau', text: 'Gravier, asphalte ou terre compactée, de la taille du conteneur plus environ 3 pieds tout autour. Des blocs sous les coins conviennent; un sol mou, non.' },
          { title: 'De la place pour le camion', text: 'Un chemin droit et dégagé d’environ 60 pieds pour un conteneur de 20 pi et de 100 pieds pour un 40 pi, avec 14 pieds de dégagement en hauteur.' },
          { title: 'Quelqu’un sur place', text: 'Nous appelons une heure avant. Une personne qui sait où va le conteneur accueille le chauffeur et signe le bon de livraison.', ctaLabel: 'Demander un service' },
        ],
      },
    ],
  },
}
