/** Bilingual demo content for the site shell and the home page. English first, French overlay second. */
export const siteSettings = {
  en: {
    brandName: 'Boxline',
    tagline: 'Storage containers, site offices and modular units for businesses across the US and Canada.',
    phone: '1-800-555-0199',
    salesEmail: 'sales@boxline.example',
    serviceEmail: 'service@boxline.example',
    businessTimeZone: 'America/New_York',
    termsLinks: { rentalTerms: '/legal/rental-terms', quebecRentalTerms: '/fr/legal/rental-terms', privacyPolicy: '/legal/privacy' },
    legalText: 'Boxline is a demonstration business.',
    customerPortalUrl: 'https://portal.boxline.example/en/login',
  },
  fr: {
    tagline: "Conteneurs d’entreposage, bureaux de chantier et unités modulaires pour les entreprises des États-Unis et du Canada.",
    termsLinks: { rentalTerms: '/legal/rental-terms', privacyPolicy: '/legal/privacy' },
    legalText: 'Boxline est une entreprise de démonstration.',
    customerPortalUrl: 'https://portal.boxline.example/fr/login',
  },
}

const link = (label: string, href: string) => ({ label, href })

export const navigation = {
  en: {
    headerLinks: [
      link('Rent a container', '/products/storage-containers'),
      link('Compare products', '/products'),
      link('Request a quote', '/request-quote'),
      link('Service request', '/request-service'),
      link('Pay an invoice', '/guest-payment'),
    ],
    footerColumns: [
      {
        heading: 'Products',
        links: [link('Storage containers', '/products/storage-containers'), link('Compare products', '/products')],
      },
      {
        heading: 'Customers',
        links: [link('Request a quote', '/request-quote'), link('Service request', '/request-service'), link('Pay an invoice', '/guest-payment'), link('Delivery', '/delivery'), link('Used units for sale', '/search?all-units=true')],
      },
      {
        heading: 'Solutions',
        links: [link('Solutions by industry', '/solutions'), link('Outfitting packages', '/solutions/outfittings'), link('Customizations', '/customizations/overview'), link('About us', '/about-us'), link('Sustainability', '/about-us/sustainability-impact')],
      },
      {
        heading: 'Resources',
        links: [link('All resources', '/resources'), link('News and events', '/events'), link('Blog', '/resources/blogs'), link('Case studies', '/resources/case-studies'), link('Documents', '/resources/documents')],
      },
    ],
    legalLinks: [link('Rental terms', '/legal/rental-terms'), link('Privacy', '/legal/privacy')],
  },
  fr: {
    headerLinks: [
      { label: 'Louer un conteneur' },
      { label: 'Comparer les produits' },
      { label: 'Demander une soumission' },
      { label: 'Demande de service' },
      { label: 'Payer une facture' },
    ],
    footerColumns: [
      { heading: 'Produits', links: [{ label: "Conteneurs d’entreposage" }, { label: 'Comparer les produits' }] },
      { heading: 'Clients', links: [{ label: 'Demander une soumission' }, { label: 'Demande de service' }, { label: 'Payer une facture' }, { label: 'Livraison' }, { label: 'Unités usagées à vendre' }] },
      { heading: 'Solutions', links: [{ label: 'Solutions par industrie' }, { label: 'Forfaits d’aménagement' }, { label: 'Personnalisations' }, { label: 'À propos' }, { label: 'Développement durable' }] },
      { heading: 'Ressources', links: [{ label: 'Toutes les ressources' }, { label: 'Nouvelles et événements' }, { label: 'Blogue' }, { label: 'Études de cas' }, { label: 'Documents' }] },
    ],
    legalLinks: [{ label: 'Conditions de location' }, { label: 'Confidentialité' }],
  },
}

export const homePage = {
  en: {
    title: 'Home',
    slug: 'home',
    meta: {
      title: 'Boxline — storage container rentals and sales in the US and Canada',
      description: 'Rent or buy storage containers, site offices and modular units. Configure a rental online in minutes, with delivery across the US and Canada.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        eyebrow: 'Storage containers · Site offices · Modular units',
        heading: 'Secure storage, delivered to your site',
        subheading: 'Configure a container rental online in minutes, choose an accessory kit, and pick your delivery dates. We deliver across the US and Canada.',
        primaryCtaLabel: 'Configure a rental',
        primaryCtaLink: '/products/storage-containers',
        secondaryCtaLabel: 'Request a quote',
        secondaryCtaLink: '/request-quote',
      },
      {
        blockType: 'unitSearch' as const,
        label: 'Used units for sale',
        heading: 'Find a used unit near you',
        ctaLabel: 'Request a quote instead',
        ctaLink: '/request-quote',
        search1: { heading: 'Storage containers, inspected and ready', imageFile: 'container-20ws-exterior.webp', ctaLabel: 'See used containers', ctaLink: '/search?unit-type=storageContainer' },
        search2: { heading: 'Office trailers for your site', imageFile: 'used-unit-office-trailer.webp', ctaLabel: 'See office trailers', ctaLink: '/search?unit-type=officeTrailer' },
        search3: { heading: 'Classrooms and bunkhouses', imageFile: 'used-unit-classroom.webp', ctaLabel: 'See classrooms', ctaLink: '/search?unit-type=classroom' },
        search4: { heading: 'Cold storage units', imageFile: 'used-unit-cold-storage.webp', ctaLabel: 'See cold storage', ctaLink: '/search?unit-type=coldStorage' },
      },
      {
        blockType: 'featureCards' as const,
        heading: 'Everything your site needs',
        subheading: 'From a single container to a full jobsite compound.',
        cards: [
          { title: 'Rent storage containers', text: 'Standard, premium and tri-cam containers in 20 and 40 foot sizes, with accessory kits for security and organization.', ctaLabel: 'See containers', ctaLink: '/products/storage-containers' },
          { title: 'Buy a used unit', text: 'Inspected used containers and offices for sale, priced and ready for delivery.', ctaLabel: 'Request a quote', ctaLink: '/request-quote' },
          { title: 'Service when you need it', text: 'Relocations, pick-ups, repairs and billing questions handled by our service team.', ctaLabel: 'Request service', ctaLink: '/request-service' },
        ],
      },
      {
        blockType: 'callToActionBanner' as const,
        label: 'Pay online',
        heading: 'Have an invoice?\\nPay it in minutes.',
        subheading: 'Pay open invoices by card or e-check, no account needed.',
        primaryCtaLabel: 'Pay an invoice',
        primaryCtaLink: '/guest-payment',
        // Spec 3 §2: on the home page the secondary button opens the chat on a computer and dials on a phone.
        secondaryCtaLabel: 'Talk to us',
        secondaryCtaLink: '{{chat}}',
        background: 'navy' as const,
      },
    ],
  },
  fr: {
    title: 'Accueil',
    meta: {
      title: "Boxline — location et vente de conteneurs d’entreposage aux États-Unis et au Canada",
      description: "Louez ou achetez des conteneurs d’entreposage, des bureaux de chantier et des unités modulaires. Configurez une location en ligne en quelques minutes, avec livraison partout aux États-Unis et au Canada.",
    },
    layout: [
      {
        eyebrow: "Conteneurs d’entreposage · Bureaux de chantier · Unités modulaires",
        heading: 'Un entreposage sécuritaire, livré sur votre chantier',
        subheading: "Configurez la location d’un conteneur en ligne en quelques minutes, choisissez une trousse d’accessoires et vos dates de livraison. Nous livrons partout aux États-Unis et au Canada.",
        primaryCtaLabel: 'Configurer une location',
        secondaryCtaLabel: 'Demander une soumission',
      },
      {
        label: 'Unités usagées à vendre',
        heading: 'Trouvez une unité usagée près de chez vous',
        ctaLabel: 'Demander plutôt une soumission',
        search1: { heading: 'Conteneurs d’entreposage inspectés et prêts', ctaLabel: 'Voir les conteneurs usagés' },
        search2: { heading: 'Roulottes de bureau pour votre chantier', ctaLabel: 'Voir les roulottes de bureau' },
        search3: { heading: 'Salles de classe et dortoirs', ctaLabel: 'Voir les salles de classe' },
        search4: { heading: 'Unités d’entreposage frigorifique', ctaLabel: 'Voir l’entreposage frigorifique' },
      },
      {
        heading: 'Tout ce dont votre chantier a besoin',
        subheading: 'D’un seul conteneur à l’aménagement complet d’un chantier.',
        cards: [
          { title: "Louer des conteneurs d’entreposage", text: "Conteneurs standard, haut de gamme et à trois cames de 20 et 40 pieds, avec des trousses d’accessoires pour la sécurité et l’organisation.", ctaLabel: 'Voir les conteneurs' },
          { title: 'Acheter une unité usagée', text: 'Conteneurs et bureaux usagés inspectés, à vendre, prêts pour la livraison.', ctaLabel: 'Demander une soumission' },
          { title: 'Un service au besoin', text: 'Déplacements, ramassages, réparations et questions de facturation pris en charge par notre équipe du service.', ctaLabel: 'Demander un service' },
        ],
      },
      {
        label: 'Paiement en ligne',
        heading: 'Vous avez une facture?\\nPayez-la en quelques minutes.',
        subheading: 'Payez vos factures impayées par carte ou par chèque électronique, sans compte.',
        primaryCtaLabel: 'Payer une facture',
        secondaryCtaLabel: 'Parlez-nous',
      },
    ],
  },
}

/** The media files the home page's search block shows (seeded with the catalog and the used units). */
export const homeImageFiles = (): string[] =>
  homePage.en.layout.flatMap((block) => (block.blockType === 'unitSearch' ? [block.search1, block.search2, block.search3, block.search4].map((card) => card.imageFile) : []))

/** The home page's English layout with each promo card's `imageFile` replaced by the media id. */
export function homeLayoutWithMedia(ids: Map<string, number>) {
  return homePage.en.layout.map((block) => {
    if (block.blockType !== 'unitSearch') return block
    const card = ({ imageFile, ...rest }: { imageFile: string; heading: string; ctaLabel: string; ctaLink: string }) => {
      const image = ids.get(imageFile)
      if (image === undefined) throw new Error(`home page seed: media ${imageFile} is missing (seed the catalog and the used units first)`)
      return { ...rest, image }
    }
    return { ...block, search1: card(block.search1), search2: card(block.search2), search3: card(block.search3), search4: card(block.search4) }
  })
}
