import { CUSTOMIZATIONS_COLLECTION, USE_CASES_COLLECTION } from '../../src/features/resources'
import { bulletList, heading3, paragraph, richText } from '../lexical'
import { quoteFormBlock } from '../quote-form'

/** The catalog's drawings the page shows (seeded by the catalog first); file names are the media's identity. */
export const solutionImages = {
  siteCompound: 'container-40zs-exterior.webp',
  doorsOpen: 'container-20ws-doors-open.webp',
  shelving: 'container-20zi-interior.webp',
  retailStock: 'container-40ws-doors-open.webp',
  retailBackroom: 'container-40zi-interior.webp',
  eventStorage: 'container-20zs-exterior.webp',
} as const

type ImageKey = keyof typeof solutionImages

/** Stands for a media id until the seed knows it (`image: media('doorsOpen')`). */
export const media = (key: ImageKey) => ({ mediaKey: key })

/** Stands for a customization's or a use case's id until the seed knows it (both are seeded before the page). */
export type EntryRef = { entry: { collection: typeof CUSTOMIZATIONS_COLLECTION | typeof USE_CASES_COLLECTION; slug: string } }
export const customization = (slug: string): EntryRef => ({ entry: { collection: CUSTOMIZATIONS_COLLECTION, slug } })
export const pickedUseCase = (slug: string): EntryRef => ({ entry: { collection: USE_CASES_COLLECTION, slug } })

// Spec 3 §3 "Layout column … columnForm": the standard quote form, in a column of the construction section.
const siteQuote = quoteFormBlock({ mode: 'checkbox', captchaGate: false, thankYouPage: null, width: 'fixed' })

/**
 * The solutions overview (`/solutions`): a hero, the anchor bar, three multi-column sections
 * (the first with a quote form in a column, the second with a nested row, the third with a mini-form), the chat banner, the product offerings, the customizations
 * tabs, the use-case tabs, the sub-industry cards and a closing banner. English first, French
 * overlay second (same rows, same rich-text nodes, by position).
 */
export const solutionsPage = {
  en: {
    title: 'Solutions',
    slug: 'solutions',
    meta: {
      title: 'Solutions — storage containers for construction, retail and events',
      description: 'How job sites, stores, warehouses and event organizers use Boxline storage containers: what to rent, where to put it and how we deliver.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        eyebrow: 'Solutions',
        heading: 'Storage that works the way your business does',
        subheading: 'Job sites, stores, warehouses and event grounds use our containers differently. Here is how each of them rents, places and secures theirs, and what we bring to make it easy.',
        primaryCtaLabel: 'Request a quote',
        primaryCtaLink: '/request-quote',
        secondaryCtaLabel: 'Compare containers',
        secondaryCtaLink: '/products',
        // Spec 3 §2 "home hero with a lightbox video": the seed's delivery video (seed/media).
        videoFile: { mediaKey: 'deliveryVideo' as const },
        watchVideoLabel: 'Watch a delivery',
      },
      {
        blockType: 'anchorNav' as const,
        anchors: [
          { label: 'Construction', url: '#construction' },
          { label: 'Retail and warehousing', url: '#retail' },
          { label: 'Events and seasonal', url: '#events' },
          { label: 'Talk to our team', url: '#talk-to-us' },
        ],
      },
      {
        blockType: 'layout' as const,
        anchorId: 'construction',
        heading: 'Construction sites',
        subheading: 'Lockable storage for tools and materials, on the ground the day you break ground.',
        rows: [
          {
            gap: 'large' as const,
            maxHeight: 420,
            columns: [
              {
                width: 60,
                flexStyle: 'center' as const,
                background: 'none' as const,
                blocks: [
                  {
                    blockType: 'layoutRichText' as const,
                    content: richText(
                      paragraph('General contractors keep one container per trade, so the electrician’s wire never ends up under the framer’s lumber. Our tilt-bed trucks set each box down where your site plan says, level and ready to load.'),
                      bulletList(
                        [{ text: 'Tri-cam locking bars', bold: true }, ' for sites where tools stay overnight'],
                        'Delivery as early as 6 a.m., before the crew arrives',
                        'One free move on the same site with premium and tri-cam rentals',
                      ),
                      paragraph('Not sure how many you need? ', { text: 'Send us your site plan with a quote request', link: '/request-quote' }, ' or ', { text: 'chat with a specialist', link: '#open-integrated-chat-box' }, '.'),
                    ),
                  },
                ],
              },
              {
                width: 40,
                flexStyle: 'start' as const,
                background: 'none' as const,
                blocks: [
                  {
                    blockType: 'layoutImage' as const,
                    image: media('siteCompound'),
                    caption: 'A 40 ft tri-cam container, the choice for sites where equipment stays overnight.',
                  },
                ],
              },
            ],
          },
          {
            gap: 'medium' as const,
            columns: [
              {
                width: 50,
                flexStyle: 'start' as const,
                background: 'light' as const,
                blocks: [
                  {
                    blockType: 'layoutTextImages' as const,
                    heading: 'Organized from day one',
                    text: 'Add shelving and a tool rack with an accessory kit, and every crew finds its gear in the same place each morning.',
                    images: [{ image: media('doorsOpen') }, { image: media('shelving') }],
                  },
                ],
              },
              {
                width: 50,
                flexStyle: 'between' as const,
                background: 'navy' as const,
                blocks: [
                  {
                    blockType: 'layoutTextBanner' as const,
                    heading: 'Billed in 28-day cycles',
                    text: 'Your rental is billed from the delivery day in 28-day cycles; the pick-up day is never billed. Pay any invoice online by card or e-check.',
                    linkLabel: 'Pay an invoice',
                    link: '/guest-payment',
                  },
                  {
                    blockType: 'layoutRichText' as const,
                    content: richText(paragraph('Need a container moved to the next phase of the project? ', { text: 'Ask for a relocation', link: '/request-service' }, ' and our driver handles it.')),
                  },
                ],
              },
            ],
          },
          {
            gap: 'large' as const,
            columns: [
              {
                width: 40,
                flexStyle: 'start' as const,
                background: 'none' as const,
                blocks: [
                  {
                    blockType: 'layoutRichText' as const,
                    content: richText(
                      heading3('One quote for the whole site'),
                      paragraph('Tell us where the site is, which trades need storage and how long the job runs. An estimator sends back a single quote with every container, the accessory kits and the delivery, usually within one business day.'),
                      bulletList('Delivery and pickup planned around your schedule', 'Each container placed where your site plan shows it', 'One invoice for the whole project, in 28-day cycles'),
                    ),
                  },
                ],
              },
              {
                width: 60,
                flexStyle: 'start' as const,
                background: 'none' as const,
                blocks: [{ ...siteQuote.en, heading: 'Get a quote for your site', intro: 'Storage containers, site offices or both: the price we send includes delivery and pickup.' }],
              },
            ],
          },
        ],
      },
      {
        blockType: 'layout' as const,
        anchorId: 'retail',
        heading: 'Retail and warehousing',
        subheading: 'Extra stockroom space for the busy season, right behind the store or beside the loading dock.',
        rows: [
          {
            gap: 'medium' as const,
            maxHeight: 320,
            columns: [
              {
                width: 40,
                flexStyle: 'center' as const,
                background: 'blue' as const,
                blocks: [
                  {
                    blockType: 'layoutRichText' as const,
                    content: richText(
                      heading3('Inventory overflow, without a second lease'),
                      paragraph('A 40 ft container holds about 20 standard pallets. Stores rent them from October to January and send them back when the shelves are empty again.'),
                      bulletList('Wind- and water-tight, inspected before every delivery', 'Fits in two parking spaces', 'Rent month to month, no long commitment'),
                    ),
                  },
                ],
              },
              {
                width: 60,
                flexStyle: 'start' as const,
                background: 'none' as const,
                blocks: [
                  {
                    blockType: 'layoutRow' as const,
                    gap: 'small' as const,
                    maxHeight: 260,
                    columns: [
                      {
                        width: 50,
                        flexStyle: 'start' as const,
                        background: 'none' as const,
                        blocks: [{ blockType: 'layoutImage' as const, image: media('retailStock'), caption: 'Wide doors for pallet jacks and hand trucks.' }],
                      },
                      {
                        width: 50,
                        flexStyle: 'start' as const,
                        background: 'none' as const,
                        blocks: [{ blockType: 'layoutImage' as const, image: media('retailBackroom'), caption: 'Shelving and LED lighting turn it into a back room.' }],
                      },
                    ],
                  },
                  {
                    blockType: 'layoutTextBanner' as const,
                    heading: 'Delivered to the loading dock',
                    text: 'Tell us where the container goes and we check the clearance before the truck leaves the yard.',
                    linkLabel: 'See container sizes',
                    link: '/products',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        blockType: 'layout' as const,
        anchorId: 'events',
        heading: 'Events and seasonal storage',
        subheading: 'Festivals, sports seasons and farm harvests: storage that arrives before the crowd and leaves after it.',
        rows: [
          {
            gap: 'medium' as const,
            columns: [
              {
                width: 33.33,
                flexStyle: 'start' as const,
                background: 'light' as const,
                blocks: [{ blockType: 'layoutTextBanner' as const, heading: 'Before the event', text: 'Store stages, fencing and signs on the grounds a week ahead, locked and dry.' }],
              },
              {
                width: 33.33,
                flexStyle: 'start' as const,
                background: 'light' as const,
                blocks: [{ blockType: 'layoutTextBanner' as const, heading: 'During the event', text: 'A secure place for cash boxes, radios and first-aid supplies, steps from the action.' }],
              },
              {
                width: 33.33,
                flexStyle: 'start' as const,
                background: 'light' as const,
                blocks: [{ blockType: 'layoutImage' as const, image: media('eventStorage'), caption: 'A 20 ft container fits in a single parking space.' }],
              },
            ],
          },
          {
            gap: 'large' as const,
            columns: [
              {
                width: 45,
                flexStyle: 'center' as const,
                background: 'none' as const,
                blocks: [
                  {
                    blockType: 'layoutRichText' as const,
                    content: richText(
                      heading3('Tell us the dates, we bring the plan'),
                      paragraph('Give us the event’s dates and the grounds, and a specialist calls you back with the sizes, the delivery window and a price.'),
                      bulletList('Delivery and pickup booked around your set-up and tear-down', 'Containers placed where the grounds crew wants them', 'One invoice for the whole season'),
                    ),
                  },
                ],
              },
              {
                width: 55,
                flexStyle: 'start' as const,
                background: 'none' as const,
                // Spec 3 §3 "Layout column … miniForm": a mini-form in a column.
                blocks: [{ blockType: 'miniForm' as const, heading: 'Plan your event storage', subheading: 'A specialist calls you back within one business day.', submitLabel: 'Call me back', background: 'light' as const }],
              },
            ],
          },
        ],
      },
      {
        blockType: 'callToActionBanner' as const,
        anchorId: 'talk-to-us',
        label: 'Talk to our team',
        heading: 'Planning a site?\\nChat with a storage specialist.',
        subheading: 'Tell us what you need to store and for how long; we will suggest the sizes and the accessories that fit.',
        content: richText(paragraph('Our team works in English and French, Monday to Friday, 7 a.m. to 6 p.m. Eastern time.')),
        // No chat script: none this site could load exists (issue 43, item 4), so the button is a
        // chat link and leads to the support request (spec 3 §7; docs/decisions.md).
        primaryCtaLabel: 'Start a chat',
        primaryCtaLink: '{{chat}}',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
        background: 'navy' as const,
        grid: true,
        paddingTop: 'large' as const,
        paddingBottom: 'large' as const,
      },
      {
        blockType: 'productOfferings' as const,
        heading: 'What we offer',
        subheading: 'Rent by the 28-day cycle, buy a used unit outright, fit it out, and call us when it needs to move.',
        offerings: [
          {
            internalLabel: 'rental',
            tabLabel: 'Storage containers for rent',
            image: media('eventStorage'),
            content: richText(
              paragraph('Steel containers of 20 and 40 feet, wind- and water-tight, delivered on a tilt-bed truck and set down where you need them.'),
              bulletList('Standard, premium and tri-cam locking', 'Billed in 28-day cycles from the delivery day', 'Configure and pay online in a few minutes'),
            ),
            ctaLabel: 'Configure a rental',
            ctaLink: '/products/storage-containers',
          },
          {
            internalLabel: 'used-sales',
            tabLabel: 'Used units for sale',
            image: media('retailStock'),
            content: richText(
              paragraph('Units retired from our rental fleet, inspected and repainted, sold as is with delivery quoted to your address.'),
              bulletList('Search by place, type, price or unit ID', 'Every unit listed with its condition and price'),
            ),
            ctaLabel: 'See units for sale',
            ctaLink: '/search?all-units=true',
          },
          {
            internalLabel: 'kits',
            tabLabel: 'Accessory kits',
            image: media('shelving'),
            content: richText(
              paragraph('Shelving, tool racks, LED lighting and lock boxes, installed before delivery so the container is ready on day one.'),
              bulletList('Kits priced per 28-day cycle, beside the container', 'Added in the configurator or on a quote'),
            ),
            ctaLabel: 'Compare kits',
            ctaLink: '/products/storage-containers',
          },
          {
            internalLabel: 'service',
            tabLabel: 'Moves and service',
            image: media('siteCompound'),
            content: richText(
              paragraph('A door that sticks, a move to the next phase of the project or an early pick-up: tell us and a driver or technician is booked.'),
              bulletList('One free move on the same site with premium and tri-cam rentals', 'Requests answered within one business day'),
            ),
            ctaLabel: 'Request service',
            ctaLink: '/request-service',
          },
        ],
      },
      {
        blockType: 'containerChoice' as const,
        heading: 'Start with the right container',
        subheading: 'Pick a grade to see where to go next; every grade comes in 20 ft and 40 ft.',
        style: 'selectable' as const,
        cards: [
          { heading: 'Standard', subheading: 'Wind- and watertight steel for materials, stock and equipment.', image: media('doorsOpen'), ctaLabel: 'Configure a standard rental', ctaLink: '/products/storage-containers?product_category=standard', features: [] },
          { heading: 'Premium', subheading: 'Lined and insulated, freshly painted: for records, furniture and sensitive goods.', image: media('shelving'), ctaLabel: 'Configure a premium rental', ctaLink: '/products/storage-containers?product_category=premium', features: [] },
          { heading: 'Tri-cam', subheading: 'Three-point cam locks one person opens in seconds: for tools left on site overnight.', image: media('eventStorage'), ctaLabel: 'Configure a tri-cam rental', ctaLink: '/products/storage-containers?product_category=tri-cam', features: [] },
        ],
      },
      {
        blockType: 'customizationTabs' as const,
        heading: 'Make it yours',
        subheading: 'Our shop cuts, welds and wires containers to order. A few of the changes customers ask for most:',
        tabs: [
          {
            title: 'Access',
            heading: 'Easier to get in and out',
            subheading: 'Load pallets from the side, or let the crew walk in without opening the cargo doors.',
            customizations: [customization('roll-up-door'), customization('personnel-door')],
            ctaLabel: 'See every customization',
            ctaLink: '/customizations/overview',
          },
          {
            title: 'Comfort',
            heading: 'Comfortable in every season',
            subheading: 'Daylight, fresh air and a steady temperature for offices, lunchrooms and goods that must stay dry.',
            customizations: [customization('security-windows'), customization('turbine-roof-vents'), customization('spray-foam-insulation'), customization('through-wall-heat-pump')],
            ctaLabel: 'See every customization',
            ctaLink: '/customizations/overview',
          },
          {
            title: 'Security',
            heading: 'A poor target at night',
            subheading: 'What keeps tools and stock where you left them.',
            customizations: [customization('lock-box'), customization('alarm-and-exterior-lighting')],
            ctaLabel: 'See every customization',
            ctaLink: '/customizations/overview',
          },
        ],
      },
      {
        blockType: 'useCaseTabs' as const,
        heading: 'How customers use them',
        subheading: 'The same steel box, six different jobs.',
        useCases: [pickedUseCase('tool-crib'), pickedUseCase('site-office'), pickedUseCase('seasonal-overflow'), pickedUseCase('classroom-overflow'), pickedUseCase('records-storage'), pickedUseCase('emergency-supplies')],
        ctaLabel: 'Request a quote',
        ctaLink: '/request-quote',
      },
      {
        blockType: 'subIndustryCards' as const,
        heading: 'Solutions by trade',
        subheading: 'Road crews, schools, clinics and stores each have their own page: how they use our containers, what they tell us, and the packages that suit them.',
        limit: 12,
      },
      {
        blockType: 'callToActionBanner' as const,
        label: 'Ready when you are',
        heading: 'Need it on site next week?\\nConfigure a rental online.',
        subheading: 'Pick the size, the accessory kit and your dates; the price is shown before you pay.',
        primaryCtaLabel: 'Configure a rental',
        primaryCtaLink: '/products/storage-containers',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
        background: 'yellow' as const,
        grid: false,
        paddingTop: 'medium' as const,
        paddingBottom: 'medium' as const,
      },
    ],
  },
  fr: {
    title: 'Solutions',
    meta: {
      title: 'Solutions — conteneurs d’entreposage pour la construction, le commerce de détail et les événements',
      description: 'Comment les chantiers, les magasins, les entrepôts et les organisateurs d’événements utilisent les conteneurs d’entreposage Boxline\u00a0: quoi louer, où l’installer et comment nous livrons.',
    },
    layout: [
      {
        eyebrow: 'Solutions',
        heading: 'De l’entreposage qui s’adapte à votre entreprise',
        subheading: 'Les chantiers, les magasins, les entrepôts et les sites d’événements n’utilisent pas nos conteneurs de la même façon. Voici comment chacun les loue, les installe et les protège, et ce que nous faisons pour vous simplifier la tâche.',
        primaryCtaLabel: 'Demander une soumission',
        secondaryCtaLabel: 'Comparer les conteneurs',
        watchVideoLabel: 'Voir une livraison',
      },
      {
        anchors: [{ label: 'Construction' }, { label: 'Commerce de détail et entreposage' }, { label: 'Événements et saisonnier' }, { label: 'Parler à notre équipe' }],
      },
      {
        heading: 'Chantiers de construction',
        subheading: 'De l’entreposage verrouillable pour les outils et les matériaux, sur place dès la première pelletée de terre.',
        rows: [
          {
            columns: [
              {
                blocks: [
                  {
                    content: richText(
                      paragraph('Les entrepreneurs généraux prévoient un conteneur par corps de métier\u00a0: le filage de l’électricien ne se retrouve jamais sous le bois du charpentier. Nos camions à plateau basculant déposent chaque conteneur à l’endroit prévu au plan du chantier, bien nivelé et prêt à remplir.'),
                      bulletList(
                        [{ text: 'Barres de verrouillage à trois cames', bold: true }, ' pour les chantiers où les outils restent sur place la nuit'],
                        'Livraison dès 6 h, avant l’arrivée de l’équipe',
                        'Un déplacement gratuit sur le même chantier avec les locations haut de gamme et à trois cames',
                      ),
                      paragraph('Vous ne savez pas combien il vous en faut? ', { text: 'Envoyez-nous votre plan de chantier avec une demande de soumission', link: '/request-quote' }, ' ou ', { text: 'clavardez avec un spécialiste', link: '#open-integrated-chat-box' }, '.'),
                    ),
                  },
                ],
              },
              {
                blocks: [{ caption: 'Un conteneur à trois cames de 40 pi, le choix des chantiers où l’équipement reste sur place la nuit.' }],
              },
            ],
          },
          {
            columns: [
              {
                blocks: [
                  {
                    heading: 'Bien organisé dès le premier jour',
                    text: 'Ajoutez des étagères et un support à outils avec une trousse d’accessoires\u00a0: chaque équipe trouve son matériel au même endroit tous les matins.',
                  },
                ],
              },
              {
                blocks: [
                  {
                    heading: 'Facturé par cycles de 28 jours',
                    text: 'Votre location est facturée à partir du jour de la livraison, par cycles de 28 jours; le jour du ramassage n’est jamais facturé. Payez vos factures en ligne par carte ou par chèque électronique.',
                    linkLabel: 'Payer une facture',
                  },
                  {
                    content: richText(paragraph('Besoin de déplacer un conteneur vers la prochaine phase du projet? ', { text: 'Demandez un déplacement', link: '/request-service' }, ' et notre chauffeur s’en occupe.')),
                  },
                ],
              },
            ],
          },
          {
            columns: [
              {
                blocks: [
                  {
                    content: richText(
                      heading3('Une seule soumission pour tout le chantier'),
                      paragraph('Dites-nous où se trouve le chantier, quels corps de métier ont besoin d’entreposage et combien de temps durent les travaux. Un estimateur vous envoie une seule soumission avec tous les conteneurs, les trousses d’accessoires et la livraison, habituellement d’ici un jour ouvrable.'),
                      bulletList('Livraison et ramassage planifiés selon votre échéancier', 'Chaque conteneur déposé à l’endroit indiqué sur votre plan de chantier', 'Une seule facture pour tout le projet, par cycles de 28 jours'),
                    ),
                  },
                ],
              },
              {
                blocks: [{ ...siteQuote.fr, heading: 'Obtenez une soumission pour votre chantier', intro: 'Conteneurs d’entreposage, bureaux de chantier ou les deux\u00a0: le prix que nous vous envoyons comprend la livraison et le ramassage.' }],
              },
            ],
          },
        ],
      },
      {
        heading: 'Commerce de détail et entreposage',
        subheading: 'De l’espace d’inventaire en plus pour la haute saison, juste derrière le magasin ou à côté du quai de chargement.',
        rows: [
          {
            columns: [
              {
                blocks: [
                  {
                    content: richText(
                      heading3('Le surplus d’inventaire, sans second bail'),
                      paragraph('Un conteneur de 40 pi contient environ 20 palettes standard. Les magasins les louent d’octobre à janvier et nous les retournent quand les tablettes sont de nouveau vides.'),
                      bulletList('Étanche au vent et à l’eau, inspecté avant chaque livraison', 'Tient dans deux espaces de stationnement', 'Location au mois, sans long engagement'),
                    ),
                  },
                ],
              },
              {
                blocks: [
                  {
                    columns: [
                      { blocks: [{ caption: 'De larges portes pour les transpalettes et les diables.' }] },
                      { blocks: [{ caption: 'Des étagères et un éclairage DEL en font une arrière-boutique.' }] },
                    ],
                  },
                  {
                    heading: 'Livré au quai de chargement',
                    text: 'Dites-nous où installer le conteneur\u00a0: nous vérifions le dégagement avant que le camion quitte la cour.',
                    linkLabel: 'Voir les tailles de conteneurs',
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        heading: 'Événements et entreposage saisonnier',
        subheading: 'Festivals, saisons sportives et récoltes\u00a0: de l’entreposage qui arrive avant la foule et repart après elle.',
        rows: [
          {
            columns: [
              { blocks: [{ heading: 'Avant l’événement', text: 'Entreposez scènes, clôtures et affiches sur le site une semaine à l’avance, sous clé et au sec.' }] },
              { blocks: [{ heading: 'Pendant l’événement', text: 'Un endroit sûr pour les caisses, les radios et le matériel de premiers soins, à deux pas de l’action.' }] },
              { blocks: [{ caption: 'Un conteneur de 20 pi tient dans un seul espace de stationnement.' }] },
            ],
          },
          {
            columns: [
              {
                blocks: [
                  {
                    content: richText(
                      heading3('Donnez-nous les dates, nous apportons le plan'),
                      paragraph('Indiquez-nous les dates et le site de l’événement\u00a0: un spécialiste vous rappelle avec les tailles, la plage de livraison et un prix.'),
                      bulletList('Livraison et cueillette prévues selon votre montage et votre démontage', 'Conteneurs placés là où l’équipe du site les veut', 'Une seule facture pour toute la saison'),
                    ),
                  },
                ],
              },
              { blocks: [{ heading: 'Planifiez l’entreposage de votre événement', subheading: 'Un spécialiste vous rappelle dans un délai d’un jour ouvrable.', submitLabel: 'Rappelez-moi' }] },
            ],
          },
        ],
      },
      {
        label: 'Parler à notre équipe',
        heading: 'Vous planifiez un chantier?\\nClavardez avec un spécialiste de l’entreposage.',
        subheading: 'Dites-nous ce que vous devez entreposer et pour combien de temps; nous vous proposerons les tailles et les accessoires qui conviennent.',
        content: richText(paragraph('Notre équipe travaille en français et en anglais, du lundi au vendredi, de 7 h à 18 h (heure de l’Est).')),
        primaryCtaLabel: 'Clavarder avec nous',
        secondaryCtaLabel: 'Demander une soumission',
      },
      {
        heading: 'Ce que nous offrons',
        subheading: 'Louez par cycle de 28 jours, achetez une unité usagée, aménagez-la et appelez-nous quand elle doit être déplacée.',
        offerings: [
          {
            tabLabel: 'Conteneurs d’entreposage à louer',
            content: richText(
              paragraph('Des conteneurs en acier de 20 et de 40 pieds, étanches au vent et à l’eau, livrés par camion à plateau basculant et déposés là où vous en avez besoin.'),
              bulletList('Verrouillage standard, haut de gamme et à trois cames', 'Facturés par cycles de 28 jours à partir du jour de livraison', 'Configurez et payez en ligne en quelques minutes'),
            ),
            ctaLabel: 'Configurer une location',
          },
          {
            tabLabel: 'Unités usagées à vendre',
            content: richText(
              paragraph('Des unités retirées de notre parc de location, inspectées et repeintes, vendues telles quelles avec une livraison chiffrée jusqu’à votre adresse.'),
              bulletList('Recherche par lieu, type, prix ou numéro d’unité', 'Chaque unité affichée avec son état et son prix'),
            ),
            ctaLabel: 'Voir les unités à vendre',
          },
          {
            tabLabel: 'Trousses d’accessoires',
            content: richText(
              paragraph('Étagères, supports à outils, éclairage DEL et boîtes de cadenas, installés avant la livraison pour que le conteneur soit prêt dès le premier jour.'),
              bulletList('Trousses facturées par cycle de 28 jours, avec le conteneur', 'Ajoutées dans le configurateur ou dans une soumission'),
            ),
            ctaLabel: 'Comparer les trousses',
          },
          {
            tabLabel: 'Déplacements et service',
            content: richText(
              paragraph('Une porte qui coince, un déplacement vers la prochaine phase du projet ou un ramassage devancé\u00a0: dites-le-nous et nous réservons un chauffeur ou un technicien.'),
              bulletList('Un déplacement gratuit sur le même chantier avec les locations haut de gamme et à trois cames', 'Réponse aux demandes en un jour ouvrable'),
            ),
            ctaLabel: 'Demander un service',
          },
        ],
      },
      {
        heading: 'Commencez par le bon conteneur',
        subheading: 'Choisissez une catégorie pour voir la suite; chacune existe en 20 et en 40 pieds.',
        cards: [
          { heading: 'Standard', subheading: 'De l’acier étanche au vent et à l’eau pour les matériaux, les stocks et l’équipement.', ctaLabel: 'Configurer une location standard', features: [] },
          { heading: 'Haut de gamme', subheading: 'Doublé, isolé et fraîchement repeint\u00a0: pour les archives, les meubles et les biens fragiles.', ctaLabel: 'Configurer une location haut de gamme', features: [] },
          { heading: 'Trois cames', subheading: 'Un verrouillage à trois cames qu’une seule personne ouvre en quelques secondes\u00a0: pour les outils laissés sur le chantier la nuit.', ctaLabel: 'Configurer une location à trois cames', features: [] },
        ],
      },
      {
        heading: 'À votre image',
        subheading: 'Notre atelier découpe, soude et câble les conteneurs sur commande. Quelques-unes des modifications que nos clients demandent le plus souvent\u00a0:',
        tabs: [
          {
            title: 'Accès',
            heading: 'Plus facile d’y entrer et d’en sortir',
            subheading: 'Chargez les palettes par le côté, ou laissez l’équipe entrer sans ouvrir les portes de chargement.',
            ctaLabel: 'Voir toutes les personnalisations',
          },
          {
            title: 'Confort',
            heading: 'Confortable en toute saison',
            subheading: 'De la lumière, de l’air frais et une température stable pour les bureaux, les cafétérias et les biens qui doivent rester au sec.',
            ctaLabel: 'Voir toutes les personnalisations',
          },
          {
            title: 'Sécurité',
            heading: 'Une cible peu attirante la nuit',
            subheading: 'Ce qui garde les outils et la marchandise là où vous les avez laissés.',
            ctaLabel: 'Voir toutes les personnalisations',
          },
        ],
      },
      {
        heading: 'Comment nos clients les utilisent',
        subheading: 'La même boîte d’acier, six usages différents.',
        ctaLabel: 'Demander une soumission',
      },
      {
        heading: 'Solutions par secteur d’activité',
        subheading: 'Équipes de voirie, écoles, cliniques et magasins ont chacun leur page : comment ils utilisent nos conteneurs, ce qu’ils nous disent et les forfaits qui leur conviennent.',
      },
      {
        label: 'Prêts quand vous l’êtes',
        heading: 'Il vous le faut sur place la semaine prochaine?\\nConfigurez une location en ligne.',
        subheading: 'Choisissez la taille, la trousse d’accessoires et vos dates; le prix s’affiche avant le paiement.',
        primaryCtaLabel: 'Configurer une location',
        secondaryCtaLabel: 'Demander une soumission',
      },
    ],
  },
}
