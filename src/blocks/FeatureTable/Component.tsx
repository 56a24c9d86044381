import { getTranslations } from 'next-intl/server'
import type { FeatureTableBlock as FeatureTableData } from '@/payload-types'
import { paragraphs } from '@/lib/paragraphs'
import { cx } from '@/ui/cx'
import { popularColumnIndex, rowValues, tableCell, type TableCell } from './table'

/**
 * Spec 3 §2 "Feature table": a comparison table (server-rendered, no JavaScript). Checkmarks show a
 * named check icon for X; Numbers show values in round badges; one column may carry the
 * most-popular tag. On a narrow screen the table scrolls sideways inside its own box.
 */
export async function FeatureTableBlock({ block, locale }: { block: FeatureTableData; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'blocks.featureTable' })
  const headingId = `feature-table-${block.id ?? 'x'}`
  const columns = block.columns ?? []
  const style = block.tableStyle === 'numbers' ? 'numbers' : 'checkmarks'
  const popular = popularColumnIndex(block.mostPopularColumn, columns.length)
  const tag = block.mostPopularString?.trim()
  const below = paragraphs(block.paragraphs)

  const cellContent = (cell: TableCell) => {
    switch (cell.kind) {
      case 'check':
        return (
          <svg role="img" aria-label={t('included')} viewBox="0 0 24 24" className="mx-auto size-7 text-emerald-700">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="m7 12.5 3.2 3.2L17 8.8" fill="none" stroke="white" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )
      case 'empty':
        return (
          <>
            <span aria-hidden="true" className="text-slate-600">
              —
            </span>
            <span className="sr-only">{t('notIncluded')}</span>
          </>
        )
      case 'badge':
        return <span className="inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-brand-700 px-2 text-base font-bold text-white">{cell.text}</span>
      case 'text':
        return <span className="text-slate-800">{cell.text}</span>
    }
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-900">
        {block.heading}
      </h2>
      {block.subheading && <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.subheading}</p>}
      {/* Focusable and named so a keyboard can scroll it when the table is wider than the screen; the row labels stay in view. */}
      <div role="region" aria-labelledby={headingId} tabIndex={0} className="mt-8 overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
        <table className="w-full min-w-[32rem] border-collapse text-left">
          <caption className="sr-only">{block.heading}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column.id ?? i}
                  scope="col"
                  className={cx(
                    'px-4 py-4 align-bottom text-base font-semibold',
                    i === 0 ? 'sticky left-0 z-10 w-[38%] bg-slate-50 text-slate-900 shadow-[1px_0_0_0_var(--color-slate-200)]' : 'text-center',
                    i !== 0 && (i === popular ? 'bg-brand-900 text-white' : 'bg-slate-50 text-slate-900'),
                  )}
                >
                  {i === popular && tag && <span className="mb-2 inline-block rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold tracking-wide text-slate-900 uppercase">{tag}</span>}
                  <span className="block">{column.label}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(block.rows ?? []).map((row, r) => {
              const [label, ...values] = rowValues(row.cells, columns.length)
              return (
                <tr key={row.id ?? r} className="border-t border-slate-200">
                  <th scope="row" className="sticky left-0 z-10 bg-white px-4 py-3 text-base font-medium text-slate-900 shadow-[1px_0_0_0_var(--color-slate-200)]">
                    {label}
                  </th>
                  {values.map((value, v) => (
                    <td key={v} className={cx('px-4 py-3 text-center align-middle', v + 1 === popular ? 'bg-brand-50' : 'bg-white')}>
                      {cellContent(tableCell(value, style))}
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      {below.length > 0 && (
        <div className="mt-6 max-w-3xl space-y-3 text-slate-700">
          {below.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </div>
      )}
    </section>
  )
}
