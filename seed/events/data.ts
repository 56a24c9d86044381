import type { Text } from '../catalog/data/text'
import type { SeedPicture } from '../pictures'

/** What an item's picture shows, named for what the item is about (seed/pictures.ts). */
export type EventPicture = SeedPicture

/** One news item or event of the seed, in both languages (spec 3 §2 "News and events list"). */
export type EventSeed = {
  slug: string
  kind: 'event' | 'news'
  date: string
  endDate?: string
  location?: Text
  title: Text
  excerpt: Text
  body: Text
  picture: EventPicture
}

const t = (en: string, fr: string): Text => ({ en, fr })

type Show = { slug: string; date: string; endDate: string; city: Text; name: Text; booth: string; focus: Text; picture: EventPicture }

/** Trade shows where the sales team has a booth. */
const shows: Show[] = [
  { slug: 'world-of-concrete-las-vegas-2027', date: '2027-01-19', endDate: '2027-01-21', city: t('Las Vegas, NV', 'Las Vegas (Nevada)'), name: t('World of Concrete 2027', 'World of Concrete 2027'), booth: 'C4417', focus: t('ground-level offices for concrete crews', 'bureaux de plain-pied pour les équipes de béton'), picture: 'salesOffice' },
  { slug: 'conexpo-regional-day-chicago-2027', date: '2027-03-09', endDate: '2027-03-10', city: t('Chicago, IL', 'Chicago (Illinois)'), name: t('Construction Expo Regional Day', 'Journée régionale de l’Expo Construction'), booth: '212', focus: t('secure tool storage on busy sites', 'l’entreposage sécurisé des outils sur les chantiers achalandés'), picture: 'doors-open' },
  { slug: 'salon-national-habitation-montreal-2027', date: '2027-03-12', endDate: '2027-03-21', city: t('Montréal, QC', 'Montréal (Québec)'), name: t('National Home Show', 'Salon national de l’habitation'), booth: '1520', focus: t('storage during home renovations', 'l’entreposage pendant les rénovations résidentielles'), picture: 'exterior' },
  { slug: 'buildex-vancouver-2027', date: '2027-02-17', endDate: '2027-02-18', city: t('Vancouver, BC', 'Vancouver (Colombie-Britannique)'), name: t('Buildex Vancouver', 'Buildex Vancouver'), booth: '905', focus: t('site offices for wet-coast winters', 'les bureaux de chantier pour les hivers pluvieux de la côte'), picture: 'officeTrailer' },
  { slug: 'the-buildings-show-toronto-2026', date: '2026-12-02', endDate: '2026-12-04', city: t('Toronto, ON', 'Toronto (Ontario)'), name: t('The Buildings Show', 'The Buildings Show'), booth: '1734', focus: t('modular classrooms and offices', 'les classes et bureaux modulaires'), picture: 'classroom' },
  { slug: 'ag-in-motion-saskatoon-2027', date: '2027-07-20', endDate: '2027-07-22', city: t('Saskatoon, SK', 'Saskatoon (Saskatchewan)'), name: t('Ag in Motion', 'Ag in Motion'), booth: 'Lot 88', focus: t('grain-season storage on the farm', 'l’entreposage à la ferme pendant les récoltes'), picture: 'exterior' },
  { slug: 'nrf-retail-big-show-new-york-2027', date: '2027-01-11', endDate: '2027-01-13', city: t('New York, NY', 'New York (New York)'), name: t('NRF Retail’s Big Show', 'NRF Retail’s Big Show'), booth: '6061', focus: t('holiday overflow storage behind the store', 'l’entreposage d’appoint des Fêtes derrière le magasin'), picture: 'interior' },
  { slug: 'calgary-stampede-industry-day-2027', date: '2027-07-09', endDate: '2027-07-09', city: t('Calgary, AB', 'Calgary (Alberta)'), name: t('Stampede Industry Day', 'Journée de l’industrie du Stampede'), booth: '14', focus: t('event storage and ticket booths', 'l’entreposage pour événements et les guichets'), picture: 'guardHouse' },
  { slug: 'texas-build-expo-houston-2027', date: '2027-04-14', endDate: '2027-04-15', city: t('Houston, TX', 'Houston (Texas)'), name: t('Texas Build Expo', 'Texas Build Expo'), booth: '318', focus: t('ventilated containers for Gulf Coast heat', 'les conteneurs ventilés pour la chaleur de la côte du Golfe'), picture: 'exterior' },
  { slug: 'atlantic-construction-show-halifax-2027', date: '2027-05-05', endDate: '2027-05-06', city: t('Halifax, NS', 'Halifax (Nouvelle-Écosse)'), name: t('Atlantic Construction Show', 'Salon de la construction de l’Atlantique'), booth: '47', focus: t('coastal-grade doors and locks', 'les portes et serrures adaptées au climat côtier'), picture: 'doors-open' },
]

type OpenHouse = { slug: string; date: string; city: Text; yard: Text }

/** Open houses at the branch yards. */
const openHouses: OpenHouse[] = [
  { slug: 'open-house-laval-yard-2026', date: '2026-12-12', city: t('Laval, QC', 'Laval (Québec)'), yard: t('Laval yard', 'cour de Laval') },
  { slug: 'open-house-mississauga-yard-2027', date: '2027-02-06', city: t('Mississauga, ON', 'Mississauga (Ontario)'), yard: t('Mississauga yard', 'cour de Mississauga') },
  { slug: 'open-house-edmonton-yard-2027', date: '2027-04-24', city: t('Edmonton, AB', 'Edmonton (Alberta)'), yard: t('Edmonton yard', 'cour d’Edmonton') },
  { slug: 'open-house-dallas-yard-2027', date: '2027-03-27', city: t('Dallas, TX', 'Dallas (Texas)'), yard: t('Dallas yard', 'cour de Dallas') },
  { slug: 'open-house-quebec-city-yard-2027', date: '2027-05-15', city: t('Québec City, QC', 'Québec (Québec)'), yard: t('Québec City yard', 'cour de Québec') },
  { slug: 'open-house-denver-yard-2026', date: '2026-10-17', city: t('Denver, CO', 'Denver (Colorado)'), yard: t('Denver yard', 'cour de Denver') },
]

type Webinar = { slug: string; date: string; topic: Text; summary: Text; picture: EventPicture }

/** Online sessions with the product team. */
const webinars: Webinar[] = [
  { slug: 'webinar-choosing-a-container-size', date: '2026-12-09', topic: t('Choosing the right container size', 'Choisir la bonne taille de conteneur'), summary: t('How to size a 10, 20 or 40 ft container from what you store and the room on site.', 'Comment choisir un conteneur de 10, 20 ou 40 pi selon ce que vous entreposez et l’espace sur le chantier.'), picture: 'interior' },
  { slug: 'webinar-winter-site-readiness', date: '2026-11-18', topic: t('Getting a site office ready for winter', 'Préparer un bureau de chantier pour l’hiver'), summary: t('Heating, insulation and snow loads: what to check before the first freeze.', 'Chauffage, isolation et charge de neige : quoi vérifier avant le premier gel.'), picture: 'officeTrailer' },
  { slug: 'webinar-buying-used-units', date: '2027-01-27', topic: t('Buying a used unit with confidence', 'Acheter une unité usagée en toute confiance'), summary: t('What our inspection covers, and how to read a used unit’s condition report.', 'Ce que couvre notre inspection, et comment lire le rapport d’état d’une unité usagée.'), picture: 'containerOffice' },
  { slug: 'webinar-customizing-your-container', date: '2027-02-24', topic: t('Customizing your container', 'Personnaliser votre conteneur'), summary: t('Shelving, lighting, vents and roll-up doors: which options pay for themselves.', 'Étagères, éclairage, ventilation et portes roulantes : quelles options sont rentables.'), picture: 'containerOffice' },
]

type News = { slug: string; date: string; title: Text; excerpt: Text; body: Text; picture: EventPicture }

/** Company news. */
const news: News[] = [
  { slug: 'new-branch-in-quebec-city', date: '2026-09-14', title: t('Boxline opens a branch in Québec City', 'Boxline ouvre une succursale à Québec'), excerpt: t('Faster delivery for customers from Lévis to Saguenay, with 300 units on the new yard.', 'Des livraisons plus rapides de Lévis au Saguenay, avec 300 unités sur la nouvelle cour.'), body: t('The new yard on Boulevard Wilfrid-Hamel holds storage containers, site offices and modular units ready to go. Most deliveries within 150 km now leave the same week.\n\nThe branch also services units on site and buys back used containers.', 'La nouvelle cour du boulevard Wilfrid-Hamel accueille des conteneurs d’entreposage, des bureaux de chantier et des unités modulaires prêts à partir. La plupart des livraisons dans un rayon de 150 km partent maintenant la même semaine.\n\nLa succursale offre aussi l’entretien sur place et rachète les conteneurs usagés.'), picture: 'exterior' },
  { slug: 'online-checkout-for-rentals', date: '2026-06-02', title: t('Rent a container online, start to finish', 'Louez un conteneur en ligne, du début à la fin'), excerpt: t('Configure a container, pick a delivery date and pay by card or e-check, without a phone call.', 'Configurez un conteneur, choisissez une date de livraison et payez par carte ou chèque électronique, sans appel.'), body: t('Customers can now choose a container size, doors and accessories, see the price including delivery, and check out online.\n\nOur team still calls to confirm the delivery spot before the truck leaves.', 'Les clients peuvent maintenant choisir la taille, les portes et les accessoires d’un conteneur, voir le prix livraison comprise et payer en ligne.\n\nNotre équipe appelle quand même pour confirmer l’emplacement avant le départ du camion.'), picture: 'exterior' },
  { slug: 'pay-invoices-online-as-a-guest', date: '2026-10-05', title: t('Pay your invoices online, no account needed', 'Payez vos factures en ligne, sans compte'), excerpt: t('Find your open invoices with your account number and pay them in full or in part.', 'Retrouvez vos factures ouvertes avec votre numéro de compte et payez-les en tout ou en partie.'), body: t('Guest payment takes your account number and ZIP or postal code, lists your open invoices, and lets you pay by card or e-check.\n\nA receipt is e-mailed right away.', 'Le paiement invité demande votre numéro de compte et votre code postal, affiche vos factures ouvertes et vous permet de payer par carte ou par chèque électronique.\n\nUn reçu est envoyé par courriel immédiatement.'), picture: 'salesOffice' },
  { slug: 'fleet-refurbishment-program', date: '2026-04-20', title: t('2,000 containers refurbished this year', '2 000 conteneurs remis à neuf cette année'), excerpt: t('New floors, fresh paint and new seals keep our rental fleet in service longer.', 'Planchers neufs, peinture fraîche et nouveaux joints prolongent la vie de notre parc locatif.'), body: t('Each refurbished container gets a marine-grade plywood floor, rust treatment and a full repaint.\n\nKeeping steel in service is the largest part of our sustainability plan.', 'Chaque conteneur remis à neuf reçoit un plancher de contreplaqué marin, un traitement antirouille et une peinture complète.\n\nGarder l’acier en service est le volet le plus important de notre plan de développement durable.'), picture: 'doors-open' },
  { slug: 'solar-lighting-kit-launch', date: '2026-08-11', title: t('A solar lighting kit for storage containers', 'Un ensemble d’éclairage solaire pour conteneurs'), excerpt: t('LED lights and a small panel on the roof: light inside without a generator.', 'Des DEL et un petit panneau sur le toit : de la lumière à l’intérieur sans génératrice.'), body: t('The kit mounts in an hour and runs for three nights on a full charge.\n\nIt can be added to any rental from the configurator.', 'L’ensemble s’installe en une heure et fonctionne trois nuits avec une charge complète.\n\nIl peut être ajouté à toute location dans le configurateur.'), picture: 'interior' },
  { slug: 'partnership-with-habitat-for-humanity', date: '2026-05-18', title: t('Storage for Habitat for Humanity builds', 'De l’entreposage pour les chantiers d’Habitat pour l’humanité'), excerpt: t('Boxline donates container rentals to twelve builds across Canada this year.', 'Boxline offre la location de conteneurs à douze chantiers au Canada cette année.'), body: t('Volunteers keep tools and materials dry and locked between build days.\n\nOur drivers deliver and pick up at no charge.', 'Les bénévoles gardent outils et matériaux au sec et sous clé entre les journées de construction.\n\nNos chauffeurs livrent et reprennent les unités gratuitement.'), picture: 'exterior' },
  { slug: 'new-20-ft-high-cube', date: '2026-02-09', title: t('The 20 ft high cube joins the rental fleet', 'Le conteneur de 20 pi grande hauteur s’ajoute au parc locatif'), excerpt: t('One extra foot of height for racking and tall equipment.', 'Un pied de hauteur de plus pour les étagères et l’équipement haut.'), body: t('The high cube is 9 ft 6 in tall outside, with the same footprint as a standard 20 ft container.\n\nIt is available in every branch.', 'Le modèle grande hauteur mesure 9 pi 6 po à l’extérieur, avec la même empreinte qu’un conteneur standard de 20 pi.\n\nIl est offert dans toutes les succursales.'), picture: 'interior' },
  { slug: 'winter-delivery-tips', date: '2025-12-01', title: t('Five tips for a smooth winter delivery', 'Cinq conseils pour une livraison d’hiver sans souci'), excerpt: t('Clear a path, mark the spot and plan for level ground under the snow.', 'Dégagez un passage, marquez l’emplacement et prévoyez un sol de niveau sous la neige.'), body: t('Our trucks need 12 ft of width and 80 ft of straight access.\n\nMark the spot with stakes that stand above the snow, and tell us about any soft ground.', 'Nos camions ont besoin de 12 pi de largeur et de 80 pi d’accès en ligne droite.\n\nMarquez l’emplacement avec des piquets qui dépassent la neige et signalez-nous tout sol mou.'), picture: 'exterior' },
  { slug: 'bilingual-customer-service', date: '2025-11-03', title: t('Customer service in English and French, all year', 'Service à la clientèle en français et en anglais, toute l’année'), excerpt: t('Call, write or use the site in the language you prefer.', 'Appelez, écrivez ou utilisez le site dans la langue de votre choix.'), body: t('Every branch now answers in both languages, and every document we send follows your choice.\n\nThe website, invoices and e-mails are fully bilingual.', 'Toutes les succursales répondent maintenant dans les deux langues, et chaque document suit votre choix.\n\nLe site, les factures et les courriels sont entièrement bilingues.'), picture: 'salesOffice' },
  { slug: 'electric-delivery-trucks-pilot', date: '2026-07-06', title: t('Electric trucks deliver in Montréal and Toronto', 'Des camions électriques livrent à Montréal et à Toronto'), excerpt: t('A pilot with four electric tilt-bed trucks for deliveries in the city.', 'Un projet pilote avec quatre camions électriques à plateau basculant pour les livraisons en ville.'), body: t('The trucks carry containers up to 20 ft and recharge overnight at the yard.\n\nWe will report on range and reliability after the first winter.', 'Les camions transportent des conteneurs jusqu’à 20 pi et se rechargent la nuit à la cour.\n\nNous publierons un bilan d’autonomie et de fiabilité après le premier hiver.'), picture: 'exterior' },
  { slug: 'safety-record-2025', date: '2026-01-15', title: t('One million kilometres without a lost-time injury', 'Un million de kilomètres sans accident avec arrêt de travail'), excerpt: t('Our drivers and yard crews reached a safety milestone in 2025.', 'Nos chauffeurs et équipes de cour ont atteint un jalon de sécurité en 2025.'), body: t('Daily equipment checks and a spotter on every delivery made the difference.\n\nThank you to the customers who keep delivery spots clear.', 'Les vérifications quotidiennes et un signaleur à chaque livraison ont fait la différence.\n\nMerci aux clients qui gardent les emplacements de livraison dégagés.'), picture: 'doors-open' },
  { slug: 'modular-classrooms-for-schools', date: '2026-08-24', title: t('Modular classrooms ready for the school year', 'Des classes modulaires prêtes pour la rentrée'), excerpt: t('Forty classrooms installed in eight school districts over the summer.', 'Quarante classes installées dans huit centres de services scolaires pendant l’été.'), body: t('Each classroom arrived wired, heated and with ramps, and was in use within a week.\n\nDistricts can rent for a term or buy.', 'Chaque classe est arrivée câblée, chauffée et munie de rampes, et était utilisée en moins d’une semaine.\n\nLes centres peuvent louer pour une session ou acheter.'), picture: 'classroom' },
]

export function eventSeeds(): EventSeed[] {
  return [
    ...shows.map<EventSeed>((show) => ({
      slug: show.slug,
      kind: 'event',
      date: show.date,
      endDate: show.endDate,
      location: show.city,
      title: show.name,
      picture: show.picture,
      excerpt: t(`Visit booth ${show.booth} to talk about ${show.focus.en}.`, `Visitez le kiosque ${show.booth} pour parler de ${show.focus.fr}.`),
      body: t(
        `Our sales and service team will be at ${show.name.en} in ${show.city.en}, booth ${show.booth}. Bring your project plans: we will help you choose units, plan deliveries and compare renting and buying.\n\nWe will have a 20 ft container on display, with shelving, lighting and a lockbox, so you can see the options up close.`,
        `Notre équipe des ventes et du service sera au ${show.name.fr} à ${show.city.fr}, kiosque ${show.booth}. Apportez vos plans de projet : nous vous aiderons à choisir vos unités, à planifier les livraisons et à comparer location et achat.\n\nUn conteneur de 20 pi sera exposé, avec étagères, éclairage et boîte de cadenas, pour voir les options de près.`,
      ),
    })),
    ...openHouses.map<EventSeed>((house) => ({
      slug: house.slug,
      kind: 'event',
      date: house.date,
      location: house.city,
      title: t(`Open house at the ${house.yard.en}`, `Portes ouvertes à la ${house.yard.fr}`),
      picture: 'exterior',
      excerpt: t('Walk through containers, site offices and used units for sale, with coffee and our yard team.', 'Visitez conteneurs, bureaux de chantier et unités usagées à vendre, avec café et notre équipe de cour.'),
      body: t(
        `Come to the ${house.yard.en} in ${house.city.en} from 9 a.m. to 3 p.m. Every unit on the yard is open: step inside a site office, compare door types, and look over the used units for sale.\n\nOrders placed on the day get free delivery within 50 miles.`,
        `Venez à la ${house.yard.fr}, à ${house.city.fr}, de 9 h à 15 h. Toutes les unités de la cour sont ouvertes : entrez dans un bureau de chantier, comparez les types de portes et examinez les unités usagées à vendre.\n\nLes commandes passées sur place sont livrées gratuitement dans un rayon de 80 km.`,
      ),
    })),
    ...webinars.map<EventSeed>((webinar) => ({
      slug: webinar.slug,
      kind: 'event',
      date: webinar.date,
      location: t('Online', 'En ligne'),
      title: t(`Webinar: ${webinar.topic.en}`, `Webinaire\u00a0: ${webinar.topic.fr}`),
      picture: webinar.picture,
      excerpt: webinar.summary,
      body: t(
        `${webinar.summary.en} A 45-minute session with our product team, with time for your questions.\n\nThe link is sent by e-mail the day before; a recording follows for everyone registered.`,
        `${webinar.summary.fr} Une séance de 45 minutes avec notre équipe produit, avec du temps pour vos questions.\n\nLe lien est envoyé par courriel la veille; l’enregistrement suit pour toutes les personnes inscrites.`,
      ),
    })),
    ...news.map<EventSeed>((item) => ({ ...item, kind: 'news' })),
  ]
}
