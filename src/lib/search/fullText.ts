import 'server-only'
import type { CollectionSlug, Payload } from 'payload'
import { searchWords } from './words'

/**
 * One page of a searchable collection's published entries, found through an index on each database
 * so a search costs about the same over 100 entries as over 10,000 (issue 15's bench):
 *
 * - the collection's localized `searchText` (folded: lower case, no accents) is matched word by word,
 *   each of the visitor's words as the start of a word of the text ("quebec" finds "Québec",
 *   "constr" finds "construction"), all words required;
 * - SQLite: the FTS5 table `<table>_locales_fts` (contentless, keyed by entry and locale, kept by
 *   triggers on `<table>_locales`: migrations/sqliteSearchIndex.ts); PostgreSQL: the GIN index of
 *   the narrow table `<table>_locales_search` (`to_tsvector('simple', search_text)` by entry and
 *   locale, kept by a trigger: migrations/postgresSearchIndex.ts).
 *
 * Answers the page's ids in order and the total; the caller reads the entries themselves with
 * Payload (`id in ids`), so hooks, locales and depth stay Payload's.
 */
export type SearchedPageQuery = {
  /** The collection's table (Payload's snake-case name, e.g. `events`). */
  table: string
  locale: string
  term: string
  /** Equality filters on the main table's columns, by Drizzle property name (e.g. `{ kind: 'event' }`). */
  filters?: Record<string, string | number | boolean | undefined>
  /**
   * hasMany relationship filters: the entry links at least one of `ids` through the field `path`
   * (rows of `<table>_rels`, column `<collection>_id`). Several filters must all hold.
   */
  related?: { path: string; collection: string; ids: number[] }[]
  /** Drizzle property names; a leading `-` sorts newest / largest first. The id breaks ties. */
  sort: string[]
  /**
   * Entries still to come first, soonest first, before `sort` orders the rest: an entry is still to
   * come while its `end` (or, without one, its `start`) is on or after `today`. yyyy-mm-dd text
   * columns, compared as text.
   */
  upcomingFirst?: { start: string; end: string; today: string }
  limit: number
  offset: number
}

type Table = Record<string, unknown>
interface DrizzleSelect {
  from(table: Table): { where(condition: unknown): DrizzleWhere }
}
interface DrizzleWhere extends PromiseLike<Record<string, unknown>[]> {
  orderBy(...order: unknown[]): { limit(n: number): { offset(n: number): Promise<{ id: unknown; total: unknown }[]> } }
}
interface DrizzleAdapter {
  name: string
  drizzle: { select(fields: Record<string, unknown>): DrizzleSelect }
  tables: Record<string, Table>
}

async function drizzleOps(adapterName: string) {
  const ops = adapterName === 'postgres' ? await import('@payloadcms/db-postgres/drizzle') : await import('@payloadcms/db-sqlite/drizzle')
  return { sql: ops.sql, and: ops.and, eq: ops.eq, asc: ops.asc, desc: ops.desc }
}

export async function searchedPage(payload: Payload, query: SearchedPageQuery): Promise<{ ids: number[]; total: number }> {
  const adapter = payload.db as unknown as DrizzleAdapter
  const table = adapter.tables[query.table]
  if (!table) throw new Error(`searchedPage: no table ${query.table}`)
  const { sql, and, eq, asc, desc } = await drizzleOps(adapter.name)
  const column = (name: string) => {
    if (!(name in table)) throw new Error(`searchedPage: ${query.table} has no column ${name}`)
    return table[name] as never
  }
  const words = searchWords(query.term)
  const matching = !words.length
    ? null
    : adapter.name === 'postgres'
      ? // `offset 0` keeps the subquery whole: the planner, misjudging a prefix search as rare, would
        // otherwise walk every entry by date and test each one's words (430 ms at 10,000 entries).
        sql`${column('id')} in (select "parent_id" from ${sql.identifier(`${query.table}_locales_search`)} where "locale" = ${query.locale} and "words" @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')}) offset 0)`
      : // The locale is a column of the index too, so the match alone narrows to the asked locale; the
        // index's rowid is the entry's id and the locale (migrations/sqliteSearchIndex.ts).
        sql`${column('id')} in (select rowid >> 2 from ${sql.identifier(`${query.table}_locales_fts`)} where ${sql.identifier(`${query.table}_locales_fts`)} match ${`_locale:${query.locale.replace(/[^a-z]/g, '')} AND search_text:(${words.map((w) => `"${w}"*`).join(' AND ')})`})`
  const related = (query.related ?? []).map(({ path, collection, ids }) => {
    const idColumn = sql.identifier(`${collection.replace(/-/g, '_')}_id`)
    const list = ids.length ? sql.join(ids.map((id) => sql`${id}`), sql`, `) : sql`null`
    return sql`${column('id')} in (select "parent_id" from ${sql.identifier(`${query.table}_rels`)} where "path" = ${path} and ${idColumn} in (${list}))`
  })
  const where = and(
    eq(column('_status'), 'published' as never),
    ...related,
    ...Object.entries(query.filters ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => eq(column(name), value as never)),
    ...(matching ? [matching] : []),
  )
  const upcoming = query.upcomingFirst
  const stillToCome = upcoming && sql`coalesce(${column(upcoming.end)}, ${column(upcoming.start)}) >= ${upcoming.today}`
  const order = [
    ...(upcoming ? [asc(sql`case when ${stillToCome} then 0 else 1 end`), asc(sql`case when ${stillToCome} then ${column(upcoming.start)} end`)] : []),
    ...query.sort.map((key) => (key.startsWith('-') ? desc(column(key.slice(1))) : asc(column(key)))),
    asc(column('id')),
  ]
  // One pass gives the page and the total (a window count); only a page past the end asks again.
  const rows = await adapter.drizzle.select({ id: column('id'), total: sql`count(*) over ()` }).from(table).where(where).orderBy(...order).limit(query.limit).offset(query.offset)
  if (rows.length) return { ids: rows.map((row) => Number(row.id)), total: Number(rows[0].total) }
  const [counted] = query.offset > 0 ? await adapter.drizzle.select({ total: sql`count(*)` }).from(table).where(where) : [{ total: 0 }]
  return { ids: [], total: Number(counted?.total ?? 0) }
}

/** `searchedPage`, then the page's entries read through Payload (hooks, locale, depth), in the page's order. */
export async function searchedDocs<D extends { id: number }>(
  payload: Payload,
  collection: CollectionSlug,
  query: SearchedPageQuery & { depth: number },
): Promise<{ docs: D[]; total: number }> {
  const { depth, ...pageQuery } = query
  const { ids, total } = await searchedPage(payload, pageQuery)
  if (!ids.length) return { docs: [], total }
  const { docs } = await payload.find({ collection, where: { id: { in: ids } }, locale: query.locale as 'en', depth, pagination: false })
  const byId = new Map((docs as unknown as D[]).map((doc) => [doc.id, doc]))
  return { docs: ids.flatMap((id) => byId.get(id) ?? []), total }
}
