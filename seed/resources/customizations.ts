import type { Payload } from 'payload'
import { CUSTOMIZATIONS_COLLECTION, CUSTOMIZATION_CATEGORIES_COLLECTION } from '../../src/features/resources'
import type { Text } from '../catalog/data/text'
import { ensureBilingual } from '../catalog/upsert'
import { articleImages, ensureTermsIn, subjectOf } from './index'
import type { TermSeed } from './taxonomies'

/** One customization of the seed, in both languages. */
export type CustomizationSeed = { slug: string; category: string; title: Text; excerpt: Text; body: Text }

const t = (en: string, fr: string): Text => ({ en, fr })
const c = (slug: string, category: string, title: Text, excerpt: Text, body: Text): CustomizationSeed => ({ slug, category, title, excerpt, body })

/** The overview's sections, in their order. */
export const customizationCategorySeeds: TermSeed[] = [
  { slug: 'doors-and-access', name: t('Doors and access', 'Portes et accès') },
  { slug: 'windows-and-ventilation', name: t('Windows and ventilation', 'Fenêtres et ventilation') },
  { slug: 'climate-control', name: t('Climate control', 'Contrôle de la température') },
  { slug: 'security', name: t('Security', 'Sécurité') },
]

/** 8 customizations, two in each category, in their order. */
export const customizationSeeds: CustomizationSeed[] = [
  c('roll-up-door', 'doors-and-access',
    t('Roll-up door', 'Porte enroulable'),
    t('A steel roll-up door cut into a side wall: load pallets from the long side, with no swing space needed.', 'Une porte enroulable en acier découpée dans une paroi latérale : chargez les palettes par le côté, sans dégagement pour l’ouverture.'),
    t('We cut the opening, frame it with welded steel and fit an 8- or 10-foot door with a spring balance, so one person lifts it easily.\n\nThe door locks with a padlock hasp inside a shroud, and the frame keeps the container weathertight.', 'Nous découpons l’ouverture, l’encadrons d’acier soudé et posons une porte de 8 ou 10 pieds à ressort compensateur, qu’une seule personne lève facilement.\n\nLa porte se verrouille par un moraillon protégé, et le cadre garde le conteneur étanche.')),
  c('personnel-door', 'doors-and-access',
    t('Personnel door with lever handle', 'Porte piétonne avec poignée à levier'),
    t('A standard 3-foot steel door so crews walk in without opening the cargo doors.', 'Une porte d’acier standard de 3 pieds pour que les équipes entrent sans ouvrir les portes de chargement.'),
    t('The insulated steel door comes pre-hung in a welded frame, with a lever handle, a deadbolt and a closer.\n\nIt suits site offices and tool cribs where people come and go all day.', 'La porte d’acier isolée est livrée montée dans un cadre soudé, avec poignée à levier, pêne dormant et ferme-porte.\n\nElle convient aux bureaux de chantier et aux magasins d’outils où l’on entre et sort toute la journée.')),
  c('security-windows', 'windows-and-ventilation',
    t('Windows with security bars', 'Fenêtres avec barreaux de sécurité'),
    t('Sliding windows bring in daylight; welded bars outside keep the container secure after hours.', 'Des fenêtres coulissantes laissent entrer la lumière; des barreaux soudés à l’extérieur gardent le conteneur sûr après les heures de travail.'),
    t('Each window is 3 by 4 feet, double-glazed, with a screen. We place them where your layout needs light: over a desk, a plan table or a workbench.\n\nThe bars are welded to the frame, not bolted, so they cannot be removed from outside.', 'Chaque fenêtre mesure 3 pieds sur 4, à double vitrage, avec moustiquaire. Nous les plaçons là où votre aménagement a besoin de lumière : au-dessus d’un bureau, d’une table à plans ou d’un établi.\n\nLes barreaux sont soudés au cadre, et non boulonnés : impossible de les retirer de l’extérieur.')),
  c('turbine-roof-vents', 'windows-and-ventilation',
    t('Turbine roof vents', 'Ventilateurs de toit à turbine'),
    t('Wind-driven vents draw warm, damp air out of the container, with no power needed.', 'Des ventilateurs actionnés par le vent évacuent l’air chaud et humide du conteneur, sans électricité.'),
    t('Two turbines on the roof and louvred vents low on the walls keep air moving, which limits condensation on stored goods.\n\nThey suit storage of paper, furniture and anything that should stay dry.', 'Deux turbines sur le toit et des grilles basses sur les parois font circuler l’air, ce qui limite la condensation sur les biens entreposés.\n\nIls conviennent à l’entreposage de papier, de mobilier et de tout ce qui doit rester au sec.')),
  c('spray-foam-insulation', 'climate-control',
    t('Spray foam insulation', 'Isolation à l’uréthane giclé'),
    t('A closed-cell foam layer on walls and ceiling keeps the inside warmer in winter and cooler in summer.', 'Une couche de mousse à cellules fermées sur les parois et le plafond garde l’intérieur plus chaud l’hiver et plus frais l’été.'),
    t('Two inches of foam seal every seam and stop condensation on the steel. We cover it with white-painted panels for offices, or leave it bare for storage.\n\nInsulation is the first step before heating or air conditioning.', 'Deux pouces de mousse scellent chaque joint et empêchent la condensation sur l’acier. Nous la recouvrons de panneaux peints en blanc pour les bureaux, ou la laissons apparente pour l’entreposage.\n\nL’isolation est la première étape avant le chauffage ou la climatisation.')),
  c('through-wall-heat-pump', 'climate-control',
    t('Through-wall heat pump', 'Thermopompe murale'),
    t('One unit that heats in winter and cools in summer, fitted through the wall with its own circuit.', 'Un seul appareil qui chauffe l’hiver et climatise l’été, installé à travers la paroi sur son propre circuit.'),
    t('The heat pump suits offices and lunchrooms up to 40 feet. It is wired to the container’s panel by a licensed electrician and comes with a thermostat.\n\nWe recommend insulation with it: the unit then runs far less.', 'La thermopompe convient aux bureaux et aux cafétérias jusqu’à 40 pieds. Un électricien certifié la raccorde au panneau du conteneur, et elle est livrée avec un thermostat.\n\nNous recommandons de l’isoler aussi : l’appareil fonctionne alors beaucoup moins.')),
  c('lock-box', 'security',
    t('Lock box', 'Boîtier de cadenas'),
    t('A welded steel box around the padlock, so bolt cutters cannot reach it.', 'Un boîtier d’acier soudé autour du cadenas, hors de portée des coupe-boulons.'),
    t('The lock box is welded to the door, open only from below. It fits the padlocks we supply and most commercial ones.\n\nIt is the single most effective theft deterrent for a container left on site.', 'Le boîtier est soudé à la porte et ne s’ouvre que par le dessous. Il accepte les cadenas que nous fournissons et la plupart des cadenas commerciaux.\n\nC’est le moyen le plus efficace de décourager le vol d’un conteneur laissé sur un chantier.')),
  c('alarm-and-exterior-lighting', 'security',
    t('Alarm and exterior lighting', 'Alarme et éclairage extérieur'),
    t('A door alarm and motion-sensor lights that make a container a poor target at night.', 'Une alarme de porte et un éclairage à détecteur de mouvement qui rendent le conteneur peu attirant la nuit.'),
    t('Contacts on the doors trigger a siren and can send a text to your phone. LED lights above the doors switch on when someone approaches.\n\nBoth run on the container’s power or on a battery with a small solar panel.', 'Des contacts sur les portes déclenchent une sirène et peuvent envoyer un texto à votre téléphone. Des lampes DEL au-dessus des portes s’allument quand quelqu’un approche.\n\nLes deux fonctionnent sur l’alimentation du conteneur ou sur une batterie avec un petit panneau solaire.')),
]

/**
 * The customizations' categories, then the 8 customizations, bilingual and published, each with one
 * of the unit drawings made here as its image. Idempotent like the other resources.
 */
export async function seedCustomizations(payload: Payload, log: (msg: string) => void) {
  const done = await payload.count({ collection: CUSTOMIZATIONS_COLLECTION, where: { slug: { in: customizationSeeds.map((s) => s.slug) } } })
  if (done.totalDocs >= customizationSeeds.length) return
  const images = await articleImages(payload)
  const categories = await ensureTermsIn(payload, CUSTOMIZATION_CATEGORIES_COLLECTION, customizationCategorySeeds)
  let written = 0
  for (const [i, seed] of customizationSeeds.entries()) {
    const result = await ensureBilingual(payload, {
      collection: CUSTOMIZATIONS_COLLECTION,
      where: { slug: { equals: seed.slug } },
      english: () => ({
        slug: seed.slug,
        sortOrder: i + 1,
        category: categories.get(seed.category) as number,
        featuredImage: images.media.get(images.fileFor(subjectOf(seed))),
        title: seed.title.en,
        excerpt: seed.excerpt.en,
        body: seed.body.en,
        _status: 'published' as const,
      }),
      french: { title: seed.title.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, _status: 'published' },
      probe: 'excerpt',
    })
    if (result.written) written++
  }
  if (written) log(`${written} customizations seeded`)
}
