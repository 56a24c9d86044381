import type { Text } from '../catalog/data/text'
import type { PdfSection } from './documentPdf'

/** One section of a seeded PDF, in both languages. */
export type SectionSeed = { heading: Text; bullets: { en: string[]; fr: string[] }; paragraph?: Text }

/** One seeded document (spec 3 §3 "Content article", showAs Document or Document Article), in both languages. */
export type DocumentSeed = {
  slug: string
  date: string
  industries: string[]
  topics: string[]
  title: Text
  excerpt: Text
} & ({ showAs: 'file'; kind: Text; sections: SectionSeed[] } | { showAs: 'article'; body: Text })

const t = (en: string, fr: string): Text => ({ en, fr })
const s = (heading: Text, en: string[], fr: string[], paragraph?: Text): SectionSeed => ({ heading, bullets: { en, fr }, paragraph })
const NB = '\u00a0'

/** A seeded section in one language, as the PDF builder takes it. */
export const sectionIn = (section: SectionSeed, locale: 'en' | 'fr'): PdfSection => ({ heading: section.heading[locale], paragraphs: section.paragraph ? [section.paragraph[locale]] : [], bullets: section.bullets[locale] })

const SPEC = t('Spec sheet', 'Fiche technique')
const GUIDE = t('Guide', 'Guide')
const CHECKLIST = t('Checklist', 'Liste de vérification')
const SAFETY = t('Safety data', 'Données de sécurité')

/** 14 documents: 9 PDFs (one file per language) and 5 document articles; more than a page of 12, so the list pages. */
export const documentSeeds: DocumentSeed[] = [
  {
    slug: '20-ft-storage-container-spec-sheet', date: '2026-11-18', showAs: 'file', kind: SPEC, industries: ['construction', 'retail'], topics: ['site-organization', 'delivery-and-placement'],
    title: t('20 ft storage container spec sheet', 'Fiche technique du conteneur d’entreposage de 20 pi'),
    excerpt: t('Outside and inside dimensions, door opening, floor load and the space a truck needs to drop a 20-foot unit.', 'Dimensions extérieures et intérieures, ouverture des portes, charge au sol et espace requis par le camion pour déposer un conteneur de 20 pieds.'),
    sections: [
      s(t('Dimensions', 'Dimensions'), ['Outside: 20 ft long x 8 ft wide x 8 ft 6 in high', 'Inside: 19 ft 4 in x 7 ft 8 in x 7 ft 10 in', 'Door opening: 7 ft 8 in wide x 7 ft 6 in high', 'Empty weight: about 4,900 lb'], ['Extérieur : 20 pi de long x 8 pi de large x 8 pi 6 po de haut'.replace(' :', `${NB}:`), 'Intérieur : 19 pi 4 po x 7 pi 8 po x 7 pi 10 po'.replace(' :', `${NB}:`), 'Ouverture des portes : 7 pi 8 po de large x 7 pi 6 po de haut'.replace(' :', `${NB}:`), 'Poids à vide : environ 4 900 lb'.replace(' :', `${NB}:`)]),
      s(t('Construction', 'Construction'), ['Corten steel walls and roof, marine-grade plywood floor', 'Floor rated for 4,500 lb per axle (a loaded pallet jack)', 'Lockbox over the door handles, fits a 3/8 in shackle padlock'], ['Parois et toit en acier Corten, plancher en contreplaqué de qualité marine', 'Plancher conçu pour 4 500 lb par essieu (un transpalette chargé)', 'Boîte à cadenas sur les poignées, pour un cadenas à anse de 3/8 po']),
      s(t('Delivery', 'Livraison'), ['Straight approach of 60 ft for the tilt-bed truck', 'Overhead clearance of 14 ft; firm, level ground', 'Set down on blocks or timbers so air moves underneath'], ['Approche en ligne droite de 60 pi pour le camion à plateau basculant', 'Dégagement en hauteur de 14 pi; sol ferme et de niveau', 'Dépôt sur blocs ou madriers pour que l’air circule dessous']),
    ],
  },
  {
    slug: '40-ft-storage-container-spec-sheet', date: '2026-11-14', showAs: 'file', kind: SPEC, industries: ['retail', 'energy'], topics: ['seasonal-storage', 'delivery-and-placement'],
    title: t('40 ft storage container spec sheet', 'Fiche technique du conteneur d’entreposage de 40 pi'),
    excerpt: t('Twice the floor of a 20-footer: 24 standard pallets, doors at one or both ends, and what the site needs for delivery.', 'Deux fois la surface d’un 20 pieds : 24 palettes standard, des portes à une ou deux extrémités et ce qu’il faut sur place pour la livraison.'.replace(' :', `${NB}:`)),
    sections: [
      s(t('Dimensions', 'Dimensions'), ['Outside: 40 ft x 8 ft x 8 ft 6 in (high-cube: 9 ft 6 in)', 'Inside: 39 ft 5 in x 7 ft 8 in x 7 ft 10 in', 'Holds 24 standard pallets on the floor'], ['Extérieur : 40 pi x 8 pi x 8 pi 6 po (grande hauteur : 9 pi 6 po)'.replace(' :', `${NB}:`), 'Intérieur : 39 pi 5 po x 7 pi 8 po x 7 pi 10 po'.replace(' :', `${NB}:`), 'Accueille 24 palettes standard au sol']),
      s(t('Options', 'Options'), ['Doors at both ends (tunnel unit) for first-in, first-out stock', 'Passive vents high on both sides', 'LED lighting and a 20 A outlet on request'], ['Portes aux deux extrémités (conteneur tunnel) pour une rotation du premier entré, premier sorti', 'Aérateurs passifs en hauteur des deux côtés', 'Éclairage DEL et prise de 20 A sur demande']),
      s(t('Site', 'Emplacement'), ['Straight approach of 100 ft for the truck', 'Level within 2 in over the length so the doors close square'], ['Approche en ligne droite de 100 pi pour le camion', 'Dénivellation de moins de 2 po sur la longueur pour que les portes ferment d’équerre']),
    ],
  },
  {
    slug: 'ground-level-site-office-spec-sheet', date: '2026-11-06', showAs: 'file', kind: SPEC, industries: ['construction', 'education', 'government'], topics: ['modular-offices'],
    title: t('Ground-level site office spec sheet', 'Fiche technique du bureau de chantier de plain-pied'),
    excerpt: t('A 20 ft office with a desk area, heating and cooling, windows with bars and a step-free entry.', 'Un bureau de 20 pieds avec coin de travail, chauffage et climatisation, fenêtres grillagées et entrée sans marche.'),
    sections: [
      s(t('Layout', 'Aménagement'), ['One room of 150 sq ft, or an office and a plan room', 'Two windows with security bars, one steel personnel door', 'Step-free entry at ground level'], ['Une pièce de 150 pi², ou un bureau et une salle des plans', 'Deux fenêtres avec barreaux de sécurité, une porte d’acier', 'Entrée sans marche, au niveau du sol']),
      s(t('Comfort', 'Confort'), ['Wall unit for heating and air conditioning', 'Insulated walls and ceiling, vinyl floor', 'Four duplex outlets and LED lighting'], ['Appareil mural de chauffage et de climatisation', 'Murs et plafond isolés, plancher de vinyle', 'Quatre prises doubles et éclairage DEL']),
      s(t('Power', 'Alimentation'), ['Needs a 50 A, 240 V connection by a licensed electrician', 'A generator inlet is available on request'], ['Requiert un branchement de 50 A, 240 V par un électricien qualifié', 'Une prise pour génératrice est offerte sur demande']),
    ],
  },
  {
    slug: 'rental-agreement-guide', date: '2026-10-29', showAs: 'file', kind: GUIDE, industries: ['construction', 'retail', 'healthcare'], topics: ['delivery-and-placement'],
    title: t('Rental agreement guide', 'Guide du contrat de location'),
    excerpt: t('What each part of a Boxline rental agreement means: the billing cycle, delivery and pickup, damage, insurance and ending the rental.', 'Ce que signifie chaque partie du contrat de location Boxline : cycle de facturation, livraison et reprise, dommages, assurance et fin de la location.'.replace(' :', `${NB}:`)),
    sections: [
      s(t('Billing', 'Facturation'), ['Rent is billed every 28 days, in advance', 'Delivery and pickup are billed once, on the first invoice', 'Pay by card, bank transfer or cheque'], ['Le loyer est facturé tous les 28 jours, d’avance', 'La livraison et la reprise sont facturées une seule fois, sur la première facture', 'Paiement par carte, virement ou chèque'], t('Your first invoice covers the first cycle, delivery and pickup; later invoices cover rent only.', 'La première facture couvre le premier cycle, la livraison et la reprise; les suivantes couvrent seulement le loyer.')),
      s(t('Your responsibilities', 'Vos responsabilités'), ['Keep the unit locked; the lock is yours', 'Do not move a loaded unit', 'Tell us of any damage within 48 hours'], ['Gardez le conteneur verrouillé; le cadenas vous appartient', 'Ne déplacez pas un conteneur chargé', 'Signalez tout dommage dans les 48 heures']),
      s(t('Ending the rental', 'Fin de la location'), ['Call or write five business days before pickup', 'Leave the unit empty and broom-clean', 'Rent stops on the day of pickup'], ['Appelez ou écrivez cinq jours ouvrables avant la reprise', 'Laissez le conteneur vide et balayé', 'Le loyer cesse le jour de la reprise']),
    ],
  },
  {
    slug: 'site-preparation-checklist', date: '2026-10-21', showAs: 'file', kind: CHECKLIST, industries: ['construction', 'energy', 'government'], topics: ['delivery-and-placement', 'site-organization'],
    title: t('Site preparation checklist', 'Liste de vérification pour préparer l’emplacement'),
    excerpt: t('Ten checks before delivery day: ground, access, overhead wires, permits and where the doors will face.', 'Dix vérifications avant le jour de la livraison : sol, accès, fils aériens, permis et orientation des portes.'.replace(' :', `${NB}:`)),
    sections: [
      s(t('Ground', 'Sol'), ['Firm and level: gravel, asphalt or concrete', 'Within 2 in of level over the unit’s length', 'No soft fill, no standing water after rain'], ['Ferme et de niveau : gravier, asphalte ou béton'.replace(' :', `${NB}:`), 'Dénivellation de moins de 2 po sur la longueur du conteneur', 'Pas de remblai mou, pas d’eau stagnante après la pluie']),
      s(t('Access', 'Accès'), ['Gate at least 12 ft wide', 'Straight approach of 60 ft (20 ft unit) or 100 ft (40 ft unit)', 'No wires or branches lower than 14 ft'], ['Barrière d’au moins 12 pi de large', 'Approche en ligne droite de 60 pi (20 pi) ou de 100 pi (40 pi)', 'Aucun fil ni branche à moins de 14 pi']),
      s(t('Paperwork', 'Formalités'), ['Permit from the city if the unit sits on a street or sidewalk', 'Landlord’s or property manager’s approval', 'Someone on site to show the driver the spot'], ['Permis de la ville si le conteneur est dans la rue ou sur le trottoir', 'Accord du propriétaire ou du gestionnaire de l’immeuble', 'Une personne sur place pour indiquer l’emplacement au chauffeur']),
    ],
  },
  {
    slug: 'container-safety-data', date: '2026-10-10', showAs: 'file', kind: SAFETY, industries: ['construction', 'energy', 'healthcare'], topics: ['security'],
    title: t('Container safety data', 'Données de sécurité des conteneurs'),
    excerpt: t('Safe loads, what not to store, ventilation for people working inside, and what to do if a door jams.', 'Charges sécuritaires, ce qu’il ne faut pas entreposer, ventilation pour le travail à l’intérieur et quoi faire si une porte se coince.'),
    sections: [
      s(t('Loads', 'Charges'), ['Spread heavy items over the floor; no point load above 2,000 lb', 'Never stack anything on the roof', 'Secure shelving to the wall rails'], ['Répartissez les objets lourds sur le plancher; aucune charge ponctuelle de plus de 2 000 lb', 'N’empilez jamais rien sur le toit', 'Fixez les étagères aux rails muraux']),
      s(t('Do not store', 'À ne pas entreposer'), ['Fuel, propane or other flammable gases', 'Live animals or perishable food', 'Hazardous waste'], ['Carburant, propane ou autres gaz inflammables', 'Animaux vivants ou aliments périssables', 'Déchets dangereux']),
      s(t('Working inside', 'Travail à l’intérieur'), ['Keep a door open or the vents clear while people work inside', 'Use the inside release handle on units that have one', 'A jammed door: do not force it; call us'], ['Gardez une porte ouverte ou les aérateurs dégagés pendant le travail', 'Utilisez la poignée intérieure de déverrouillage si le conteneur en a une', 'Porte coincée : ne forcez pas; appelez-nous'.replace(' :', `${NB}:`)]),
    ],
  },
  {
    slug: 'winter-site-checklist', date: '2026-09-30', showAs: 'file', kind: CHECKLIST, industries: ['construction', 'energy'], topics: ['winter-operations'],
    title: t('Winter site checklist', 'Liste de vérification pour l’hiver sur le chantier'),
    excerpt: t('Keep doors opening and goods dry through freeze and thaw: snow, ice, condensation and heating.', 'Des portes qui s’ouvrent et des biens au sec malgré le gel et le dégel : neige, glace, condensation et chauffage.'),
    sections: [
      s(t('Doors and snow', 'Portes et neige'), ['Clear snow from the doors and the roof edge after each storm', 'Spray door gaskets with silicone before the first freeze', 'Keep a de-icer for the lock'], ['Déneigez les portes et le bord du toit après chaque tempête', 'Vaporisez du silicone sur les joints avant le premier gel', 'Gardez un dégivreur pour le cadenas']),
      s(t('Condensation', 'Condensation'), ['Put goods on pallets, away from the walls', 'Add moisture absorbers and check them monthly', 'Keep the vents clear of snow'], ['Placez les biens sur des palettes, loin des parois', 'Ajoutez des absorbeurs d’humidité et vérifiez-les chaque mois', 'Gardez les aérateurs libres de neige']),
      s(t('Heated offices', 'Bureaux chauffés'), ['Set the heater to 10 °C (50 °F) overnight', 'Check the power cord for cuts after plowing'], ['Réglez le chauffage à 10 °C (50 °F) la nuit', 'Vérifiez que le cordon d’alimentation n’est pas coupé après le déneigement']),
    ],
  },
  {
    slug: 'container-security-guide', date: '2026-09-17', showAs: 'file', kind: GUIDE, industries: ['retail', 'government', 'construction'], topics: ['security'],
    title: t('Container security guide', 'Guide de sécurité des conteneurs'),
    excerpt: t('Locks, lockboxes, lighting and placement: how to keep a unit’s contents where you left them.', 'Cadenas, boîtes à cadenas, éclairage et emplacement : comment garder le contenu d’un conteneur là où vous l’avez laissé.'.replace(' :', `${NB}:`)),
    sections: [
      s(t('Locks', 'Cadenas'), ['Use a shrouded padlock with a 3/8 in hardened shackle', 'Keep the lock inside the lockbox', 'Change the code or keys when a crew leaves'], ['Utilisez un cadenas à anse protégée en acier trempé de 3/8 po', 'Gardez le cadenas dans la boîte à cadenas', 'Changez la combinaison ou les clés au départ d’une équipe']),
      s(t('Placement', 'Emplacement'), ['Doors facing a wall or a lit, busy area', 'Motion lighting above the doors', 'Keep an inventory list off site'], ['Portes face à un mur ou à un endroit éclairé et passant', 'Éclairage à détecteur de mouvement au-dessus des portes', 'Gardez une liste d’inventaire hors du site']),
    ],
  },
  {
    slug: 'seasonal-retail-storage-planner', date: '2026-09-02', showAs: 'file', kind: GUIDE, industries: ['retail'], topics: ['seasonal-storage'],
    title: t('Seasonal retail storage planner', 'Planificateur d’entreposage saisonnier pour le commerce de détail'),
    excerpt: t('Plan holiday and back-to-school stock: when to order a unit, how much room per pallet and how to keep stock rotating.', 'Planifiez le stock des Fêtes et de la rentrée : quand commander un conteneur, l’espace par palette et la rotation du stock.'.replace(' :', `${NB}:`)),
    sections: [
      s(t('When to order', 'Quand commander'), ['Six weeks before the season: units are busiest in October', 'Book pickup for the week after the last sale'], ['Six semaines avant la saison : octobre est le mois le plus occupé'.replace(' :', `${NB}:`), 'Prévoyez la reprise la semaine suivant la dernière vente']),
      s(t('How much room', 'Combien d’espace'), ['A 20 ft unit: 10 pallets with an aisle', 'A 40 ft unit: 22 pallets with an aisle', 'A tunnel unit keeps oldest stock at the exit door'], ['Un 20 pieds : 10 palettes avec une allée'.replace(' :', `${NB}:`), 'Un 40 pieds : 22 palettes avec une allée'.replace(' :', `${NB}:`), 'Un conteneur tunnel garde le stock le plus ancien près de la sortie']),
    ],
  },
  {
    slug: 'how-to-read-a-rental-quote', date: '2026-11-22', showAs: 'article', industries: ['retail', 'construction'], topics: ['delivery-and-placement'],
    title: t('How to read a rental quote', 'Comment lire une soumission de location'),
    excerpt: t('Rent per cycle, delivery, pickup, taxes and the optional items: each line of a Boxline quote, explained.', 'Loyer par cycle, livraison, reprise, taxes et options : chaque ligne d’une soumission Boxline, expliquée.'),
    body: t(
      'A quote shows the rent for one 28-day cycle first. That is what you pay every cycle for as long as you keep the unit.\n\nDelivery and pickup are one-time charges, both billed on the first invoice. They depend on the distance from our nearest yard.\n\nOptional items — a lockbox, shelving, a ramp — show as their own lines so you can remove them before you sign.',
      'La soumission présente d’abord le loyer d’un cycle de 28 jours. C’est ce que vous payez à chaque cycle tant que vous gardez le conteneur.\n\nLa livraison et la reprise sont des frais uniques, tous deux facturés sur la première facture. Ils dépendent de la distance de notre cour la plus proche.\n\nLes options — boîte à cadenas, étagères, rampe — figurent sur des lignes distinctes : vous pouvez les retirer avant de signer.',
    ),
  },
  {
    slug: 'placing-a-container-on-a-school-campus', date: '2026-11-02', showAs: 'article', industries: ['education'], topics: ['delivery-and-placement', 'security'],
    title: t('Placing a container on a school campus', 'Installer un conteneur sur un campus scolaire'),
    excerpt: t('Delivery outside school hours, fire lanes kept clear and a unit that children cannot climb.', 'Livraison en dehors des heures de classe, voies d’incendie dégagées et un conteneur sur lequel les enfants ne peuvent pas grimper.'),
    body: t(
      'Book delivery before 7 a.m. or after the buses leave: the truck needs the whole drive for a few minutes.\n\nKeep the unit at least 10 ft from any building and out of fire lanes; your fire marshal may ask for more.\n\nSet it on the ground rather than on blocks where children play, and keep fences and dumpsters away from its sides so no one can climb onto the roof.',
      'Prévoyez la livraison avant 7 h ou après le départ des autobus : le camion occupe toute l’allée pendant quelques minutes.\n\nPlacez le conteneur à au moins 10 pi de tout bâtiment et hors des voies d’incendie; le service de prévention des incendies peut en exiger davantage.\n\nDéposez-le au sol plutôt que sur des blocs là où les enfants jouent, et éloignez clôtures et conteneurs à déchets de ses côtés pour que personne ne puisse grimper sur le toit.'.replace(' : ', `${NB}: `),
    ),
  },
  {
    slug: 'hospital-storage-compliance-notes', date: '2026-10-15', showAs: 'article', industries: ['healthcare'], topics: ['security', 'site-organization'],
    title: t('Hospital storage compliance notes', 'Notes de conformité pour l’entreposage en milieu hospitalier'),
    excerpt: t('What a hospital’s facilities team asks before a container arrives: records, access control and cleaning.', 'Ce que l’équipe des installations d’un hôpital demande avant l’arrivée d’un conteneur : dossiers, contrôle d’accès et nettoyage.'.replace(' :', `${NB}:`)),
    body: t(
      'Patient records never go in a rented unit: keep them in the hospital’s own records rooms.\n\nFor equipment and supplies, log who holds a key or code, and change it when staff change.\n\nAsk for a unit cleaned and inspected before delivery; we record both on the delivery slip.',
      'Les dossiers de patients ne vont jamais dans un conteneur loué : gardez-les dans les salles d’archives de l’hôpital.\n\nPour l’équipement et les fournitures, notez qui détient une clé ou un code, et changez-le lorsque le personnel change.\n\nDemandez un conteneur nettoyé et inspecté avant la livraison; nous consignons les deux sur le bon de livraison.'.replace(' : ', `${NB}: `),
    ),
  },
  {
    slug: 'permits-for-containers-on-city-property', date: '2026-09-24', showAs: 'article', industries: ['government'], topics: ['delivery-and-placement'],
    title: t('Permits for containers on city property', 'Permis pour les conteneurs sur la propriété municipale'),
    excerpt: t('When a street, sidewalk or park needs a permit, how long it takes, and what the city usually asks.', 'Quand une rue, un trottoir ou un parc exige un permis, les délais et ce que la ville demande habituellement.'),
    body: t(
      'A unit on private land rarely needs a permit. On a street, a sidewalk or in a park it almost always does.\n\nMost cities answer within five to ten business days and ask for a site plan, the dates and proof of insurance.\n\nReflective markers on the corners are often a condition: we fit them at no charge when you tell us.',
      'Un conteneur sur un terrain privé exige rarement un permis. Dans une rue, sur un trottoir ou dans un parc, c’est presque toujours le cas.\n\nLa plupart des villes répondent en cinq à dix jours ouvrables et demandent un plan d’implantation, les dates et une preuve d’assurance.\n\nDes réflecteurs aux coins sont souvent exigés : nous les posons sans frais sur demande.'.replace(' : ', `${NB}: `),
    ),
  },
  {
    slug: 'ventilation-and-condensation-basics', date: '2026-08-28', showAs: 'article', industries: ['energy', 'construction'], topics: ['winter-operations', 'seasonal-storage'],
    title: t('Ventilation and condensation basics', 'Notions de base sur la ventilation et la condensation'),
    excerpt: t('Why a steel box “rains” inside when nights turn cold, and how vents, pallets and absorbers stop it.', 'Pourquoi une boîte d’acier « pleut » à l’intérieur quand les nuits refroidissent, et comment aérateurs, palettes et absorbeurs l’en empêchent.'.replace('« ', `«${NB}`).replace(' »', `${NB}»`)),
    body: t(
      'Warm, humid air meets a cold steel roof at night and leaves water on it, which then drips onto what you stored.\n\nVents high on both sides let that air out. Pallets keep goods off the floor, and a hand’s width from the walls keeps them dry.\n\nMoisture absorbers help most in spring and fall, when days are warm and nights cold.',
      'L’air chaud et humide rencontre la nuit un toit d’acier froid et y dépose de l’eau, qui goutte ensuite sur ce que vous avez entreposé.\n\nDes aérateurs en hauteur des deux côtés laissent sortir cet air. Les palettes gardent les biens hors du plancher, et un espace d’une main avec les parois les garde au sec.\n\nLes absorbeurs d’humidité sont surtout utiles au printemps et à l’automne, quand les journées sont chaudes et les nuits froides.',
    ),
  },
]
