import type { Text } from '../catalog/data/text'

/** One blog article or case study of the seed, in both languages (spec 3 §3 "Content article"). */
export type ArticleSeed = {
  slug: string
  date: string
  category: string
  industry: string
  /** The slug of the outfitting package a case study presents (seed/resources/solutions.ts). */
  solution?: string
  topic: string
  title: Text
  excerpt: Text
  body: Text
}

const t = (en: string, fr: string): Text => ({ en, fr })
const a = (slug: string, date: string, category: string, industry: string, topic: string, title: Text, excerpt: Text, body: Text, solution?: string): ArticleSeed => ({ slug, date, category, industry, topic, title, excerpt, body, solution })

/** 20 blog articles across the five categories. */
export const blogSeeds: ArticleSeed[] = [
  a('how-to-choose-the-right-container-size', '2026-11-20', 'storage-tips', 'retail', 'seasonal-storage',
    t('How to choose the right container size', 'Comment choisir la bonne taille de conteneur'),
    t('A 20-foot unit holds the contents of a three-bedroom home; a 40-foot one fits a small store’s holiday stock. Here is how to measure what you need.', 'Un conteneur de 20 pieds contient le mobilier d’une maison de trois chambres; un 40 pieds accueille le stock des Fêtes d’un petit commerce. Voici comment estimer vos besoins.'),
    t('Start with volume, not floor space. List what you will store, group it by pallet or by room, and add a third for an aisle so you can reach the back.\n\nIf you will open the unit every day, choose the longer size with doors at both ends: you will never unload the front to reach the back.', 'Commencez par le volume, pas par la surface. Dressez la liste de ce que vous entreposerez, regroupez-le par palette ou par pièce, puis ajoutez un tiers pour garder une allée qui donne accès au fond.\n\nSi vous ouvrez le conteneur tous les jours, choisissez le plus long modèle avec des portes aux deux extrémités : vous n’aurez jamais à vider l’avant pour atteindre l’arrière.')),
  a('five-ways-to-keep-a-container-dry', '2026-11-12', 'storage-tips', 'construction', 'winter-operations',
    t('Five ways to keep a storage container dry', 'Cinq façons de garder un conteneur au sec'),
    t('Condensation, not leaks, is what wets most stored goods. Vents, pallets and moisture absorbers keep your things dry through a freeze-thaw season.', 'C’est la condensation, et non les fuites, qui mouille la plupart des biens entreposés. Aérateurs, palettes et absorbeurs d’humidité protègent vos affaires pendant les cycles de gel et de dégel.'),
    t('Place the unit on level blocks so air moves underneath, and keep goods off the floor on pallets. Leave a hand’s width between boxes and the walls.\n\nAdd moisture absorbers in late fall and check them monthly. Our ventilated units have passive vents high on both sides, which cut condensation by more than half.', 'Installez le conteneur sur des blocs de niveau pour que l’air circule dessous, et gardez les biens sur des palettes. Laissez l’équivalent d’une main entre les boîtes et les parois.\n\nAjoutez des absorbeurs d’humidité à la fin de l’automne et vérifiez-les chaque mois. Nos conteneurs ventilés ont des aérateurs passifs en hauteur des deux côtés, qui réduisent la condensation de plus de moitié.')),
  a('securing-your-container-against-theft', '2026-10-28', 'storage-tips', 'construction', 'security',
    t('Securing your container against theft', 'Protéger votre conteneur contre le vol'),
    t('A lock box, a good padlock and smart placement stop most break-ins before they start.', 'Un boîtier de cadenas, un bon cadenas et un emplacement judicieux préviennent la plupart des introductions par effraction.'),
    t('Thieves look for a padlock they can cut. A shrouded lock box hides the shackle, and a closed-shackle padlock resists bolt cutters.\n\nFace the doors toward a wall or a lit area, and keep an inventory with photos: it speeds up any insurance claim.', 'Les voleurs cherchent un cadenas qu’ils peuvent couper. Un boîtier protecteur cache l’anse, et un cadenas à anse fermée résiste aux coupe-boulons.\n\nOrientez les portes vers un mur ou une zone éclairée, et tenez un inventaire avec photos : il accélère toute réclamation d’assurance.')),
  a('preparing-your-site-for-container-delivery', '2026-10-15', 'storage-tips', 'government', 'delivery-and-placement',
    t('Preparing your site for container delivery', 'Préparer votre terrain pour la livraison d’un conteneur'),
    t('The truck needs about 70 feet in a straight line and 14 feet of clearance. A few checks before delivery day avoid a second trip.', 'Le camion a besoin d’environ 70 pieds en ligne droite et de 14 pieds de dégagement. Quelques vérifications avant la livraison évitent un deuxième déplacement.'),
    t('Walk the route the driver will take: low branches, wires and soft ground are the usual problems. Mark where the doors should face.\n\nOn asphalt, ask for wood blocks under the corners; on grass, lay gravel first so the unit stays level after a rain.', 'Parcourez le trajet du chauffeur : les branches basses, les fils et le sol mou sont les problèmes habituels. Indiquez dans quel sens les portes doivent s’ouvrir.\n\nSur l’asphalte, demandez des blocs de bois sous les coins; sur le gazon, étendez d’abord du gravier pour que le conteneur reste de niveau après la pluie.')),
  a('organizing-a-container-with-shelving', '2026-09-30', 'storage-tips', 'healthcare', 'site-organization',
    t('Organizing a container with shelving', 'Aménager un conteneur avec des étagères'),
    t('Shelving doubles the usable space of a container. Here is a layout that keeps every box in reach.', 'Des étagères doublent l’espace utile d’un conteneur. Voici un aménagement qui garde chaque boîte à portée de main.'),
    t('Run shelves along one wall and keep the other for bulky items. Put what you use weekly near the doors and label every shelf.\n\nClinics storing supplies add a simple sign-out sheet on the door: stock counts stay right without any software.', 'Installez les étagères le long d’une paroi et gardez l’autre pour les objets encombrants. Placez ce que vous utilisez chaque semaine près des portes et étiquetez chaque tablette.\n\nLes cliniques qui y entreposent du matériel ajoutent une simple feuille de sortie sur la porte : l’inventaire reste juste, sans logiciel.')),
  a('winter-ready-construction-sites', '2026-11-05', 'construction', 'construction', 'winter-operations',
    t('Getting a construction site ready for winter', 'Préparer un chantier pour l’hiver'),
    t('Snow clearing, heated site offices and dry storage for materials keep crews working when the temperature drops.', 'Le déneigement, des bureaux de chantier chauffés et un entreposage au sec des matériaux permettent aux équipes de continuer à travailler quand le mercure chute.'),
    t('Plan the snow piles before the first storm: containers placed along the fence leave room for the plow. Keep door fronts clear.\n\nA heated site office with a boot rack and a drying area saves an hour a day of lost time on cold mornings.', 'Prévoyez l’emplacement des bancs de neige avant la première tempête : des conteneurs placés le long de la clôture laissent de la place à la déneigeuse. Dégagez le devant des portes.\n\nUn bureau de chantier chauffé avec un support à bottes et un coin séchage fait gagner une heure par jour lors des matins froids.')),
  a('tool-storage-on-busy-job-sites', '2026-08-21', 'construction', 'construction', 'security',
    t('Tool storage on busy job sites', 'Entreposer les outils sur un chantier achalandé'),
    t('One lockable container per trade ends the morning hunt for tools and cuts losses.', 'Un conteneur verrouillable par corps de métier met fin à la chasse aux outils du matin et réduit les pertes.'),
    t('When every trade shares one unit, tools walk away. Give electricians, plumbers and framers their own container with their own key.\n\nForemen we work with report fewer losses within the first month, and faster starts every morning.', 'Quand tous les corps de métier partagent un conteneur, les outils disparaissent. Donnez aux électriciens, aux plombiers et aux charpentiers leur propre conteneur, avec leur propre clé.\n\nLes contremaîtres avec qui nous travaillons constatent moins de pertes dès le premier mois, et des débuts de journée plus rapides.')),
  a('site-office-layouts-that-work', '2026-07-14', 'construction', 'energy', 'modular-offices',
    t('Site office layouts that work', 'Des aménagements de bureau de chantier efficaces'),
    t('A plan table, a meeting corner and a separate entry for deliveries: three layouts for 20- and 40-foot offices.', 'Une table à plans, un coin réunion et une entrée distincte pour les livraisons : trois aménagements pour bureaux de 20 et 40 pieds.'),
    t('In a 20-foot office, put the plan table under the window and the desk by the door. In a 40-foot one, split the space: a meeting room at one end, the superintendent’s desk at the other.\n\nOn energy projects, a separate entry for safety briefings keeps mud out of the office.', 'Dans un bureau de 20 pieds, placez la table à plans sous la fenêtre et le bureau près de la porte. Dans un 40 pieds, divisez l’espace : une salle de réunion à un bout, le bureau du surintendant à l’autre.\n\nSur les projets énergétiques, une entrée distincte pour les séances de sécurité garde la boue hors du bureau.')),
  a('phasing-storage-on-a-multi-year-build', '2026-06-09', 'construction', 'government', 'site-organization',
    t('Phasing storage on a multi-year build', 'Planifier l’entreposage d’un chantier de plusieurs années'),
    t('Add units as the project grows and send them back as phases close: you pay only for what the site needs this month.', 'Ajoutez des conteneurs à mesure que le projet grandit et retournez-les à la fin de chaque phase : vous ne payez que ce dont le chantier a besoin ce mois-ci.'),
    t('Public works often run three or four years. Map storage needs to each phase and schedule deliveries and pick-ups with the general schedule.\n\nMoving a unit within the site is a short visit, not a new rental.', 'Les travaux publics durent souvent trois ou quatre ans. Associez les besoins d’entreposage à chaque phase et planifiez livraisons et ramassages selon l’échéancier général.\n\nDéplacer un conteneur sur le chantier demande une courte visite, pas une nouvelle location.')),
  a('holiday-overflow-storage-for-stores', '2026-10-02', 'retail', 'retail', 'seasonal-storage',
    t('Holiday overflow storage for stores', 'Entreposage d’appoint des Fêtes pour les commerces'),
    t('A container behind the store holds November’s stock so the floor stays open for shoppers.', 'Un conteneur derrière le magasin accueille le stock de novembre pour que la surface de vente reste dégagée.'),
    t('Order the unit by mid-October: deliveries fill up fast before the holidays. Place it near the receiving door and keep a clear path for pallet jacks.\n\nMost stores keep the unit until the end of January to handle returns.', 'Commandez le conteneur d’ici la mi-octobre : les livraisons se remplissent vite avant les Fêtes. Placez-le près du quai de réception et gardez un passage libre pour les transpalettes.\n\nLa plupart des commerces gardent le conteneur jusqu’à la fin janvier pour gérer les retours.')),
  a('renovating-a-store-without-closing', '2026-09-10', 'retail', 'retail', 'site-organization',
    t('Renovating a store without closing', 'Rénover un magasin sans fermer ses portes'),
    t('Move fixtures and stock into containers one section at a time and keep selling during the work.', 'Déplacez les présentoirs et la marchandise dans des conteneurs, une section à la fois, et continuez de vendre pendant les travaux.'),
    t('Plan the work in zones. Empty a zone into a container, renovate it, then move the next one.\n\nOne unit per zone keeps fixtures organized and avoids damage from moving things twice.', 'Planifiez les travaux par zones. Videz une zone dans un conteneur, rénovez-la, puis passez à la suivante.\n\nUn conteneur par zone garde les présentoirs en ordre et évite les bris causés par les déplacements répétés.')),
  a('pop-up-shops-in-containers', '2026-05-19', 'retail', 'retail', 'modular-offices',
    t('Pop-up shops in containers', 'Des boutiques éphémères en conteneur'),
    t('A container with a roll-up window becomes a shop in a day, and closes safely every night.', 'Un conteneur muni d’une fenêtre à enroulement devient une boutique en une journée, et se verrouille en toute sécurité chaque soir.'),
    t('Pop-ups work for festivals, markets and product launches. Ask for lighting, a counter and a locking shutter.\n\nCheck local permits early: some cities treat a pop-up as a temporary building.', 'Les boutiques éphémères conviennent aux festivals, aux marchés et aux lancements de produits. Demandez de l’éclairage, un comptoir et un volet verrouillable.\n\nVérifiez tôt les permis municipaux : certaines villes considèrent une boutique éphémère comme un bâtiment temporaire.')),
  a('back-to-school-storage-for-districts', '2026-07-28', 'retail', 'education', 'seasonal-storage',
    t('Summer storage for school districts', 'Entreposage estival pour les centres de services scolaires'),
    t('Furniture out in June, floors refinished, furniture back in August: containers make the summer shuffle simple.', 'Le mobilier sort en juin, les planchers sont refaits, le mobilier revient en août : les conteneurs simplifient la rotation estivale.'),
    t('Label every desk and chair by classroom before it goes in. One unit holds about three classrooms of furniture.\n\nSchedule the pick-up after the first week of school, in case a room is not ready.', 'Étiquetez chaque pupitre et chaque chaise par classe avant de les ranger. Un conteneur contient le mobilier d’environ trois classes.\n\nPrévoyez le ramassage après la première semaine d’école, au cas où une classe ne serait pas prête.')),
  a('festival-logistics-checklist', '2026-06-25', 'events-logistics', 'government', 'delivery-and-placement',
    t('A logistics checklist for outdoor festivals', 'Liste de contrôle logistique pour les festivals extérieurs'),
    t('Ticket booths, equipment storage and a lockable office: what to plan three months before the gates open.', 'Guichets, entreposage de l’équipement et bureau verrouillable : ce qu’il faut prévoir trois mois avant l’ouverture des portes.'),
    t('Map where trucks can enter and leave the grounds before any stage goes up. Deliver containers first, then fences.\n\nKeep one unit near the entrance for lost and found and first aid supplies.', 'Tracez les accès des camions avant de monter les scènes. Livrez d’abord les conteneurs, puis les clôtures.\n\nGardez un conteneur près de l’entrée pour les objets perdus et le matériel de premiers soins.')),
  a('storing-event-equipment-between-seasons', '2026-04-16', 'events-logistics', 'education', 'seasonal-storage',
    t('Storing event equipment between seasons', 'Entreposer l’équipement d’événements entre les saisons'),
    t('Tents, staging and sound gear last longer stored dry, on shelves, in one place.', 'Les chapiteaux, les scènes et l’équipement de son durent plus longtemps rangés au sec, sur des étagères, au même endroit.'),
    t('Dry everything before it goes in: a damp tent stored for six months is a ruined tent. Keep cases off the floor.\n\nA container on your own lot also saves the monthly cost of a warehouse.', 'Faites tout sécher avant de ranger : un chapiteau humide entreposé six mois est un chapiteau perdu. Gardez les valises hors du plancher.\n\nUn conteneur sur votre propre terrain évite aussi le loyer mensuel d’un entrepôt.')),
  a('emergency-response-storage', '2026-03-12', 'events-logistics', 'healthcare', 'security',
    t('Storage for emergency response teams', 'Entreposage pour les équipes d’intervention d’urgence'),
    t('Pre-stocked containers put cots, water and generators where they will be needed before the storm.', 'Des conteneurs garnis d’avance placent lits de camp, eau et génératrices là où on en aura besoin, avant la tempête.'),
    t('Health agencies keep units stocked at regional sites and check them twice a year. Each holds supplies for 50 people for three days.\n\nAsk for shelving and lighting so volunteers can find things at night.', 'Les organismes de santé gardent des conteneurs garnis dans des sites régionaux et les vérifient deux fois par année. Chacun contient des fournitures pour 50 personnes pendant trois jours.\n\nDemandez des étagères et de l’éclairage pour que les bénévoles s’y retrouvent la nuit.')),
  a('moving-an-office-in-phases', '2026-02-18', 'events-logistics', 'government', 'delivery-and-placement',
    t('Moving an office in phases', 'Déménager un bureau par étapes'),
    t('Containers on site let a department move floor by floor, without a weekend of chaos.', 'Des conteneurs sur place permettent à un service de déménager étage par étage, sans une fin de semaine chaotique.'),
    t('Pack one floor into a container, move it, and let the team settle before the next one. Files stay locked the whole time.\n\nPublic offices appreciate that sensitive records never leave the property.', 'Emballez un étage dans un conteneur, déménagez-le et laissez l’équipe s’installer avant le suivant. Les dossiers restent sous clé tout le long.\n\nLes bureaux publics apprécient que les dossiers sensibles ne quittent jamais la propriété.')),
  a('the-life-of-a-refurbished-container', '2026-11-25', 'sustainability', 'energy', 'modular-offices',
    t('The second life of a refurbished container', 'La deuxième vie d’un conteneur remis à neuf'),
    t('A shipping container retired from the sea can serve on land for 25 more years. Here is what refurbishing involves.', 'Un conteneur maritime retiré de la mer peut servir 25 ans de plus sur terre. Voici ce qu’implique sa remise à neuf.'),
    t('We inspect the floor, cut out rust, weld patches, and repaint with low-VOC coatings. New seals and locks finish the job.\n\nReusing a container instead of building new saves about 3.5 tonnes of steel.', 'Nous inspectons le plancher, retirons la rouille, soudons des pièces et repeignons avec des enduits à faible teneur en COV. De nouveaux joints et de nouvelles serrures complètent le travail.\n\nRéutiliser un conteneur plutôt que d’en construire un neuf épargne environ 3,5 tonnes d’acier.')),
  a('cutting-site-emissions-with-solar-offices', '2026-10-08', 'sustainability', 'energy', 'modular-offices',
    t('Cutting site emissions with solar-powered offices', 'Réduire les émissions d’un chantier avec des bureaux solaires'),
    t('Rooftop panels and batteries run lights, laptops and a heater on mild days, with the generator as backup.', 'Des panneaux sur le toit et des batteries alimentent l’éclairage, les portables et le chauffage par temps doux, avec la génératrice en relève.'),
    t('A 40-foot office has room for six panels. In spring and fall they cover most of the daily load.\n\nEnergy companies use them to meet their own site emission targets.', 'Un bureau de 40 pieds peut recevoir six panneaux. Au printemps et à l’automne, ils couvrent la majeure partie de la consommation quotidienne.\n\nLes entreprises énergétiques s’en servent pour atteindre leurs propres cibles d’émissions sur les chantiers.')),
  a('fewer-trips-lower-emissions', '2026-09-03', 'sustainability', 'construction', 'delivery-and-placement',
    t('Fewer trips, lower emissions: on-site storage', 'Moins de déplacements, moins d’émissions : l’entreposage sur place'),
    t('Storing materials on site removes daily runs to a warehouse. On a one-year project that is thousands of kilometres saved.', 'Entreposer les matériaux sur place élimine les allers-retours quotidiens à l’entrepôt. Sur un projet d’un an, ce sont des milliers de kilomètres épargnés.'),
    t('Count the trips your crews make to pick up materials. Each one is fuel, time and wear on the truck.\n\nA container on site turns those trips into a few deliveries a month.', 'Comptez les déplacements de vos équipes pour aller chercher des matériaux. Chacun coûte du carburant, du temps et de l’usure.\n\nUn conteneur sur place remplace ces déplacements par quelques livraisons par mois.')),
]

/** 8 case studies, one or two per industry. */
export const caseStudySeeds: ArticleSeed[] = [
  a('laval-hospital-expansion', '2026-11-18', 'construction', 'healthcare', 'site-organization',
    t('Laval hospital expansion: storage beside an open hospital', 'Agrandissement d’un hôpital à Laval : entreposer à côté d’un hôpital en activité'),
    t('Twelve containers and two site offices kept a 30-month build organized while the hospital stayed open.', 'Douze conteneurs et deux bureaux de chantier ont gardé en ordre un chantier de 30 mois, pendant que l’hôpital restait ouvert.'),
    t('The general contractor needed storage that would not block ambulance routes. We placed units along the north fence and moved them twice as phases closed.\n\nThe site never lost a delivery slot, and the hospital’s access stayed clear for the whole project.', 'L’entrepreneur général avait besoin d’un entreposage qui ne bloquerait pas les accès des ambulances. Nous avons placé les conteneurs le long de la clôture nord et les avons déplacés deux fois, au fil des phases.\n\nLe chantier n’a jamais perdu de plage de livraison, et l’accès à l’hôpital est resté dégagé pendant tout le projet.'), 'medical-supply-depot'),
  a('regional-retailer-holiday-program', '2026-10-22', 'retail', 'retail', 'seasonal-storage',
    t('A regional retailer’s holiday storage program', 'Le programme d’entreposage des Fêtes d’un détaillant régional'),
    t('Forty stores, one schedule: containers delivered in October and picked up in February, every year.', 'Quarante magasins, un seul calendrier : des conteneurs livrés en octobre et ramassés en février, chaque année.'),
    t('The retailer used to rent warehouse space and truck stock to stores every week. Containers behind each store now hold the extra stock.\n\nWeekly shuttles dropped by 70 percent, and store managers restock from their own lot.', 'Le détaillant louait un entrepôt et livrait la marchandise aux magasins chaque semaine. Des conteneurs derrière chaque magasin accueillent maintenant le surplus.\n\nLes navettes hebdomadaires ont diminué de 70 pour cent, et les gérants regarnissent leurs tablettes à partir de leur propre terrain.'), 'pop-up-stockroom'),
  a('school-board-summer-renovations', '2026-09-15', 'events-logistics', 'education', 'seasonal-storage',
    t('A school board’s summer renovations in 9 weeks', 'Les rénovations estivales d’un centre de services scolaire en 9 semaines'),
    t('Furniture from 14 schools stored on site while floors and ventilation were redone.', 'Le mobilier de 14 écoles entreposé sur place pendant la réfection des planchers et de la ventilation.'),
    t('Each school received containers the day after classes ended. Janitors labelled furniture by classroom and loaded it in two days.\n\nEverything was back in place a week before students returned.', 'Chaque école a reçu ses conteneurs le lendemain de la fin des classes. Les concierges ont étiqueté le mobilier par classe et l’ont chargé en deux jours.\n\nTout était en place une semaine avant le retour des élèves.'), 'classroom-furniture-storage'),
  a('municipal-works-yard', '2026-08-12', 'storage-tips', 'government', 'security',
    t('A secure works yard for a municipality', 'Une cour de travaux publics sécurisée pour une municipalité'),
    t('Locking containers replaced an old shed, ending thefts of small equipment.', 'Des conteneurs verrouillables ont remplacé une vieille remise et mis fin aux vols de petit équipement.'),
    t('The public works department stored chainsaws and pumps in a wooden shed that was broken into twice a year. Six containers with lock boxes now hold the equipment.\n\nNo break-ins since, and the insurer lowered the premium.', 'Le service des travaux publics rangeait tronçonneuses et pompes dans une remise en bois cambriolée deux fois par année. Six conteneurs munis de boîtiers de cadenas abritent maintenant l’équipement.\n\nAucune effraction depuis, et l’assureur a réduit la prime.'), 'mobile-tool-crib'),
  a('wind-farm-site-offices', '2026-07-07', 'construction', 'energy', 'modular-offices',
    t('Site offices for a wind farm build', 'Des bureaux de chantier pour la construction d’un parc éolien'),
    t('Modular offices and tool containers followed crews across 60 kilometres of turbine pads.', 'Des bureaux modulaires et des conteneurs à outils ont suivi les équipes sur 60 kilomètres de plateformes d’éoliennes.'),
    t('The builder needed offices close to each group of turbines. We moved units between pads every six weeks, on a schedule set with the crews.\n\nCrews spent less time on the road and more time on the turbines.', 'Le constructeur avait besoin de bureaux près de chaque groupe d’éoliennes. Nous avons déplacé les conteneurs d’une plateforme à l’autre toutes les six semaines, selon un calendrier établi avec les équipes.\n\nLes équipes ont passé moins de temps sur la route et plus de temps aux éoliennes.'), 'solar-powered-field-office'),
  a('clinic-records-storage', '2026-05-27', 'storage-tips', 'healthcare', 'security',
    t('Secure records storage for a clinic network', 'Un entreposage sécurisé des dossiers pour un réseau de cliniques'),
    t('Climate-steady containers hold archived records on the clinics’ own property.', 'Des conteneurs à température stable conservent les dossiers archivés sur la propriété même des cliniques.'),
    t('Records had to stay on site for privacy rules. Insulated, ventilated units with shelving keep boxes dry and in order.\n\nOnly two staff members hold keys, and every visit is logged.', 'Les règles de confidentialité exigeaient que les dossiers restent sur place. Des conteneurs isolés et ventilés, munis d’étagères, gardent les boîtes au sec et en ordre.\n\nSeuls deux employés ont les clés, et chaque visite est consignée.'), 'medical-supply-depot'),
  a('downtown-festival-operations', '2026-04-08', 'events-logistics', 'government', 'delivery-and-placement',
    t('Running a downtown festival from containers', 'Gérer un festival au centre-ville à partir de conteneurs'),
    t('Ticket booths, a command post and gear storage set up overnight on closed streets.', 'Guichets, poste de commandement et entreposage de l’équipement installés en une nuit dans des rues fermées.'),
    t('The city closes the streets at 10 p.m. and opens the festival at noon. All units had to be placed in that window.\n\nA planned delivery order and night crews put 18 units in place in six hours.', 'La Ville ferme les rues à 22 h et ouvre le festival à midi. Tous les conteneurs devaient être placés dans cet intervalle.\n\nUn ordre de livraison planifié et des équipes de nuit ont installé 18 conteneurs en six heures.'), 'emergency-response-cache'),
  a('solar-plant-materials-staging', '2026-03-03', 'sustainability', 'energy', 'site-organization',
    t('Materials staging for a solar plant', 'L’entreposage des matériaux d’une centrale solaire'),
    t('Panels stayed dry and undamaged in containers until the day they were mounted.', 'Les panneaux sont restés au sec et intacts dans les conteneurs jusqu’au jour de leur installation.'),
    t('Broken panels cost the project more than storage ever would. Units placed along the access road held each day’s panels.\n\nBreakage fell to nearly zero, and crews always knew where the next row’s panels were.', 'Les panneaux brisés coûtaient plus cher au projet que l’entreposage. Des conteneurs placés le long du chemin d’accès contenaient les panneaux de chaque journée.\n\nLa casse est tombée presque à zéro, et les équipes savaient toujours où se trouvaient les panneaux de la rangée suivante.'), 'parts-and-spares-store'),
]

/** A case study's place and facts, under its title (spec 3 §2 "case-study header with location and a facts list"). */
export type CaseStudyHeader = { location: Text; facts: { label: Text; value: Text }[] }

export const caseStudyHeaders: Record<string, CaseStudyHeader> = {
  'laval-hospital-expansion': {
    location: t('Laval, QC', 'Laval (Québec)'),
    facts: [
      { label: t('Units', 'Unités'), value: t('12 containers, 2 site offices', '12 conteneurs, 2 bureaux de chantier') },
      { label: t('Duration', 'Durée'), value: t('30 months', '30 mois') },
      { label: t('Relocations', 'Déplacements'), value: t('2, as phases closed', '2, au fil des phases') },
    ],
  },
  'regional-retailer-holiday-program': {
    location: t('40 stores in Ontario and Quebec', '40 magasins en Ontario et au Québec'),
    facts: [
      { label: t('Units', 'Unités'), value: t('46 containers each season', '46 conteneurs chaque saison') },
      { label: t('Season', 'Saison'), value: t('October to February', 'D’octobre à février') },
      { label: t('Result', 'Résultat'), value: t('70% fewer weekly shuttles', '70 % moins de navettes hebdomadaires') },
    ],
  },
  'school-board-summer-renovations': {
    location: t('Gatineau, QC', 'Gatineau (Québec)'),
    facts: [
      { label: t('Schools', 'Écoles'), value: t('14', '14') },
      { label: t('Units', 'Unités'), value: t('28 containers', '28 conteneurs') },
      { label: t('Duration', 'Durée'), value: t('9 weeks', '9 semaines') },
    ],
  },
  'wind-farm-site-offices': {
    location: t('Lethbridge County, AB', 'Comté de Lethbridge (Alberta)'),
    facts: [
      { label: t('Units', 'Unités'), value: t('4 site offices, 6 containers', '4 bureaux de chantier, 6 conteneurs') },
      { label: t('Power', 'Alimentation'), value: t('Solar, off-grid', 'Solaire, hors réseau') },
    ],
  },
}

/** The blog articles whose page opens on the seed's delivery video (spec 3 §2 "article header with optional video"). */
export const blogArticlesWithVideo = ['preparing-your-site-for-container-delivery']
