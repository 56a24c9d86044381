/**
 * `tsx scripts/scale-fill.ts <total>` — fills the configured database (DATA_DIR / DATABASE_URI, as
 * the server's) with generated, published entries until each searchable collection holds `total`
 * rows, for `npm run bench`'s scale comparison (100 against 10,000 entries). Rows are written in
 * bulk through Payload's own Drizzle tables (the same columns the site reads), in one transaction
 * per collection, and are reproducible (a seeded generator). Never run it on a real site: it adds
 * thousands of made-up items.
 */
import { getPayload, type Payload } from 'payload'
import config from '@payload-config'
import { searchText } from '@/lib/search/words'
import { PRODUCT_TYPES } from '@/features/units'

type Row = Record<string, unknown>
/** A collection's generated entries: the main table's row and one row per locale. */
type Generated = { main: Row; locales?: { en: Row; fr: Row } }
type Filler = { slug: string; table: string; generate: (n: number, random: () => number) => Generated }

const CHUNK = 500

/** Mulberry32: the same entries on every run and database. */
function generator(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]

const CITIES = [
  { city: 'Houston', state: 'TX', country: 'us', lat: 29.7604, lng: -95.3698 },
  { city: 'Denver', state: 'CO', country: 'us', lat: 39.7392, lng: -104.9903 },
  { city: 'Chicago', state: 'IL', country: 'us', lat: 41.8781, lng: -87.6298 },
  { city: 'Atlanta', state: 'GA', country: 'us', lat: 33.749, lng: -84.388 },
  { city: 'Phoenix', state: 'AZ', country: 'us', lat: 33.4484, lng: -112.074 },
  { city: 'Seattle', state: 'WA', country: 'us', lat: 47.6062, lng: -122.3321 },
  { city: 'Montréal', state: 'QC', country: 'ca', lat: 45.5019, lng: -73.5674 },
  { city: 'Québec', state: 'QC', country: 'ca', lat: 46.8139, lng: -71.208 },
  { city: 'Toronto', state: 'ON', country: 'ca', lat: 43.6532, lng: -79.3832 },
  { city: 'Calgary', state: 'AB', country: 'ca', lat: 51.0447, lng: -114.0719 },
] as const

const TOPICS = [
  { en: 'Construction', fr: 'Construction' },
  { en: 'Retail', fr: 'Commerce de détail' },
  { en: 'Education', fr: 'Éducation' },
  { en: 'Healthcare', fr: 'Santé' },
  { en: 'Energy', fr: 'Énergie' },
  { en: 'Logistics', fr: 'Logistique' },
] as const

const EVENT_TITLES = [
  { en: (t: string, c: string) => `${t} trade show in ${c}`, fr: (t: string, c: string) => `Salon ${t.toLowerCase()} à ${c}` },
  { en: (t: string, c: string) => `Open house: ${t} units in ${c}`, fr: (t: string, c: string) => `Portes ouvertes : unités ${t.toLowerCase()} à ${c}` },
  { en: (t: string, c: string) => `${t} webinar for ${c} teams`, fr: (t: string, c: string) => `Webinaire ${t.toLowerCase()} pour les équipes de ${c}` },
  { en: (t: string, c: string) => `New ${t.toLowerCase()} depot opens in ${c}`, fr: (t: string, c: string) => `Nouveau dépôt ${t.toLowerCase()} à ${c}` },
] as const

const isoDay = (random: () => number) => {
  const day = new Date(Date.UTC(2016, 0, 1) + Math.floor(random() * 12 * 365) * 86_400_000)
  return day.toISOString().slice(0, 10)
}

const events: Filler = {
  slug: 'events',
  table: 'events',
  generate: (n, random) => {
    const place = pick(CITIES, random)
    const topic = pick(TOPICS, random)
    const template = pick(EVENT_TITLES, random)
    const kind = template === EVENT_TITLES[3] ? 'news' : 'event'
    const text = (locale: 'en' | 'fr') => {
      const title = template[locale](topic[locale], place.city)
      const excerpt =
        locale === 'en'
          ? `Meet our ${topic.en.toLowerCase()} team in ${place.city} and tour containers, site offices and modular units.`
          : `Rencontrez notre équipe ${topic.fr.toLowerCase()} à ${place.city} et visitez conteneurs, bureaux de chantier et unités modulaires.`
      const location = `${place.city}, ${place.state}`
      return { title, location, excerpt, body: excerpt, searchText: searchText(title, location, excerpt, excerpt) }
    }
    const now = new Date().toISOString()
    return {
      main: { slug: `scale-event-${String(n).padStart(5, '0')}`, kind, date: isoDay(random), _status: 'published', createdAt: now, updatedAt: now },
      locales: { en: text('en'), fr: text('fr') },
    }
  },
}

const usedUnits: Filler = {
  slug: 'used-units',
  table: 'used_units',
  generate: (n, random) => {
    const place = pick(CITIES, random)
    // Spread around the city (about ±150 km), so distance filters cut through them.
    const lat = Number((place.lat + (random() - 0.5) * 2.7).toFixed(4))
    const lng = Number((place.lng + (random() - 0.5) * 3.6).toFixed(4))
    const now = new Date().toISOString()
    return {
      main: {
        unitNumber: `SC${String(n).padStart(6, '0')}`,
        productType: pick(PRODUCT_TYPES, random),
        status: random() < 0.85 ? 'available' : 'sold',
        location_city: place.city,
        location_state: place.state,
        location_country: place.country,
        location_lat: lat,
        location_lng: lng,
        price: (1_500 + Math.floor(random() * 60) * 500) * 100,
        currency: place.country === 'ca' ? 'CAD' : 'USD',
        obo: random() < 0.3,
        createdAt: now,
        updatedAt: now,
      },
      locales: {
        en: { description: `Used unit in ${place.city}, inspected and ready to ship.` },
        fr: { description: `Unité d’occasion à ${place.city}, inspectée et prête à livrer.` },
      },
    }
  },
}

export const FILLERS: Filler[] = [events, usedUnits]

async function fill(payload: Payload, filler: Filler, total: number) {
  const db = payload.db as unknown as {
    drizzle: { transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> }
    tables: Record<string, Record<string, unknown>>
  }
  type Tx = { insert: (table: unknown) => { values: (rows: Row[]) => { returning: (cols: Row) => Promise<{ id: number }[]> } } }
  const { totalDocs } = await payload.count({ collection: filler.slug as 'events', overrideAccess: true })
  const missing = total - totalDocs
  if (missing <= 0) return { slug: filler.slug, before: totalDocs, added: 0 }
  const main = db.tables[filler.table]
  const locales = db.tables[`${filler.table}_locales`]
  const random = generator(0xb0c5 + totalDocs)
  await db.drizzle.transaction(async (tx) => {
    for (let start = 0; start < missing; start += CHUNK) {
      const batch = Array.from({ length: Math.min(CHUNK, missing - start) }, (_, i) => filler.generate(totalDocs + start + i + 1, random))
      const ids = await tx.insert(main).values(batch.map((g) => g.main)).returning({ id: main.id })
      const localeRows = batch.flatMap((g, i) => (g.locales ? (['en', 'fr'] as const).map((locale) => ({ ...g.locales![locale], _locale: locale, _parentID: ids[i].id })) : []))
      if (localeRows.length) await tx.insert(locales).values(localeRows).returning({ id: locales.id })
    }
  })
  return { slug: filler.slug, before: totalDocs, added: missing }
}

const total = Number(process.argv[2])
if (!Number.isInteger(total) || total < 1) {
  console.error('usage: tsx scripts/scale-fill.ts <total entries per collection>')
  process.exit(2)
}
const payload = await getPayload({ config })
try {
  for (const filler of FILLERS) {
    const { slug, before, added } = await fill(payload, filler, total)
    console.log(`${slug}: ${before} → ${before + added}`)
  }
  // A live database keeps planner statistics (PostgreSQL's autovacuum, SQLite's optimize); a bulk
  // load has none until then, and the comparison is of indexes, not of a planner left guessing.
  const db = payload.db as unknown as { name: string; drizzle: { execute?: (q: unknown) => Promise<unknown>; run?: (q: unknown) => Promise<unknown> } }
  const { sql } = db.name === 'postgres' ? await import('@payloadcms/db-postgres/drizzle') : await import('@payloadcms/db-sqlite/drizzle')
  if (db.name === 'postgres') await db.drizzle.execute!(sql`ANALYZE`)
  else await db.drizzle.run!(sql`ANALYZE`)
} finally {
  await payload.db.destroy?.()
}
process.exit(0)
