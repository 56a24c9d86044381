import type { Text } from '../catalog/data/text'
import type { TermSeed } from './taxonomies'

const t = (en: string, fr: string): Text => ({ en, fr })

/** The sustainability articles' groups, in the tabs' order. */
export const sustainabilityGroupSeeds: TermSeed[] = [
  { slug: 'circular-economy', name: t('Circular economy', 'Économie circulaire') },
  { slug: 'emissions', name: t('Emissions', 'Émissions') },
  { slug: 'community', name: t('Community', 'Communauté') },
]

/** One sustainability article of the seed, in both languages. */
export type SustainabilitySeed = { slug: string; date: string; group: string; title: Text; excerpt: Text; body: Text }

const a = (slug: string, date: string, group: string, title: Text, excerpt: Text, body: Text): SustainabilitySeed => ({ slug, date, group, title, excerpt, body })

/** 10 articles: 4 on the circular economy, 3 on emissions, 3 on the community. */
export const sustainabilitySeeds: SustainabilitySeed[] = [
  a('a-second-life-for-every-container', '2026-11-18', 'circular-economy',
    t('A second life for every container', 'Une deuxième vie pour chaque conteneur'),
    t('A shipping container crosses the ocean for about twelve years. We keep ours working on land for twenty more.', 'Un conteneur maritime traverse les océans pendant une douzaine d’années. Nous gardons les nôtres en service sur la terre ferme vingt ans de plus.'),
    t('Every unit in our fleet started as an ocean container. When a shipping line retires it, we inspect the frame, replace worn floor panels and repaint it, instead of sending 2,200 kg of steel to the smelter.\n\nLast year, 94% of the units we delivered were refurbished rather than new-built.', 'Chaque unité de notre parc a d’abord été un conteneur maritime. Quand une compagnie de navigation le retire, nous inspectons la structure, remplaçons les panneaux de plancher usés et le repeignons, plutôt que d’envoyer 2 200 kg d’acier à la fonderie.\n\nL’an dernier, 94 % des unités livrées étaient remises à neuf plutôt que neuves.')),
  a('repairing-floors-instead-of-replacing-units', '2026-10-30', 'circular-economy',
    t('Repairing floors instead of replacing units', 'Réparer les planchers plutôt que remplacer les unités'),
    t('A damaged floor used to retire a container. Our yard crews now swap single panels in under two hours.', 'Un plancher abîmé mettait autrefois un conteneur à la retraite. Nos équipes de cour remplacent maintenant un seul panneau en moins de deux heures.'),
    t('Marine plywood floors wear where forklifts turn. We cut out the worn section, treat the cross-members and bolt in a certified panel.\n\nThe unit goes back into the fleet the same week, and the old panel is chipped for landscaping mulch.', 'Les planchers en contreplaqué marin s’usent là où les chariots élévateurs tournent. Nous découpons la section usée, traitons les traverses et boulonnons un panneau certifié.\n\nL’unité retourne dans le parc la même semaine, et l’ancien panneau est déchiqueté pour faire du paillis d’aménagement paysager.')),
  a('low-voc-paint-across-our-yards', '2026-09-22', 'circular-economy',
    t('Low-VOC paint across our yards', 'De la peinture à faible teneur en COV dans toutes nos cours'),
    t('We switched every repaint to a water-based, low-VOC coating. Crews breathe easier and the finish lasts as long.', 'Nous avons adopté un revêtement à base d’eau à faible teneur en COV pour chaque remise en peinture. Les équipes respirent mieux et le fini dure aussi longtemps.'),
    t('Solvent paints release volatile compounds for days after spraying. The water-based coating we use now cuts those emissions by about 80%.\n\nAfter two winters on test units, it shows the same rust resistance as the solvent paint it replaced.', 'Les peintures à base de solvant libèrent des composés volatils pendant des jours après la pulvérisation. Le revêtement à base d’eau que nous utilisons maintenant réduit ces émissions d’environ 80 %.\n\nAprès deux hivers sur des unités d’essai, il résiste à la rouille aussi bien que la peinture au solvant qu’il remplace.')),
  a('from-container-to-classroom', '2026-08-14', 'circular-economy',
    t('From container to classroom', 'Du conteneur à la salle de classe'),
    t('Units too worn for storage become insulated classrooms, workshops and garden sheds for schools.', 'Les unités trop usées pour l’entreposage deviennent des classes isolées, des ateliers et des remises de jardin pour les écoles.'),
    t('A container with a weak door seal can still make a fine workshop once it is insulated and fitted with windows.\n\nSince 2024 we have converted 38 retired units for schools and community groups, at cost.', 'Un conteneur dont le joint de porte est fatigué peut encore devenir un excellent atelier une fois isolé et muni de fenêtres.\n\nDepuis 2024, nous avons converti 38 unités retirées pour des écoles et des organismes communautaires, au prix coûtant.')),
  a('shorter-routes-fewer-empty-miles', '2026-11-05', 'emissions',
    t('Shorter routes, fewer empty miles', 'Des trajets plus courts, moins de kilomètres à vide'),
    t('Pairing each delivery with a nearby pick-up cut the distance our trucks drive empty by a quarter.', 'Jumeler chaque livraison à un ramassage à proximité a réduit d’un quart la distance parcourue à vide par nos camions.'),
    t('A tilt-bed truck used to drive back to the yard empty after every drop. Our dispatchers now plan days around pairs: drop a unit, pick up another on the way back.\n\nEmpty kilometres fell 26% in a year, about 310 tonnes of CO₂ not emitted.', 'Un camion à plateau basculant revenait à la cour à vide après chaque livraison. Nos répartiteurs planifient maintenant les journées par paires : livrer une unité, en ramasser une autre au retour.\n\nLes kilomètres à vide ont baissé de 26 % en un an, soit environ 310 tonnes de CO₂ évitées.')),
  a('solar-power-for-site-offices', '2026-10-08', 'emissions',
    t('Solar power for site offices', 'L’énergie solaire pour les bureaux de chantier'),
    t('Roof panels and a battery keep lights, laptops and a heater running without a diesel generator.', 'Des panneaux sur le toit et une batterie alimentent l’éclairage, les ordinateurs et un chauffage sans génératrice au diesel.'),
    t('A site office on a new build often runs a generator for months before the grid arrives. Our solar kit fits on the roof in an afternoon.\n\nOn a typical spring job, it covers the office’s daytime needs and saves about 40 litres of diesel a week.', 'Sur un nouveau chantier, un bureau fonctionne souvent des mois avec une génératrice avant l’arrivée du réseau. Notre trousse solaire s’installe sur le toit en un après-midi.\n\nSur un chantier printanier typique, elle couvre les besoins de jour du bureau et économise environ 40 litres de diesel par semaine.')),
  a('measuring-our-fleet-footprint', '2026-07-21', 'emissions',
    t('Measuring our fleet’s footprint', 'Mesurer l’empreinte de notre parc'),
    t('We now publish the emissions of our trucks and yards every quarter, checked by an outside firm.', 'Nous publions maintenant chaque trimestre les émissions de nos camions et de nos cours, vérifiées par une firme externe.'),
    t('You cannot cut what you do not count. Fuel cards, yard meters and forklift hours now feed one report.\n\nOur first verified baseline: 4,870 tonnes of CO₂ equivalent for 2025. The target is 30% less by 2030.', 'On ne réduit pas ce qu’on ne mesure pas. Les cartes de carburant, les compteurs des cours et les heures des chariots élévateurs alimentent maintenant un seul rapport.\n\nNotre premier bilan vérifié : 4 870 tonnes d’équivalent CO₂ pour 2025. L’objectif est de 30 % de moins d’ici 2030.')),
  a('storage-for-food-banks', '2026-11-12', 'community',
    t('Storage for food banks through the winter', 'De l’entreposage pour les banques alimentaires tout l’hiver'),
    t('Twelve food banks store their holiday drives in Boxline units we deliver and pick up free of charge.', 'Douze banques alimentaires entreposent les denrées de leurs collectes des Fêtes dans des unités Boxline livrées et reprises gratuitement.'),
    t('November to February is when donations peak and shelves run out. A dry, locked container in the parking lot holds a month of non-perishables.\n\nThis winter we placed units in Montréal, Laval, Toronto and Buffalo.', 'De novembre à février, les dons atteignent un sommet et les tablettes débordent. Un conteneur sec et verrouillé dans le stationnement contient un mois de denrées non périssables.\n\nCet hiver, nous avons installé des unités à Montréal, Laval, Toronto et Buffalo.')),
  a('training-the-next-drivers', '2026-09-03', 'community',
    t('Training the next generation of drivers', 'Former la prochaine génération de chauffeurs'),
    t('Our paid apprenticeship takes new drivers from a class 5 licence to a tilt-bed certification in ten weeks.', 'Notre apprentissage rémunéré mène de nouveaux chauffeurs d’un permis de classe 5 à une certification sur plateau basculant en dix semaines.'),
    t('Placing a 4-tonne box between a fence and a trailer is a skill. Apprentices ride with a senior driver, then drive with one beside them.\n\nTwenty-two apprentices finished the program this year; nineteen now drive for us.', 'Déposer une boîte de 4 tonnes entre une clôture et une remorque est un savoir-faire. Les apprentis accompagnent un chauffeur d’expérience, puis conduisent avec lui à leurs côtés.\n\nVingt-deux apprentis ont terminé le programme cette année; dix-neuf conduisent maintenant pour nous.')),
  a('quieter-yards-for-our-neighbours', '2026-06-16', 'community',
    t('Quieter yards for our neighbours', 'Des cours plus silencieuses pour nos voisins'),
    t('Electric forklifts and later start times made our yards quieter for the homes around them.', 'Des chariots élévateurs électriques et des heures de début plus tardives ont rendu nos cours plus silencieuses pour les maisons voisines.'),
    t('Three of our yards sit near homes. Neighbours told us the 6 a.m. diesel forklifts were the worst of it.\n\nWe replaced them with electric ones and moved the first loading to 7 a.m. Noise complaints went from eleven a year to none.', 'Trois de nos cours sont situées près de résidences. Les voisins nous ont dit que les chariots au diesel de 6 h étaient le pire.\n\nNous les avons remplacés par des modèles électriques et avons repoussé le premier chargement à 7 h. Les plaintes pour le bruit sont passées de onze par année à aucune.')),
]

/** The sustainability impact page, a child of the about page: a hero and the list block. English first, French overlay second. */
export const sustainabilityPage = {
  en: {
    title: 'Sustainability impact',
    slug: 'about-us/sustainability-impact',
    meta: {
      title: 'Sustainability impact — Boxline',
      description: 'How Boxline gives containers a second life, cuts the emissions of its trucks and yards, and supports the communities it works in.',
    },
    layout: [
      {
        blockType: 'hero' as const,
        // Spec 3 §2 "image hero with call to action".
        style: 'image' as const,
        image: { mediaKey: 'deliveryPoster' as const },
        eyebrow: 'Sustainability impact',
        heading: 'Steel that keeps working, trucks that drive less',
        subheading: 'Reusing ocean containers is where our business started. Here is what we do to waste less, emit less and give back where we work.',
        primaryCtaLabel: 'Rent a reused container',
        primaryCtaLink: '/products/storage-containers',
      },
      {
        // Spec 3 §2 "video modal": the picture opens the video, which plays at once and closes at its end.
        blockType: 'video' as const,
        heading: 'From ship to site: a container’s second life',
        subheading: 'A container that crossed oceans for ten years still has decades of storage in it. Watch one arrive on a customer’s site.',
        videoFile: { mediaKey: 'deliveryVideo' as const },
        poster: { mediaKey: 'deliveryPoster' as const },
        display: 'modal' as const,
      },
      {
        blockType: 'sustainabilityArticles' as const,
        heading: 'Our sustainability stories',
        intro: 'Choose a theme to see what changed in our yards, on the road and in our neighbourhoods.',
      },
    ],
  },
  fr: {
    title: 'Impact en développement durable',
    meta: {
      title: 'Impact en développement durable — Boxline',
      description: 'Comment Boxline donne une deuxième vie aux conteneurs, réduit les émissions de ses camions et de ses cours, et soutient les communautés où elle travaille.',
    },
    layout: [
      {
        eyebrow: 'Impact en développement durable',
        heading: 'De l’acier qui reste en service, des camions qui roulent moins',
        subheading: 'Réutiliser les conteneurs maritimes, c’est l’origine de notre entreprise. Voici ce que nous faisons pour gaspiller moins, émettre moins et redonner là où nous travaillons.',

        primaryCtaLabel: 'Louer un conteneur réutilisé',
      },
      {
        heading: 'Du navire au chantier : la deuxième vie d’un conteneur',
        subheading: 'Un conteneur qui a traversé les océans pendant dix ans a encore des décennies d’entreposage devant lui. Regardez-en un arriver sur le chantier d’un client.',
      },
      {
        heading: 'Nos récits en développement durable',
        intro: 'Choisissez un thème pour voir ce qui a changé dans nos cours, sur la route et dans nos quartiers.',
      },
    ],
  },
}
