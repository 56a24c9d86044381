import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { logger } from '@/lib/logger'
import { buttonClassName } from '@/ui/Button'
import { Pagination } from '@/ui/Pagination'
import { PhoneDisclosure } from '@/ui/PhoneDisclosure'
import { unitLabels } from '../labels'
import { searchUsedUnits, type UnitSearchHit, type UnitSearchResults } from '../server/search'
import { getUnitsT } from '../server/messages'
import { ALL_UNITS_QUERY, formStateOf, searchQueryAtPage, type ParsedSearch, type UnitSearch } from '../search/query'
import { quoteBuyPath } from '../unitNumber'
import { UnitSearchSection } from './UnitSearchSection'

type T = Awaited<ReturnType<typeof getTranslations<'unitSearch'>>>

/**
 * `{current path}/search` (spec 3 §2): the refine form, then the used units for sale matching the
 * address's search (12 a page, sorted by distance from the place, else by unit number), each linking
 * to its quote-to-buy page. A wrong address or an unreadable database shows a message, never a 500.
 */
export async function UnitSearchResultsPage({ locale, resultsPath, parsed }: { locale: Locale; resultsPath: string; parsed: ParsedSearch }) {
  const t = await getTranslations({ locale, namespace: 'unitSearch' })
  const search = parsed.ok ? parsed.search : null
  let results: UnitSearchResults | 'failed' | null = null
  if (search) {
    try {
      results = await searchUsedUnits(search, locale)
    } catch (error) {
      logger.error({ err: error }, 'unit search failed')
      results = 'failed'
    }
  }
  const allUnitsHref = `${resultsPath}?${ALL_UNITS_QUERY}`

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{search?.all ? t('results.headingAll') : t('results.heading')}</h1>
      <PhoneDisclosure
        id="refine-heading"
        heading={t('results.refine')}
        showLabel={t('results.showRefine')}
        hideLabel={t('results.hideRefine')}
        open={!results || results === 'failed' || results.total === 0}
        className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-8"
      >
        <UnitSearchSection locale={locale} initial={formStateOf(search)} resultsPath={resultsPath} variant="refine" />
      </PhoneDisclosure>

      <div className="mt-10">
        {!parsed.ok ? (
          <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-5 text-slate-900">
            <h2 className="text-xl font-bold text-red-800">{t('errors.heading')}</h2>
            <p className="mt-2">{t('errors.intro')}</p>
            <ul className="mt-2 list-disc pl-6">
              {parsed.problems.map((problem) => (
                <li key={problem}>{t(`errors.${problem}`)}</li>
              ))}
            </ul>
            <a href={allUnitsHref} className={buttonClassName({ variant: 'secondary', className: 'mt-4' })}>
              {t('results.viewAll')}
            </a>
          </div>
        ) : results === 'failed' ? (
          <p role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-5 font-semibold text-red-800">
            {t('errors.failed')}
          </p>
        ) : results && search ? (
          <Results t={t} locale={locale} search={search} results={results} resultsPath={resultsPath} allUnitsHref={allUnitsHref} />
        ) : null}
      </div>
    </div>
  )
}

function Results({ t, locale, search, results, resultsPath, allUnitsHref }: { t: T; locale: Locale; search: UnitSearch; results: UnitSearchResults; resultsPath: string; allUnitsHref: string }) {
  const count = search.center && search.placeName ? t('results.countNear', { total: results.total, name: search.placeName }) : t('results.count', { total: results.total })
  if (results.total === 0) {
    return (
      <div className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id="results-count" className="text-xl font-bold text-brand-900">
          {count}
        </h2>
        <p className="mt-2 text-slate-800">{search.unitId ? t('results.noUnitId', { unitId: search.unitId }) : t('results.noResults')}</p>
        <p className="mt-1 text-slate-700">{t('results.noResultsHint')}</p>
        <a href={allUnitsHref} className={buttonClassName({ variant: 'primary', className: 'mt-4' })}>
          {t('results.viewAll')}
        </a>
      </div>
    )
  }
  if (results.hits.length === 0) {
    return (
      <div className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200">
        <h2 id="results-count" className="text-xl font-bold text-brand-900">
          {count}
        </h2>
        <p className="mt-2 text-slate-800">{t('results.pastLastPage')}</p>
        <a href={`${resultsPath}?${searchQueryAtPage(search, 1)}`} className={buttonClassName({ variant: 'primary', className: 'mt-4' })}>
          {t('results.firstPage')}
        </a>
      </div>
    )
  }
  const unitsT = getUnitsT(locale)
  return (
    <section aria-labelledby="results-count">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-count" className="text-xl font-bold text-brand-900">
          {count}
        </h2>
        {results.pages > 1 && <p className="text-slate-700">{t('results.pageOf', { page: results.page, pages: results.pages })}</p>}
      </div>
      <ul aria-label={t('results.listLabel')} className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {results.hits.map((hit, index) => (
          <li key={hit.unit.id}>
            <UnitCard hit={hit} locale={locale} t={t} labels={unitLabels(hit.unit, locale, unitsT)} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pagination className="mt-10" page={results.page} pages={results.pages} hrefOf={(page) => `${resultsPath}?${searchQueryAtPage(search, page)}`} />
    </section>
  )
}

/** Kilometres in a statute mile: /fr says distances in kilometres (issue 43, item 2), /en in miles. */
const KM_PER_MILE = 1.609344

/** Whole miles (or kilometres on /fr) from 10, one decimal below; under 1 is said so. */
const distanceText = (t: T, miles: number, locale: Locale) => {
  const distance = locale === 'fr' ? miles * KM_PER_MILE : miles
  return distance < 1 ? t('results.distanceUnderOne') : t('results.distanceAway', { distance: distance < 10 ? Math.round(distance * 10) / 10 : Math.round(distance) })
}

function UnitCard({ hit, locale, t, labels, priority }: { hit: UnitSearchHit; locale: Locale; t: T; labels: ReturnType<typeof unitLabels>; priority: boolean }) {
  const { unit } = hit
  const image = unit.images[0]
  const titleId = `unit-${unit.id}`
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- Payload's card rendition, sized: no optimizer round trip
        <img
          src={image.card.url}
          width={image.card.width}
          height={image.card.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[16/10] w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/10] w-full items-center justify-center bg-slate-100 text-slate-600">{t('results.noPhoto')}</div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('results.unitNumber', { unitNumber: unit.unitNumber })}</p>
        <h3 id={titleId} className="text-lg font-bold text-brand-900">
          {labels.productType}
        </h3>
        <p className="text-slate-700">{labels.place}</p>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-xl font-bold text-slate-900">{labels.price}</p>
          {hit.distance !== null && <p className="text-sm font-semibold text-slate-700">{distanceText(t, hit.distance, locale)}</p>}
        </div>
        <a
          href={quoteBuyPath(locale, unit.unitNumber)}
          aria-label={t('results.requestQuoteFor', { unitNumber: unit.unitNumber })}
          className={buttonClassName({ variant: 'primary', className: 'mt-auto self-start' })}
        >
          {t('results.requestQuote')}
        </a>
      </div>
    </article>
  )
}
