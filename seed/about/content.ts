import { worksiteExplorerBlock } from '../worksite/content'
import { paragraph, richText } from '../lexical'
import type { MediaRef } from '../placeholders'
import type { PortraitLook } from './portraits'

/** The people quoted on the about page, each with a drawn portrait (file names are the media's identity). */
export const testimonialPeople = [
  {
    key: 'marie-eve-gagnon',
    name: 'Marie-Ève Gagnon',
    look: { background: '#dbeafe', circle: '#bfdbfe', skin: '#f1c7a5', hair: '#7c4a2d', hairStyle: 'long', shirt: '#1e3a8a', vest: '#f97316', hardHat: '#facc15' },
  },
  {
    key: 'daniel-ortiz',
    name: 'Daniel Ortiz',
    look: { background: '#fef3c7', circle: '#fde68a', skin: '#c68863', hair: '#1f1a17', hairStyle: 'short', shirt: '#2563eb', beard: true },
  },
  {
    key: 'priya-nair',
    name: 'Priya Nair',
    look: { background: '#dcfce7', circle: '#bbf7d0', skin: '#a8714f', hair: '#111827', hairStyle: 'bun', shirt: '#0f766e' },
  },
] as const satisfies readonly { key: string; name: string; look: PortraitLook }[]

export const portraitFileName = (key: string) => `testimonial-${key}.webp`

export const portraitAlt = (name: string) => ({ en: `Illustrated portrait of ${name}`, fr: `Portrait illustré de ${name}` })

const [marieEve, daniel, priya] = testimonialPeople

/** The catalog's and the used units' drawings the page shows (seeded first); file names are the media's identity. */
export const aboutImages = {
  configure: 'container-20ws-exterior.webp',
  checkout: 'container-20zi-interior.webp',
  delivery: 'container-40ws-exterior.webp',
  pickUp: 'container-40zi-doors-open.webp',
  // The used units' drawings (seeded with the used units, before this page).
  showroomOffice: 'used-unit-office-trailer.webp',
  showroomContainer: 'container-20ws-exterior.webp',
  showroomClassroom: 'used-unit-classroom.webp',
  showroomCold: 'used-unit-cold-storage.webp',
  showroomRestroom: 'used-unit-toilet-trailer.webp',
  showroomGuard: 'used-unit-guard-house.webp',
  ideaBackroom: 'container-40zi-interior.webp',
} as const

const aboutImage = (key: keyof typeof aboutImages): MediaRef<keyof typeof aboutImages> => ({ mediaKey: key })

/** The about page: a hero, step tabs, feature tables, an accordion, customer cards and testimonials. English first, French overlay second. */
export const aboutPage = {
  en: {
    title: 'About Boxline',
    slug: 'about-us',
    meta: {
      title: 'About Boxline — storage containers and site offices across the US and Canada',
      description: 'Who we are, what comes with every Boxline rental, answers to the questions customers ask most, and what job sites say about working with us.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        eyebrow: 'About Boxline',
        heading: 'Space for your work, from one container to a whole job site',
        subheading:
          'Boxline rents and sells storage containers, site offices and modular units to businesses across the US and Canada. Our drivers, yard crews and service team look after your site from the first delivery to the last pick-up.',
        primaryCtaLabel: 'Request a quote',
        primaryCtaLink: '/request-quote',
        secondaryCtaLabel: 'See our containers',
        secondaryCtaLink: '/products/storage-containers',
      },
      {
        blockType: 'stepTabs' as const,
        anchorId: 'how-renting-works',
        heading: 'How renting works',
        subheading: 'From the first click to the last pick-up, in four steps.',
        steps: [
          {
            tabLabel: 'Configure',
            heading: 'Choose your container',
            content: richText(paragraph('Pick a size, a grade and an accessory kit in the configurator, and see the price with delivery to your postal code before you commit.')),
            image: aboutImage('configure'),
          },
          {
            tabLabel: 'Check out',
            heading: 'Pay online or ask for a quote',
            content: richText(paragraph('Check out by card or e-check in a few minutes. Need several units or a custom build? Request a quote and our team answers within one business day.')),
            image: aboutImage('checkout'),
          },
          {
            tabLabel: 'Delivery',
            heading: 'We deliver on your date',
            content: richText(paragraph('Our dispatcher calls to confirm the spot, and a tilt-bed truck sets the container down where you need it, doors facing the way you asked.')),
            image: aboutImage('delivery'),
          },
          {
            tabLabel: 'Pick-up',
            heading: 'We pick it up when you are done',
            content: richText(paragraph('Ask for a pick-up online or by phone. Billing stops on the pick-up day, and your final invoice can be paid online without an account.')),
            image: aboutImage('pickUp'),
          },
        ],
        ctaLabel: 'Configure a rental',
        ctaLink: '/products/storage-containers',
      },
      {
        // Spec 3 §2 "video block": the uploaded mp4 in the page, with its controls and no autoplay.
        blockType: 'video' as const,
        anchorId: 'delivery',
        heading: 'A delivery, start to finish',
        subheading: 'Our driver backs in, tilts the bed and sets the container down where you marked it. Most drop-offs take under 30 minutes.',
        videoFile: { mediaKey: 'deliveryVideo' as const },
        poster: { mediaKey: 'deliveryPoster' as const },
        display: 'inline' as const,
      },
      worksiteExplorerBlock.en,
      {
        blockType: 'featureTable' as const,
        heading: 'What comes with every rental',
        subheading: 'Three container grades, one service standard. Compare what is included before you choose.',
        tableStyle: 'checkmarks' as const,
        columns: [{ label: 'Included with the rental' }, { label: 'Standard' }, { label: 'Premium' }, { label: 'Tri-cam' }],
        rows: [
          { cells: [{ value: 'Delivery and pick-up on a level site' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Wind- and water-tight inspection before delivery' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Lockbox for a padlock' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Fresh paint and a clean floor' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'One free move on the same site' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Three-point cam locking bars' }, { value: '' }, { value: '' }, { value: 'X' }] },
        ],
        mostPopularColumn: 3,
        mostPopularString: 'Most popular',
        paragraphs:
          'Every container is inspected and cleaned between rentals. Tri-cam locking bars add two more locking points to the doors, for sites where tools and equipment stay overnight.\n\nPrices depend on your delivery address and the length of the rental: configure a rental online to see yours, or ask our team for a quote.',
      },
      {
        blockType: 'featureTable' as const,
        heading: 'Container sizes at a glance',
        subheading: 'The numbers our dispatchers ask about first, for the three sizes we rent.',
        tableStyle: 'numbers' as const,
        columns: [{ label: 'Size' }, { label: '10 ft' }, { label: '20 ft' }, { label: '40 ft' }],
        rows: [
          { cells: [{ value: 'Standard pallets on the floor (48 × 40 in)' }, { value: '4' }, { value: '10' }, { value: '20' }] },
          { cells: [{ value: 'Floor area (sq ft)' }, { value: '70' }, { value: '150' }, { value: '300' }] },
          { cells: [{ value: 'Straight clearance the truck needs (ft)' }, { value: '40' }, { value: '60' }, { value: '100' }] },
        ],
        mostPopularColumn: 3,
        mostPopularString: 'Most rented',
        paragraphs: 'Sizes are outside lengths. Clearance is the straight, open path our tilt-bed trucks need to set the container down; overhead wires and branches need at least 14 ft above it.',
      },
      {
        blockType: 'accordion' as const,
        heading: 'Questions we hear often',
        subheading: 'Short answers from our dispatch and billing teams.',
        items: [
          {
            title: 'How much space do I need for delivery?',
            body: 'Plan for a firm, level surface the size of the container plus about 3 feet all around, and a straight, clear path for the truck: about 60 feet for a 20-foot container and 100 feet for a 40-foot one.\n\nOverhead wires and branches need at least 14 feet of clearance. Not sure? Send us a photo of the spot with your quote request.',
          },
          {
            title: 'Can you move the container once it is on site?',
            body: 'Yes. Ask for a relocation on the service request page and our driver moves it on the same site or to another address. Premium and tri-cam rentals include one move on the same site.',
          },
          {
            title: 'How is a rental billed?',
            body: 'Rentals are billed in 28-day cycles from the delivery day; the pick-up day is not billed. Delivery and pick-up are charged once each. Pay any invoice online by card or e-check, no account needed.',
          },
          {
            title: 'Do you serve customers in French?',
            body: 'Yes. Our Montréal team handles quotes, deliveries and service calls in French or English, and every quote, contract and invoice is available in both languages.',
          },
        ],
      },
      {
        blockType: 'customerCards' as const,
        anchorId: 'customers',
        heading: 'Who rents from us',
        subheading: 'Builders, growers, schools and festivals, from one container to a whole yard.',
        customers: [
          {
            name: 'Construction Tremblay inc.',
            industry: 'Construction · Laval, QC',
            summary: 'Twelve 40 ft containers and two site offices on a hospital expansion, delivered in the order the crews needed them.',
          },
          {
            name: 'Gulf Coast Builders LLC',
            industry: 'Construction · Houston, TX',
            summary: 'Ventilated 20 ft containers for tools and drywall on three housing sites, configured and paid online.',
          },
          {
            name: 'Northern Harvest Foods Ltd.',
            industry: 'Food processing · Saskatoon, SK',
            summary: 'Five insulated containers for packaging supplies through a plant renovation and a prairie winter.',
          },
          {
            name: 'Festival des Lumières de Sherbrooke',
            industry: 'Events · Sherbrooke, QC',
            summary: 'Tri-cam containers for stages, cables and cash boxes, on the grounds a week before opening night.',
          },
        ],
      },
      {
        blockType: 'cardCarousel' as const,
        heading: 'Ideas for your site',
        subheading: 'What our customers put in a container, and how we set it up for them.',
        style: 'slider' as const,
        cardsFromDesktop: 3,
        cards: [
          { image: aboutImage('delivery'), label: 'Construction', heading: 'A locked tool crib beside the trailer', text: 'Shelves for hand tools, hooks for cords and a tri-cam lock the crew opens in seconds.', ctaLabel: 'See the customizations', ctaLink: '/customizations/overview' },
          { image: aboutImage('pickUp'), label: 'Retail', heading: 'Seasonal stock behind the store', text: 'A 40 ft container takes the holiday overflow off the sales floor for two months.', ctaLabel: 'Request a quote', ctaLink: '/request-quote' },
          { image: aboutImage('checkout'), label: 'Offices', heading: 'Records kept dry and in order', text: 'Lined walls and steel shelving for the boxes a move or a renovation pushes out.', ctaLabel: 'Configure a premium rental', ctaLink: '/products/storage-containers?product_category=premium' },
          { image: aboutImage('configure'), label: 'Events', heading: 'Stages and fencing on the grounds', text: 'Delivered a week ahead, picked up the Monday after, in a single parking space.', ctaLabel: 'Request a quote', ctaLink: '/request-quote' },
          { image: aboutImage('ideaBackroom'), label: 'Warehousing', heading: 'A back room in the parking lot', text: 'LED lighting and pallet-wide doors turn a container into extra floor space.', ctaLabel: 'See the customizations', ctaLink: '/customizations/overview' },
        ],
      },
      {
        blockType: 'showroomCards' as const,
        anchorId: 'showroom',
        heading: 'Visit our sales showroom',
        subheading: 'Inspected used units, ready to deliver. Press a card to see the ones for sale near you.',
        cards: [
          { heading: 'Office trailers', image: aboutImage('showroomOffice'), ctaLabel: 'See office trailers', cardLink: '/search?unit-type=officeTrailer' },
          { heading: 'Storage containers', image: aboutImage('showroomContainer'), ctaLabel: 'See storage containers', cardLink: '/search?unit-type=storageContainer' },
          { heading: 'Classrooms', image: aboutImage('showroomClassroom'), ctaLabel: 'See classrooms', cardLink: '/search?unit-type=classroom' },
          { heading: 'Cold storage', image: aboutImage('showroomCold'), ctaLabel: 'See cold storage', cardLink: '/search?unit-type=coldStorage' },
          { heading: 'Restroom trailers', image: aboutImage('showroomRestroom'), ctaLabel: 'See restroom trailers', cardLink: '/search?unit-type=toiletTrailer' },
          { heading: 'Guard booths', image: aboutImage('showroomGuard'), ctaLabel: 'See guard booths', cardLink: '/search?unit-type=guardHouse' },
        ],
      },
      {
        blockType: 'testimonials' as const,
        heading: 'What our customers say',
        items: [
          {
            quote: 'We had twelve containers on a hospital expansion in Laval. Boxline delivered them in the order we needed, at 6 a.m., and moved two of them mid-project without holding up the crew once.',
            name: marieEve.name,
            jobTitle: 'Site superintendent',
            company: 'Construction Tremblay inc.',
          },
          {
            quote: 'The online configurator saved us a week of back-and-forth. We picked the sizes, the lock kit and the dates, paid by e-check, and the containers were on site that Friday.',
            name: daniel.name,
            jobTitle: 'Operations manager',
            company: 'Gulf Coast Builders LLC',
            ctaLabel: 'Configure a rental',
            ctaLink: '/products/storage-containers',
          },
          {
            quote: 'During our plant renovation we needed dry, secure storage for packaging supplies for five months. The containers stayed tight through a prairie winter, and every invoice matched the quote.',
            name: priya.name,
            jobTitle: 'Facilities director',
            company: 'Northern Harvest Foods Ltd.',
          },
        ],
      },
      {
        blockType: 'featuredArticles' as const,
        heading: 'Customer stories',
        subheading: 'How hospitals, schools, stores and road crews put our containers to work.',
        kind: 'caseStudy' as const,
        count: 6,
        ctaLabel: 'All case studies',
        ctaLink: '/resources/case-studies',
      },
      {
        // Spec 3 §3 "Mini-form": its requests are leads (kind contact).
        blockType: 'miniForm' as const,
        anchorId: 'contact-us',
        heading: 'Questions about Boxline?',
        subheading: 'Leave your details and a member of our team will call or email you within one business day.',
        background: 'blue' as const,
      },
    ],
  },
  fr: {
    title: 'À propos de Boxline',
    meta: {
      title: 'À propos de Boxline — conteneurs d’entreposage et bureaux de chantier aux États-Unis et au Canada',
      description: 'Qui nous sommes, ce qui est inclus avec chaque location Boxline, les réponses aux questions les plus fréquentes et ce qu’en disent les chantiers qui travaillent avec nous.',
    },
    layout: [
      {
        eyebrow: 'À propos de Boxline',
        heading: 'De l’espace pour travailler, d’un seul conteneur à un chantier complet',
        subheading:
          'Boxline loue et vend des conteneurs d’entreposage, des bureaux de chantier et des unités modulaires aux entreprises des États-Unis et du Canada. Nos chauffeurs, nos équipes de cour et notre service à la clientèle s’occupent de votre chantier, de la première livraison au dernier ramassage.',
        primaryCtaLabel: 'Demander une soumission',
        secondaryCtaLabel: 'Voir nos conteneurs',
      },
      {
        heading: 'La location, étape par étape',
        subheading: 'Du premier clic au dernier ramassage, en quatre étapes.',
        steps: [
          {
            tabLabel: 'Configurer',
            heading: 'Choisissez votre conteneur',
            content: richText(paragraph('Choisissez un format, une catégorie et une trousse d’accessoires dans le configurateur, et voyez le prix livraison comprise à votre code postal avant de vous engager.')),
          },
          {
            tabLabel: 'Payer',
            heading: 'Payez en ligne ou demandez une soumission',
            content: richText(paragraph('Payez par carte ou par chèque électronique en quelques minutes. Besoin de plusieurs unités ou d’un aménagement sur mesure? Demandez une soumission et notre équipe vous répond en un jour ouvrable.')),
          },
          {
            tabLabel: 'Livraison',
            heading: 'Nous livrons à la date choisie',
            content: richText(paragraph('Notre répartiteur vous appelle pour confirmer l’emplacement, et un camion à plateau basculant dépose le conteneur là où vous en avez besoin, portes orientées comme demandé.')),
          },
          {
            tabLabel: 'Ramassage',
            heading: 'Nous le ramassons quand vous avez terminé',
            content: richText(paragraph('Demandez le ramassage en ligne ou par téléphone. La facturation s’arrête le jour du ramassage, et votre dernière facture se paie en ligne, sans compte.')),
          },
        ],
        ctaLabel: 'Configurer une location',
      },
      {
        heading: 'Une livraison, du début à la fin',
        subheading: 'Notre chauffeur recule, incline le plateau et dépose le conteneur à l’endroit que vous avez marqué. La plupart des livraisons prennent moins de 30 minutes.',
      },
      worksiteExplorerBlock.fr,
      {
        heading: 'Ce qui est inclus avec chaque location',
        subheading: 'Trois catégories de conteneurs, une seule norme de service. Comparez ce qui est inclus avant de choisir.',
        columns: [{ label: 'Inclus avec la location' }, { label: 'Standard' }, { label: 'Haut de gamme' }, { label: 'À trois cames' }],
        rows: [
          { cells: [{ value: 'Livraison et ramassage sur un terrain de niveau' }] },
          { cells: [{ value: 'Inspection d’étanchéité au vent et à l’eau avant la livraison' }] },
          { cells: [{ value: 'Boîtier de protection pour cadenas' }] },
          { cells: [{ value: 'Peinture fraîche et plancher propre' }] },
          { cells: [{ value: 'Un déplacement gratuit sur le même chantier' }] },
          { cells: [{ value: 'Barres de verrouillage à trois cames' }] },
        ],
        mostPopularString: 'Le plus populaire',
        paragraphs:
          'Chaque conteneur est inspecté et nettoyé entre deux locations. Les barres à trois cames ajoutent deux points de verrouillage aux portes, pour les chantiers où les outils et l’équipement restent sur place la nuit.\n\nLe prix dépend de l’adresse de livraison et de la durée de la location\u00a0: configurez une location en ligne pour voir le vôtre, ou demandez une soumission à notre équipe.',
      },
      {
        heading: 'Les formats de conteneurs en un coup d’œil',
        subheading: 'Les chiffres que nos répartiteurs demandent en premier, pour les trois formats que nous louons.',
        columns: [{ label: 'Format' }, { label: '10 pi' }, { label: '20 pi' }, { label: '40 pi' }],
        rows: [
          { cells: [{ value: 'Palettes standard au sol (48 × 40 po)' }] },
          { cells: [{ value: 'Surface de plancher (pi²)' }] },
          { cells: [{ value: 'Dégagement en ligne droite requis pour le camion (pi)' }] },
        ],
        mostPopularString: 'Le plus loué',
        paragraphs:
          'Les formats correspondent à la longueur extérieure. Le dégagement est le passage droit et libre dont nos camions à plateau basculant ont besoin pour déposer le conteneur; les fils et les branches doivent être à au moins 14 pi au-dessus.',
      },
      {
        heading: 'Questions fréquentes',
        subheading: 'Des réponses courtes de nos équipes de répartition et de facturation.',
        items: [
          {
            title: 'De combien d’espace ai-je besoin pour la livraison?',
            body: 'Prévoyez une surface ferme et de niveau de la taille du conteneur, plus environ 3 pieds tout autour, et un passage droit et dégagé pour le camion\u00a0: environ 60 pieds pour un conteneur de 20 pieds et 100 pieds pour un 40 pieds.\n\nLes fils et les branches doivent être à au moins 14 pieds de hauteur. Dans le doute, joignez une photo de l’emplacement à votre demande de soumission.',
          },
          {
            title: 'Pouvez-vous déplacer le conteneur une fois sur le chantier?',
            body: 'Oui. Demandez un déplacement à la page de demande de service et notre chauffeur le déplace sur le même chantier ou à une autre adresse. Les locations haut de gamme et à trois cames comprennent un déplacement sur le même chantier.',
          },
          {
            title: 'Comment une location est-elle facturée?',
            body: 'Les locations sont facturées par cycles de 28 jours à partir du jour de la livraison; le jour du ramassage n’est pas facturé. La livraison et le ramassage sont facturés une seule fois chacun. Payez vos factures en ligne par carte ou par chèque électronique, sans compte.',
          },
          {
            title: 'Offrez-vous le service en français?',
            body: 'Oui. Notre équipe de Montréal s’occupe des soumissions, des livraisons et des appels de service en français ou en anglais, et chaque soumission, contrat et facture est offert dans les deux langues.',
          },
        ],
      },
      {
        heading: 'Ils louent chez nous',
        subheading: 'Des constructeurs, des producteurs, des écoles et des festivals, d’un seul conteneur à une cour complète.',
        customers: [
          {
            industry: 'Construction · Laval (Québec)',
            summary: 'Douze conteneurs de 40 pi et deux bureaux de chantier pour l’agrandissement d’un hôpital, livrés dans l’ordre voulu par les équipes.',
          },
          {
            industry: 'Construction · Houston (Texas)',
            summary: 'Des conteneurs ventilés de 20 pi pour les outils et les panneaux de gypse sur trois chantiers résidentiels, configurés et payés en ligne.',
          },
          {
            industry: 'Transformation alimentaire · Saskatoon (Saskatchewan)',
            summary: 'Cinq conteneurs isolés pour les fournitures d’emballage, pendant la rénovation de l’usine et tout un hiver dans les Prairies.',
          },
          {
            industry: 'Événements · Sherbrooke (Québec)',
            summary: 'Des conteneurs à trois cames pour les scènes, les câbles et les caisses, sur le site une semaine avant la première soirée.',
          },
        ],
      },
      {
        heading: 'Des idées pour votre site',
        subheading: 'Ce que nos clients mettent dans un conteneur, et comment nous l’aménageons pour eux.',
        cards: [
          { label: 'Construction', heading: 'Un coffre à outils verrouillé près de la roulotte', text: 'Des tablettes pour les outils à main, des crochets pour les rallonges et un verrou à trois cames que l’équipe ouvre en quelques secondes.', ctaLabel: 'Voir les personnalisations' },
          { label: 'Commerce de détail', heading: 'Les stocks saisonniers derrière le magasin', text: 'Un conteneur de 40 pieds libère la surface de vente du surplus des Fêtes pendant deux mois.', ctaLabel: 'Demander une soumission' },
          { label: 'Bureaux', heading: 'Des archives au sec et en ordre', text: 'Des murs doublés et des étagères d’acier pour les boîtes qu’un déménagement ou des rénovations déplacent.', ctaLabel: 'Configurer une location haut de gamme' },
          { label: 'Événements', heading: 'Scènes et clôtures sur le site', text: 'Livré une semaine à l’avance, ramassé le lundi suivant, dans un seul espace de stationnement.', ctaLabel: 'Demander une soumission' },
          { label: 'Entreposage', heading: 'Une arrière-boutique dans le stationnement', text: 'Un éclairage DEL et des portes assez larges pour une palette font d’un conteneur une superficie de plus.', ctaLabel: 'Voir les personnalisations' },
        ],
      },
      {
        heading: 'Visitez notre salle d’exposition',
        subheading: 'Des unités usagées inspectées, prêtes à livrer. Appuyez sur une carte pour voir celles à vendre près de chez vous.',
        cards: [
          { heading: 'Roulottes de bureau', ctaLabel: 'Voir les roulottes de bureau' },
          { heading: 'Conteneurs d’entreposage', ctaLabel: 'Voir les conteneurs d’entreposage' },
          { heading: 'Salles de classe', ctaLabel: 'Voir les salles de classe' },
          { heading: 'Entreposage frigorifique', ctaLabel: 'Voir l’entreposage frigorifique' },
          { heading: 'Roulottes sanitaires', ctaLabel: 'Voir les roulottes sanitaires' },
          { heading: 'Guérites', ctaLabel: 'Voir les guérites' },
        ],
      },
      {
        heading: 'Ce que disent nos clients',
        items: [
          {
            quote: 'Nous avions douze conteneurs sur le chantier d’agrandissement d’un hôpital à Laval. Boxline les a livrés dans l’ordre voulu, à 6 h du matin, et en a déplacé deux en plein projet sans jamais retarder l’équipe.',
            jobTitle: 'Surintendante de chantier',
          },
          {
            quote: 'Le configurateur en ligne nous a épargné une semaine d’allers-retours. On a choisi les formats, la trousse de verrouillage et les dates, on a payé par chèque électronique, et les conteneurs étaient sur le chantier le vendredi suivant.',
            jobTitle: 'Directeur des opérations',
            ctaLabel: 'Configurer une location',
          },
          {
            quote: 'Pendant la rénovation de notre usine, il nous fallait un entreposage sec et sécuritaire pour nos fournitures d’emballage durant cinq mois. Les conteneurs sont restés étanches tout l’hiver dans les Prairies, et chaque facture correspondait à la soumission.',
            jobTitle: 'Directrice des installations',
          },
        ],
      },
      {
        heading: 'Histoires de clients',
        subheading: 'Comment des hôpitaux, des écoles, des magasins et des équipes de voirie mettent nos conteneurs à l’œuvre.',
        ctaLabel: 'Toutes les études de cas',
      },
      {
        heading: 'Des questions sur Boxline?',
        subheading: 'Laissez-nous vos coordonnées\u00a0: un membre de notre équipe vous appellera ou vous écrira dans un délai d’un jour ouvrable.',
      },
    ],
  },
}
