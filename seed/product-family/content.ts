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
  standardDoorsOpen: 'container-20ws-doors-open.webp',
  standardInterior: 'container-20ws-interior.webp',
  premiumDoorsOpen: 'container-20zi-doors-open.webp',
  premiumInterior: 'container-20zi-interior.webp',
} as const

const familyImage = (key: keyof typeof familyImages): MediaRef<keyof typeof familyImages> => ({ mediaKey: key })

/**
 * The storage containers' product family page (`/storage-containers`): a hero, the unit
 * configurator tabs (one tab per grade and a standard-or-tri-cam comparison), an info-dot image
 * explorer (inside and doors), the tri-cam
 * container's media gallery, the fleet's image carousel, a feature table, the comparison cards of
 * every rental container (from the catalog) and a closing banner. English first, French overlay second (same
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
        // Spec 3 §2 "video hero": the delivery video plays silently over its poster.
        style: 'video' as const,
        // The seed's own video and poster (seed/media), uploaded by this page's seed.
        image: { mediaKey: 'deliveryPoster' as const },
        videoFile: { mediaKey: 'deliveryVideo' as const },
        eyebrow: 'Storage containers',
        heading: 'Steel storage containers, delivered where you need them',
        subheading: 'Three grades in 20 ft and 40 ft, wind- and watertight, inspected between rentals. Pick one online and see the price with delivery before you pay.',
        primaryCtaLabel: 'Configure a rental',
        primaryCtaLink: '/products/storage-containers',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
      },
      {
        blockType: 'unitTabs' as const,
        anchorId: 'grades',
        heading: 'Choose your grade',
        subheading: 'Every grade comes in 20 ft and 40 ft. Add shelving, lighting and locks when you configure your rental.',
        tabs: [
          {
            tabLabel: 'Standard',
            kind: 'standard' as const,
            heading: '20 ft standard storage container',
            content: richText(paragraph('Our everyday container: wind- and watertight steel, inspected and cleaned before every delivery. Customers choose it for building materials, seasonal stock and equipment.')),
            images: [{ image: familyImage('fleetStandard20') }, { image: familyImage('standardDoorsOpen') }, { image: familyImage('standardInterior') }],
            sections: [
              { heading: 'Included', items: [{ label: 'Lock box for a padlock' }, { label: 'Delivery and pick-up on a level site' }, { label: 'Inspection before delivery' }] },
              { heading: 'Add when you configure', items: [{ label: 'Steel shelving unit' }, { label: 'Battery LED lighting kit' }, { label: 'Loading ramp' }] },
            ],
            footNote: 'Sizes are outside lengths. The price with delivery shows before you pay.',
            ctaLabel: 'Configure a standard rental',
            ctaLink: '/products/storage-containers?product_category=standard',
          },
          {
            tabLabel: 'Premium',
            kind: 'standard' as const,
            heading: '20 ft premium storage container',
            content: richText(paragraph('Lined and insulated against condensation, with fresh paint and a clean floor: a steady space for records, stock and anything that must stay dry.')),
            images: [{ image: familyImage('fleetPremium20') }, { image: familyImage('premiumDoorsOpen') }, { image: familyImage('premiumInterior') }],
            sections: [
              { heading: 'Included', items: [{ label: 'Everything in the standard grade' }, { label: 'Fresh paint and a clean floor' }, { label: 'One free move on the same site' }] },
              { heading: 'Add when you configure', items: [{ label: 'Desiccant moisture absorbers' }, { label: 'Pallet racking' }, { label: 'Rubber floor mats' }] },
            ],
            footNote: 'Insulation slows condensation; it does not heat or cool the container.',
            ctaLabel: 'Configure a premium rental',
            ctaLink: '/products/storage-containers?product_category=premium',
          },
          {
            tabLabel: 'Tri-cam',
            kind: 'standard' as const,
            heading: '20 ft tri-cam storage container',
            content: richText(paragraph('One lever per door locks it at three points, so one person opens it in seconds, even on uneven ground. Our most requested upgrade for tools left on site overnight.')),
            images: [{ image: familyImage('triCamExterior') }, { image: familyImage('triCamDoorsOpen') }, { image: familyImage('triCamInterior') }],
            sections: [
              { heading: 'Included', items: [{ label: 'Everything in the standard grade' }, { label: 'Fresh paint and a clean floor' }, { label: 'One free move on the same site' }, { label: 'Three-point cam locking bars' }] },
              { heading: 'Add when you configure', items: [{ label: 'High-security padlock' }, { label: 'Wall hooks and tool rack' }, { label: 'Turbine vents' }] },
            ],
            ctaLabel: 'Configure a tri-cam rental',
            ctaLink: '/products/storage-containers?product_category=tri-cam',
          },
          {
            tabLabel: 'Standard or tri-cam?',
            kind: 'comparison' as const,
            unit1Name: '20 ft standard',
            unit1Image: familyImage('fleetStandard20'),
            unit2Name: '20 ft tri-cam',
            unit2Image: familyImage('triCamExterior'),
            comparisons: [
              { comparison: 'Locking points per door', unit1: '1', unit2: '3' },
              { comparison: 'Opening the doors', unit1: 'Two handles per door', unit2: 'One lever per door' },
              { comparison: 'Paint and floor', unit1: 'Inspected and cleaned', unit2: 'Fresh paint, clean floor' },
              { comparison: 'Moves on the same site', unit1: 'Billed per move', unit2: 'One free move' },
            ],
            useCaseTitle: 'Which one for your site?',
            useCases: [
              { comparison: 'Building materials for a season', comparison1Text: 'A good fit', comparison1Colour: 'yellow' as const, comparison2Text: 'More than you need', comparison2Colour: 'blue' as const },
              { comparison: 'Tools left on site overnight', comparison1Text: 'Add a high-security padlock', comparison1Colour: 'blue' as const, comparison2Text: 'The best fit', comparison2Colour: 'yellow' as const },
              { comparison: 'Opened many times a day', comparison1Text: 'Works, with effort', comparison1Colour: 'blue' as const, comparison2Text: 'The best fit', comparison2Colour: 'yellow' as const },
            ],
          },
        ],
      },
      {
        blockType: 'infoDotExplorer' as const,
        anchorId: 'inside',
        heading: 'Take a look inside',
        subheading: 'Press a dot to see what comes with the container and what you can add.',
        tabs: [
          {
            tabLabel: 'Inside',
            image: familyImage('standardInterior'),
            dots: [
              { top: 48, left: 22, heading: 'Steel shelving unit', subheading: 'Adjustable steel shelves along the wall, for boxes and parts off the floor.', footer: 'Add it when you configure' },
              { top: 24, left: 45.5, heading: 'Battery LED lighting kit', subheading: 'Bright light inside without wiring or an outlet.', footer: 'Add it when you configure' },
              { top: 45, left: 63, heading: 'Wall hooks and tool rack', subheading: 'Shovels, rakes and cords hang on the wall, out of the way.', footer: 'Add it when you configure' },
              { top: 80, left: 52, heading: 'Wooden floor', subheading: 'Swept and cleaned between rentals, ready for pallets and dollies.', footer: 'Included with every rental' },
            ],
          },
          {
            tabLabel: 'Doors',
            image: familyImage('triCamDoorsOpen'),
            dots: [
              { top: 45, left: 16, heading: 'Full-width doors', subheading: 'Both doors open the whole width of the container for pallets and equipment.', footer: 'Included with every rental' },
              { top: 20.5, left: 30.5, heading: 'Corner castings', subheading: 'Our trucks lift the container by its corners: no forklift needed on your site.', footer: 'Included with every rental' },
              { top: 82, left: 50, heading: 'Level threshold', subheading: 'Roll dollies and pallet jacks straight in, or add a loading ramp.', footer: 'Loading ramp: add it when you configure' },
            ],
          },
        ],
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
        blockType: 'cardCarousel' as const,
        anchorId: 'rent',
        heading: 'Rent by the size you need',
        subheading: 'Swipe through our six rental containers; each opens the configurator with its grade chosen.',
        style: 'product' as const,
        cards: [
          { image: familyImage('fleetStandard20'), label: '20 ft · Standard', heading: '20 ft standard container', text: 'Room for the materials of a house build or a store’s seasonal stock.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=standard' },
          { image: familyImage('fleetStandard40'), label: '40 ft · Standard', heading: '40 ft standard container', text: 'Twice the floor: a whole site’s materials, or a small warehouse.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=standard' },
          { image: familyImage('fleetPremium20'), label: '20 ft · Premium', heading: '20 ft premium container', text: 'Lined and insulated walls keep records and furniture dry.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=premium' },
          { image: familyImage('fleetPremium40'), label: '40 ft · Premium', heading: '40 ft premium container', text: 'A clean, steady space for a move or a renovation.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=premium' },
          { image: familyImage('triCamExterior'), label: '20 ft · Tri-cam', heading: '20 ft tri-cam container', text: 'Three-point locks for tools left on site overnight.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=tri-cam' },
          { image: familyImage('fleetTriCam40'), label: '40 ft · Tri-cam', heading: '40 ft tri-cam container', text: 'The most secure of our large containers, opened by one person.', ctaLabel: 'Configure', ctaLink: '/products/storage-containers?product_category=tri-cam' },
        ],
      },
      {
        blockType: 'featureTable' as const,
        heading: 'What each grade includes',
        subheading: 'The same steel body and inspection in every grade; the rest depends on what you store.',
        tableStyle: 'checkmarks' as const,
        columns: [{ label: 'Included' }, { label: 'Standard' }, { label: 'Premium' }, { label: 'Tri-cam' }],
        rows: [
          { cells: [{ value: 'Wind- and watertight steel body' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Lock box for a padlock' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Lined, insulated walls' }, { value: '' }, { value: 'X' }, { value: '' }] },
          { cells: [{ value: 'Fresh paint and a clean floor' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'One free move on the same site' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Three-point cam locking bars' }, { value: '' }, { value: '' }, { value: 'X' }] },
        ],
        mostPopularColumn: 4,
        mostPopularString: 'Most requested',
        paragraphs: 'Every grade comes in 20 ft and 40 ft. Configure a rental to see the price with delivery to your address.',
      },
      {
        blockType: 'containerChoice' as const,
        heading: '20 ft or 40 ft?',
        subheading: 'Both sizes come in every grade. Here is what fits in each.',
        images: [{ image: familyImage('fleetStandard20') }, { image: familyImage('fleetStandard40') }],
        style: 'features' as const,
        cards: [
          {
            heading: '20 ft container',
            subheading: 'Fits in a single parking space; delivered by a tilt-bed truck.',
            image: familyImage('standardDoorsOpen'),
            ctaLabel: 'Configure a 20 ft rental',
            ctaLink: '/products/storage-containers',
            features: [
              { icon: 'ruler' as const, label: '20 ft long, 8 ft wide, 8.5 ft high outside' },
              { icon: 'door' as const, label: 'Double cargo doors, 7.5 ft wide' },
              { icon: 'truck' as const, label: 'Needs 60 ft of straight access for delivery' },
              { icon: 'check' as const, label: 'About the contents of a three-bedroom house' },
            ],
          },
          {
            heading: '40 ft container',
            subheading: 'Twice the floor for a whole site’s materials or a store’s stock.',
            image: familyImage('premiumDoorsOpen'),
            ctaLabel: 'Configure a 40 ft rental',
            ctaLink: '/products/storage-containers',
            features: [
              { icon: 'ruler' as const, label: '40 ft long, 8 ft wide, 8.5 ft high outside' },
              { icon: 'door' as const, label: 'Double cargo doors, 7.5 ft wide' },
              { icon: 'truck' as const, label: 'Needs 100 ft of straight access for delivery' },
              { icon: 'lock' as const, label: 'One lock box, or tri-cam locking bars' },
            ],
          },
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
      title: 'Conteneurs d’entreposage à louer — 20 pi et 40 pi, standard, haut de gamme et à trois cames',
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
        heading: 'Choisissez votre catégorie',
        subheading: 'Chaque catégorie existe en 20 pi et en 40 pi. Ajoutez étagères, éclairage et cadenas en configurant votre location.',
        tabs: [
          {
            tabLabel: 'Standard',
            heading: 'Conteneur d’entreposage standard de 20 pi',
            content: richText(paragraph('Notre conteneur de tous les jours\u00a0: de l’acier étanche au vent et à l’eau, inspecté et nettoyé avant chaque livraison. Nos clients le choisissent pour les matériaux de construction, les stocks saisonniers et l’équipement.')),
            sections: [
              { heading: 'Compris', items: [{ label: 'Boîte à cadenas' }, { label: 'Livraison et ramassage sur un terrain plat' }, { label: 'Inspection avant la livraison' }] },
              { heading: 'À ajouter en configurant', items: [{ label: 'Étagère en acier' }, { label: 'Éclairage DEL à piles' }, { label: 'Rampe de chargement' }] },
            ],
            footNote: 'Les formats sont des longueurs extérieures. Le prix livraison comprise s’affiche avant le paiement.',
            ctaLabel: 'Configurer une location standard',
          },
          {
            tabLabel: 'Haut de gamme',
            heading: 'Conteneur d’entreposage haut de gamme de 20 pi',
            content: richText(paragraph('Doublé et isolé contre la condensation, avec une peinture fraîche et un plancher propre\u00a0: un espace stable pour les archives, les stocks et tout ce qui doit rester au sec.')),
            sections: [
              { heading: 'Compris', items: [{ label: 'Tout ce que comprend la catégorie standard' }, { label: 'Peinture fraîche et plancher propre' }, { label: 'Un déplacement gratuit sur le même chantier' }] },
              { heading: 'À ajouter en configurant', items: [{ label: 'Absorbeurs d’humidité déshydratants' }, { label: 'Palettier' }, { label: 'Tapis de plancher en caoutchouc' }] },
            ],
            footNote: 'L’isolation ralentit la condensation; elle ne chauffe ni ne refroidit le conteneur.',
            ctaLabel: 'Configurer une location haut de gamme',
          },
          {
            tabLabel: 'À trois cames',
            heading: 'Conteneur d’entreposage à trois cames de 20 pi',
            content: richText(paragraph('Un levier par porte la verrouille en trois points\u00a0: une seule personne l’ouvre en quelques secondes, même sur un sol inégal. L’option la plus demandée pour les outils laissés sur le chantier la nuit.')),
            sections: [
              { heading: 'Compris', items: [{ label: 'Tout ce que comprend la catégorie standard' }, { label: 'Peinture fraîche et plancher propre' }, { label: 'Un déplacement gratuit sur le même chantier' }, { label: 'Barres de verrouillage à trois cames' }] },
              { heading: 'À ajouter en configurant', items: [{ label: 'Cadenas haute sécurité' }, { label: 'Crochets muraux et support à outils' }, { label: 'Aérateurs à turbine' }] },
            ],
            ctaLabel: 'Configurer une location à trois cames',
          },
          {
            tabLabel: 'Standard ou à trois cames?',
            unit1Name: 'Standard de 20 pi',
            unit2Name: 'À trois cames de 20 pi',
            comparisons: [
              { comparison: 'Points de verrouillage par porte', unit1: '1', unit2: '3' },
              { comparison: 'Ouverture des portes', unit1: 'Deux poignées par porte', unit2: 'Un levier par porte' },
              { comparison: 'Peinture et plancher', unit1: 'Inspecté et nettoyé', unit2: 'Peinture fraîche, plancher propre' },
              { comparison: 'Déplacements sur le même chantier', unit1: 'Facturés à chaque déplacement', unit2: 'Un déplacement gratuit' },
            ],
            useCaseTitle: 'Lequel pour votre chantier?',
            useCases: [
              { comparison: 'Matériaux de construction pour une saison', comparison1Text: 'Un bon choix', comparison2Text: 'Plus que nécessaire' },
              { comparison: 'Outils laissés sur le chantier la nuit', comparison1Text: 'Ajoutez un cadenas haute sécurité', comparison2Text: 'Le meilleur choix' },
              { comparison: 'Ouvert plusieurs fois par jour', comparison1Text: 'Possible, avec effort', comparison2Text: 'Le meilleur choix' },
            ],
          },
        ],
      },
      {
        heading: 'Jetez un coup d’œil à l’intérieur',
        subheading: 'Appuyez sur un point pour voir ce que comprend le conteneur et ce que vous pouvez ajouter.',
        tabs: [
          {
            tabLabel: 'Intérieur',
            dots: [
              { heading: 'Étagère en acier', subheading: 'Des tablettes en acier réglables le long de la paroi, pour garder boîtes et pièces hors du plancher.', footer: 'À ajouter en configurant' },
              { heading: 'Éclairage DEL à piles', subheading: 'Un bon éclairage à l’intérieur, sans câblage ni prise.', footer: 'À ajouter en configurant' },
              { heading: 'Crochets muraux et support à outils', subheading: 'Pelles, râteaux et rallonges sont accrochés au mur, hors du passage.', footer: 'À ajouter en configurant' },
              { heading: 'Plancher de bois', subheading: 'Balayé et nettoyé entre deux locations, prêt pour les palettes et les diables.', footer: 'Compris dans chaque location' },
            ],
          },
          {
            tabLabel: 'Portes',
            dots: [
              { heading: 'Portes pleine largeur', subheading: 'Les deux portes ouvrent toute la largeur du conteneur pour les palettes et l’équipement.', footer: 'Compris dans chaque location' },
              { heading: 'Pièces de coin', subheading: 'Nos camions soulèvent le conteneur par ses coins\u00a0: aucun chariot élévateur requis sur votre chantier.', footer: 'Compris dans chaque location' },
              { heading: 'Seuil de plain-pied', subheading: 'Entrez directement avec diables et transpalettes, ou ajoutez une rampe de chargement.', footer: 'Rampe de chargement\u00a0: à ajouter en configurant' },
            ],
          },
        ],
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
        heading: 'Louez selon la taille qu’il vous faut',
        subheading: 'Faites défiler nos six conteneurs en location; chacun ouvre le configurateur avec sa catégorie choisie.',
        cards: [
          { label: '20 pi · Standard', heading: 'Conteneur standard de 20 pi', text: 'De la place pour les matériaux d’une maison en construction ou les stocks saisonniers d’un magasin.', ctaLabel: 'Configurer' },
          { label: '40 pi · Standard', heading: 'Conteneur standard de 40 pi', text: 'Deux fois la surface\u00a0: les matériaux de tout un chantier, ou un petit entrepôt.', ctaLabel: 'Configurer' },
          { label: '20 pi · Haut de gamme', heading: 'Conteneur haut de gamme de 20 pi', text: 'Des murs doublés et isolés gardent les archives et les meubles au sec.', ctaLabel: 'Configurer' },
          { label: '40 pi · Haut de gamme', heading: 'Conteneur haut de gamme de 40 pi', text: 'Un espace propre et stable pour un déménagement ou des rénovations.', ctaLabel: 'Configurer' },
          { label: '20 pi · Trois cames', heading: 'Conteneur à trois cames de 20 pi', text: 'Un verrouillage en trois points pour les outils laissés sur le chantier la nuit.', ctaLabel: 'Configurer' },
          { label: '40 pi · Trois cames', heading: 'Conteneur à trois cames de 40 pi', text: 'Le plus sûr de nos grands conteneurs, ouvert par une seule personne.', ctaLabel: 'Configurer' },
        ],
      },
      {
        heading: 'Ce que comprend chaque catégorie',
        subheading: 'La même caisse en acier et la même inspection dans chaque catégorie; le reste dépend de ce que vous entreposez.',
        columns: [{ label: 'Compris' }, { label: 'Standard' }, { label: 'Haut de gamme' }, { label: 'À trois cames' }],
        rows: [
          { cells: [{ value: 'Caisse en acier étanche au vent et à l’eau' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Boîte à cadenas' }, { value: 'X' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Parois doublées et isolées' }, { value: '' }, { value: 'X' }, { value: '' }] },
          { cells: [{ value: 'Peinture fraîche et plancher propre' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Un déplacement gratuit sur le même chantier' }, { value: '' }, { value: 'X' }, { value: 'X' }] },
          { cells: [{ value: 'Barres de verrouillage à trois cames' }, { value: '' }, { value: '' }, { value: 'X' }] },
        ],
        mostPopularString: 'Le plus demandé',
        paragraphs: 'Chaque catégorie existe en 20 pi et en 40 pi. Configurez une location pour voir le prix livraison comprise à votre adresse.',
      },
      {
        heading: '20 pi ou 40 pi?',
        subheading: 'Les deux formats existent dans chaque catégorie. Voici ce que chacun peut contenir.',
        images: [{}, {}],
        cards: [
          {
            heading: 'Conteneur de 20 pi',
            subheading: 'Tient dans un seul espace de stationnement; livré par camion à plateau basculant.',
            ctaLabel: 'Configurer une location de 20 pi',
            features: [
              { label: '20 pi de long, 8 pi de large, 8,5 pi de haut à l’extérieur' },
              { label: 'Doubles portes de chargement de 7,5 pi de large' },
              { label: 'Exige 60 pi d’accès en ligne droite pour la livraison' },
              { label: 'Environ le contenu d’une maison de trois chambres' },
            ],
          },
          {
            heading: 'Conteneur de 40 pi',
            subheading: 'Deux fois la surface pour les matériaux de tout un chantier ou les stocks d’un magasin.',
            ctaLabel: 'Configurer une location de 40 pi',
            features: [
              { label: '40 pi de long, 8 pi de large, 8,5 pi de haut à l’extérieur' },
              { label: 'Doubles portes de chargement de 7,5 pi de large' },
              { label: 'Exige 100 pi d’accès en ligne droite pour la livraison' },
              { label: 'Une boîte à cadenas, ou des barres de verrouillage à trois cames' },
            ],
          },
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
