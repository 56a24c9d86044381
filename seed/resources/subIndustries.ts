import type { Payload } from 'payload'
import { SUB_INDUSTRIES_COLLECTION, TESTIMONIALS_COLLECTION, USE_CASES_COLLECTION } from '../../src/features/resources'
import { drawPortrait, type PortraitLook } from '../about/portraits'
import { portraitAlt, portraitFileName } from '../about/content'
import { svgToWebp } from '../catalog/render'
import { ensureMedia } from '../catalog/upload'
import type { Text } from '../catalog/data/text'
import { ensureBilingual } from '../catalog/upsert'
import { articleImages, ensureTerms, subjectOf } from './index'
import { industrySeeds } from './taxonomies'

const t = (en: string, fr: string): Text => ({ en, fr })

/** A customer quoted on the sub-industries' pages, with a portrait drawn here. */
export type TestimonialSeed = { key: string; name: string; company: string; jobTitle: Text; quote: Text; look: PortraitLook }
export type UseCaseSeed = { slug: string; title: Text; excerpt: Text }
/** A sub-industry: its industry's slug (null: its page is /solutions/{slug}), its use cases and testimonials by key. */
export type SubIndustrySeed = { slug: string; industry: string | null; title: Text; excerpt: Text; body: Text; ctaLabel: Text | null; useCases: string[]; testimonials: string[] }

export const testimonialSeeds: TestimonialSeed[] = [
  {
    key: 'luc-tremblay',
    name: 'Luc Tremblay',
    company: 'Tremblay Ponts et Chaussées',
    jobTitle: t('Site superintendent', 'Surintendant de chantier'),
    quote: t(
      'We move along the highway every few weeks. Boxline relocates the tool crib overnight, and the crew finds it where the plan says on Monday.',
      'Nous avançons le long de l’autoroute toutes les quelques semaines. Boxline déplace le magasin d’outils pendant la nuit, et l’équipe le trouve le lundi là où le plan l’indique.',
    ),
    look: { background: '#e0f2fe', circle: '#bae6fd', skin: '#e8b796', hair: '#4b3621', hairStyle: 'short', shirt: '#334155', vest: '#84cc16', hardHat: '#f8fafc', beard: true },
  },
  {
    key: 'angela-brooks',
    name: 'Angela Brooks',
    company: 'Northfield Outfitters',
    jobTitle: t('Store operations manager', 'Directrice des opérations en magasin'),
    quote: t(
      'Two containers behind the store hold our holiday stock from October. The back room stays clear, and we rent them only for the season.',
      'Deux conteneurs derrière le magasin gardent notre stock des Fêtes dès octobre. L’arrière-boutique reste dégagée, et nous ne les louons que pour la saison.',
    ),
    look: { background: '#fce7f3', circle: '#fbcfe8', skin: '#8d5a3b', hair: '#1c1917', hairStyle: 'bun', shirt: '#be123c' },
  },
  {
    key: 'samuel-okafor',
    name: 'Samuel Okafor',
    company: 'Riverside School District',
    jobTitle: t('Facilities director', 'Directeur des installations'),
    quote: t(
      'During the summer renovation, three schools emptied their classrooms into Boxline containers on the parking lots. Nothing was lost, and everything was back by August.',
      'Pendant les rénovations de l’été, trois écoles ont vidé leurs classes dans des conteneurs Boxline sur les stationnements. Rien ne s’est perdu, et tout était revenu en août.',
    ),
    look: { background: '#fef9c3', circle: '#fef08a', skin: '#6b4226', hair: '#0f172a', hairStyle: 'short', shirt: '#15803d' },
  },
  {
    key: 'nadia-roy',
    name: 'Nadia Roy',
    company: 'Clinique Santé Laurentides',
    jobTitle: t('Logistics coordinator', 'Coordonnatrice de la logistique'),
    quote: t(
      'Our records and spare beds needed a dry, locked place while the wing was rebuilt. The insulated container kept them safe through a Laurentian winter.',
      'Nos dossiers et nos lits de réserve devaient rester au sec et sous clé pendant la reconstruction de l’aile. Le conteneur isolé les a protégés tout un hiver laurentien.',
    ),
    look: { background: '#ede9fe', circle: '#ddd6fe', skin: '#f3d2b8', hair: '#a16207', hairStyle: 'long', shirt: '#0369a1' },
  },
]

export const useCaseSeeds: UseCaseSeed[] = [
  { slug: 'tool-crib', title: t('Tool crib', 'Magasin d’outils'), excerpt: t('Shelving, pegboard and a lock box: tools are signed out in the morning and locked up at night.', 'Étagères, panneau perforé et boîtier de cadenas : les outils sortent le matin et sont sous clé le soir.') },
  { slug: 'material-storage', title: t('Secure material storage', 'Entreposage sécurisé des matériaux'), excerpt: t('Copper wire, fixtures and finishes stay dry and out of sight until the day they are installed.', 'Le fil de cuivre, les luminaires et les finis restent au sec et hors de vue jusqu’au jour de leur installation.') },
  { slug: 'site-office', title: t('Site office', 'Bureau de chantier'), excerpt: t('An insulated office with a plan table, power and windows, steps from the work.', 'Un bureau isolé avec table à plans, électricité et fenêtres, à quelques pas des travaux.') },
  { slug: 'seasonal-overflow', title: t('Seasonal overflow', 'Surplus saisonnier'), excerpt: t('Holiday and back-to-school stock waits behind the store, not in the aisles.', 'Le stock des Fêtes et de la rentrée attend derrière le magasin, pas dans les allées.') },
  { slug: 'fixture-storage', title: t('Fixtures during a renovation', 'Présentoirs pendant une rénovation'), excerpt: t('Shelving, displays and signage wait on the parking lot while the floor is redone.', 'Étagères, présentoirs et affiches attendent sur le stationnement pendant la réfection du plancher.') },
  { slug: 'classroom-overflow', title: t('Classrooms during summer work', 'Classes pendant les travaux d’été'), excerpt: t('Desks, books and equipment leave the building for the summer and come back labelled by room.', 'Pupitres, livres et matériel quittent l’école pour l’été et reviennent étiquetés par local.') },
  { slug: 'records-storage', title: t('Records and equipment', 'Dossiers et équipement'), excerpt: t('Insulated, locked storage for files and spare equipment while a wing is rebuilt.', 'Un entreposage isolé et verrouillé pour les dossiers et l’équipement de réserve pendant la reconstruction d’une aile.') },
  { slug: 'emergency-supplies', title: t('Emergency supply depot', 'Dépôt de fournitures d’urgence'), excerpt: t('Water, cots and generators staged where they are needed, delivered within days.', 'Eau, lits de camp et génératrices placés là où on en a besoin, livrés en quelques jours.') },
]

export const subIndustrySeeds: SubIndustrySeed[] = [
  {
    slug: 'road-and-bridge',
    industry: 'construction',
    title: t('Road and bridge work', 'Travaux routiers et ponts'),
    excerpt: t('Storage and site offices that move with a linear job site, one section at a time.', 'De l’entreposage et des bureaux de chantier qui suivent un chantier linéaire, une section à la fois.'),
    body: t(
      'Road crews work along miles of right-of-way, so their storage must follow them. We place containers on the shoulder or in a laydown yard, then relocate them as the work advances, often overnight.\n\nThree-cam locking bars and lock boxes keep tools safe where no fence can, and a site office keeps the plans dry beside the crew.',
      'Les équipes de voirie travaillent sur des kilomètres d’emprise : leur entreposage doit les suivre. Nous plaçons les conteneurs sur l’accotement ou dans une aire d’entreposage, puis les déplaçons au rythme des travaux, souvent la nuit.\n\nLes barres à trois cames et les boîtiers de cadenas protègent les outils là où aucune clôture ne le peut, et un bureau de chantier garde les plans au sec près de l’équipe.',
    ),
    ctaLabel: null,
    useCases: ['tool-crib', 'site-office', 'material-storage'],
    testimonials: ['luc-tremblay'],
  },
  {
    slug: 'commercial-construction',
    industry: 'construction',
    title: t('Commercial construction', 'Construction commerciale'),
    excerpt: t('One container per trade, placed where the site plan says, from the first shovel to the handover.', 'Un conteneur par corps de métier, placé selon le plan du chantier, de la première pelletée à la remise des clés.'),
    body: t(
      'General contractors plan a container per trade, so the electrician’s wire never ends up under the carpenter’s lumber. We deliver as early as 6 a.m., level each unit and move it once for free on the same site.\n\nWhen the building closes in, an office container becomes the meeting room for inspections.',
      'Les entrepreneurs généraux prévoient un conteneur par corps de métier : le filage de l’électricien ne se retrouve jamais sous le bois du charpentier. Nous livrons dès 6 h, nivelons chaque conteneur et le déplaçons une fois gratuitement sur le même chantier.\n\nQuand le bâtiment est fermé, un conteneur-bureau devient la salle de réunion des inspections.',
    ),
    ctaLabel: t('See how', 'Voir comment'),
    useCases: ['material-storage', 'tool-crib', 'site-office'],
    testimonials: [],
  },
  {
    slug: 'big-box-retail',
    industry: 'retail',
    title: t('Big-box and grocery stores', 'Grandes surfaces et épiceries'),
    excerpt: t('Extra stock room for the busy season, behind the store and under lock.', 'De l’espace de réserve pour la haute saison, derrière le magasin et sous clé.'),
    body: t(
      'Stores rent containers for the months when stock outgrows the back room: the holidays, back-to-school, garden season. Wide doors take pallet jacks, and LED lighting makes picking easy after dark.\n\nDuring a renovation, the same containers hold shelving and displays until the floor is ready.',
      'Les magasins louent des conteneurs pour les mois où le stock déborde de l’arrière-boutique : les Fêtes, la rentrée, la saison du jardinage. Les larges portes accueillent les transpalettes, et l’éclairage DEL facilite la préparation des commandes le soir.\n\nPendant une rénovation, les mêmes conteneurs gardent étagères et présentoirs jusqu’à ce que le plancher soit prêt.',
    ),
    ctaLabel: null,
    useCases: ['seasonal-overflow', 'fixture-storage'],
    testimonials: ['angela-brooks'],
  },
  {
    slug: 'k-12-schools',
    industry: 'education',
    title: t('Schools and school boards', 'Écoles et centres de services scolaires'),
    excerpt: t('Summer renovations without lost furniture: classrooms emptied into containers on the school grounds.', 'Des rénovations d’été sans meubles perdus : les classes vidées dans des conteneurs sur le terrain de l’école.'),
    body: t(
      'School boards schedule their work for the summer, and every classroom must be emptied and refilled in ten weeks. Containers on the parking lot keep desks, books and equipment labelled by room, a few steps from the door.\n\nDuring the year, a container stores sports equipment and event gear.',
      'Les centres de services scolaires planifient leurs travaux pendant l’été, et chaque classe doit être vidée puis remplie en dix semaines. Des conteneurs sur le stationnement gardent pupitres, livres et matériel étiquetés par local, à quelques pas de la porte.\n\nPendant l’année, un conteneur range l’équipement sportif et le matériel des événements.',
    ),
    ctaLabel: null,
    useCases: ['classroom-overflow', 'material-storage'],
    testimonials: ['samuel-okafor'],
  },
  {
    slug: 'clinics-and-hospitals',
    industry: 'healthcare',
    title: t('Clinics and hospitals', 'Cliniques et hôpitaux'),
    excerpt: t('Dry, insulated and locked storage for records and equipment while a wing is rebuilt.', 'Un entreposage sec, isolé et verrouillé pour les dossiers et l’équipement pendant la reconstruction d’une aile.'),
    body: t(
      'Healthcare sites cannot pause while they renovate. Insulated containers with lock boxes hold records, spare beds and supplies close to the building, and a heat pump keeps them within the temperatures the equipment needs.\n\nWe deliver outside visiting hours and place each unit away from ambulance routes.',
      'Les établissements de santé ne peuvent pas s’arrêter pendant leurs rénovations. Des conteneurs isolés munis de boîtiers de cadenas gardent dossiers, lits de réserve et fournitures près du bâtiment, et une thermopompe les maintient aux températures que l’équipement exige.\n\nNous livrons en dehors des heures de visite et plaçons chaque conteneur loin des accès ambulanciers.',
    ),
    ctaLabel: null,
    useCases: ['records-storage', 'emergency-supplies'],
    testimonials: ['nadia-roy'],
  },
  {
    slug: 'disaster-response',
    industry: null,
    title: t('Disaster response', 'Intervention en cas de sinistre'),
    excerpt: t('Supply depots and field offices delivered within days after a flood, a fire or a storm.', 'Des dépôts de fournitures et des bureaux de terrain livrés en quelques jours après une inondation, un incendie ou une tempête.'),
    body: t(
      'After a disaster, municipalities and relief agencies need secure storage where roads still reach. We stage containers of water, cots and generators, and set up field offices for the teams that coordinate the response.\n\nOur dispatch works with your emergency plan, so the first units can leave the yard the day you call.',
      'Après un sinistre, les municipalités et les organismes de secours ont besoin d’entreposage sécurisé là où les routes se rendent encore. Nous plaçons des conteneurs d’eau, de lits de camp et de génératrices, et installons des bureaux de terrain pour les équipes qui coordonnent l’intervention.\n\nNotre répartition suit votre plan d’urgence : les premiers conteneurs peuvent quitter la cour le jour de votre appel.',
    ),
    ctaLabel: t('Plan ahead', 'Se préparer'),
    useCases: ['emergency-supplies', 'material-storage', 'site-office'],
    testimonials: ['luc-tremblay', 'nadia-roy'],
  },
]

/**
 * Testimonials (with portraits drawn here), use cases and sub-industries, bilingual and published,
 * each sub-industry linking its use cases and testimonials. Idempotent like the other resources.
 */
export async function seedSubIndustries(payload: Payload, log: (msg: string) => void) {
  const done = await payload.count({ collection: SUB_INDUSTRIES_COLLECTION, where: { slug: { in: subIndustrySeeds.map((s) => s.slug) } } })
  if (done.totalDocs >= subIndustrySeeds.length) return
  // One after the other: the media are written in their own transactions.
  const images = await articleImages(payload)
  const portraits = await ensureMedia(
    payload,
    testimonialSeeds.map((person) => ({ filename: portraitFileName(person.key), mimetype: 'image/webp' as const, alt: portraitAlt(person.name), render: () => svgToWebp(drawPortrait(person.look)) })),
  )
  const industries = await ensureTerms(payload, 'industry', industrySeeds)
  const testimonials = new Map<string, number>()
  for (const seed of testimonialSeeds) {
    const { id } = await ensureBilingual(payload, {
      collection: TESTIMONIALS_COLLECTION,
      where: { name: { equals: seed.name } },
      english: () => ({ name: seed.name, company: seed.company, jobTitle: seed.jobTitle.en, quote: seed.quote.en, image: portraits.get(portraitFileName(seed.key)), _status: 'published' as const }),
      french: { jobTitle: seed.jobTitle.fr, quote: seed.quote.fr, _status: 'published' },
      probe: 'quote',
    })
    testimonials.set(seed.key, id as number)
  }
  const useCases = new Map<string, number>()
  for (const seed of useCaseSeeds) {
    const { id } = await ensureBilingual(payload, {
      collection: USE_CASES_COLLECTION,
      where: { slug: { equals: seed.slug } },
      english: () => ({ slug: seed.slug, title: seed.title.en, excerpt: seed.excerpt.en, image: images.media.get(images.fileFor(subjectOf(seed))), _status: 'published' as const }),
      french: { title: seed.title.fr, excerpt: seed.excerpt.fr, _status: 'published' },
      probe: 'title',
    })
    useCases.set(seed.slug, id as number)
  }
  let written = 0
  for (const [i, seed] of subIndustrySeeds.entries()) {
    const result = await ensureBilingual(payload, {
      collection: SUB_INDUSTRIES_COLLECTION,
      where: { slug: { equals: seed.slug } },
      english: () => ({
        slug: seed.slug,
        sortOrder: i + 1,
        industry: seed.industry ? (industries.get(seed.industry) as number) : null,
        featuredImage: images.media.get(images.fileFor(subjectOf(seed))),
        title: seed.title.en,
        excerpt: seed.excerpt.en,
        body: seed.body.en,
        ctaLabel: seed.ctaLabel?.en,
        useCases: seed.useCases.map((slug) => useCases.get(slug) as number),
        testimonials: seed.testimonials.map((key) => testimonials.get(key) as number),
        _status: 'published' as const,
      }),
      french: { title: seed.title.fr, excerpt: seed.excerpt.fr, body: seed.body.fr, ...(seed.ctaLabel ? { ctaLabel: seed.ctaLabel.fr } : {}), _status: 'published' },
      probe: 'excerpt',
    })
    if (result.written) written++
  }
  if (written) log(`${written} sub-industries seeded with their use cases and testimonials`)
}
