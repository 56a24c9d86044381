// The admin dashboard's view of the business (issue 43, item 13): new leads by kind, orders and
// guest invoice payments today and this week, and open invoices by days past due, each count a
// link to its list filtered the same way. A server component: Payload renders it before the
// dashboard with its own props (payload, i18n, user); its text is in messages/*.json.
import type { CollectionSlug, Payload, Where } from 'payload'
import type { Locale } from '@/i18n/routing'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import { AGING_BUCKETS, agingDueDates, dashboardPeriods, type DashboardPeriod } from './periods'

type Props = { payload: Payload; i18n: { language?: string }; user?: unknown }

const LEAD_KINDS = ['rental-quote', 'buy-quote', 'support', 'contact'] as const
const PERIODS: DashboardPeriod[] = ['today', 'week']

type Condition = [path: string, operator: string, value: string | boolean]

/** One count and its list: the same conditions as a Where and as the admin list's query string. */
async function counted(payload: Payload, collection: CollectionSlug, conditions: Condition[]): Promise<{ count: number; href: string }> {
  const where: Where = { and: conditions.map(([path, operator, value]) => ({ [path]: { [operator]: value } })) }
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  const query = conditions.map(([path, operator, value], i) => `where[and][${i}][${path}][${operator}]=${encodeURIComponent(String(value))}`).join('&')
  return { count: totalDocs, href: `${payload.config.routes.admin}/collections/${collection}?${query}` }
}

type CountRow = { label: string; counts: { count: number; href: string }[] }

/** A table of counts: one row per label, each count a link to the list it counts. */
function CountsTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: CountRow[] }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', marginBottom: 'calc(var(--base) / 4)' }}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" style={i === 0 ? cell : numeric}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
              {row.label}
            </th>
            {row.counts.map(({ count, href }) => (
              <td key={href} style={numeric}>
                <a href={href}>{count}</a>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const cell = { padding: 'calc(var(--base) / 4) calc(var(--base) / 2)', textAlign: 'left' as const }
const numeric = { ...cell, textAlign: 'right' as const }

export async function BusinessSummary({ payload, i18n, user }: Props) {
  if (!user) return null
  const locale: Locale = i18n.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en'
  const t = getLooseTranslator(locale, 'adminDashboard')
  const { businessTimeZone } = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { businessTimeZone: true } })
  const periods = dashboardPeriods(new Date(), businessTimeZone)
  const since = (period: DashboardPeriod): Condition => ['createdAt', 'greater_than_equal', periods[period].from.toISOString()]

  const activity = await Promise.all(
    [
      ...LEAD_KINDS.map((kind) => ({ label: t(`leads.${kind}`), collection: 'leads' as const, conditions: [['kind', 'equals', kind] as Condition] })),
      { label: t('orders'), collection: 'orders' as const, conditions: [] },
      { label: t('guestPayments'), collection: 'invoice-payments' as const, conditions: [] },
    ].map(async (row) => ({ label: row.label, counts: await Promise.all(PERIODS.map((period) => counted(payload, row.collection, [...row.conditions, since(period)]))) })),
  )
  const open: Condition = ['clearDate', 'exists', false]
  const dueDates = agingDueDates(periods.today.date)
  const aging = await Promise.all(
    AGING_BUCKETS.map(async (bucket) => {
      const { onOrAfter, before } = dueDates[bucket]
      const conditions: Condition[] = [open, ...(onOrAfter ? [['dueDate', 'greater_than_equal', onOrAfter] as Condition] : []), ...(before ? [['dueDate', 'less_than', before] as Condition] : [])]
      return { label: t(`aging.${bucket}`), ...(await counted(payload, 'invoices', conditions)) }
    }),
  )
  const undated = await counted(payload, 'invoices', [open, ['dueDate', 'exists', false]])
  if (undated.count > 0) aging.push({ label: t('aging.noDueDate'), ...undated })

  return (
    <section aria-labelledby="business-summary" style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <h2 id="business-summary" style={{ marginBottom: 'calc(var(--base) / 2)' }}>
        {t('heading')}
      </h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 2)', alignItems: 'flex-start' }}>
        <CountsTable caption={t('activity')} columns={[t('record'), ...PERIODS.map((period) => t(period))]} rows={activity} />
        <CountsTable caption={t('openInvoices')} columns={[t('age'), t('invoices')]} rows={aging.map(({ label, ...count }) => ({ label, counts: [count] }))} />
      </div>
    </section>
  )
}
