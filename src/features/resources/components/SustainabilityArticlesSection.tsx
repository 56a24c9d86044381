import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { logger } from '@/lib/logger'
import { findArticles, listTerms } from '../server/articles'
import { LazySustainabilityList as SustainabilityList } from './LazySustainabilityList'

/** The first page of every group and the groups, or null when they could not be read. */
async function firstPage(locale: Locale) {
  try {
    const [list, groups] = await Promise.all([findArticles({ kind: 'sustainability', locale, page: 1 }), listTerms('group', locale)])
    return { list, groups }
  } catch (error) {
    logger.error({ err: error }, 'sustainability articles: the first page could not be read')
    return null
  }
}

/**
 * The SustainabilityArticles block (spec 3 §2): its heading and intro, then the list island holding
 * the first page of All (rendered here, so it shows without JavaScript), or "Error occurred!" when
 * that first read fails (spec 3 §8).
 */
export async function SustainabilityArticlesSection({ locale, heading, intro }: { locale: Locale; heading: string; intro?: string | null }) {
  const [t, loaded] = await Promise.all([getTranslations({ locale, namespace: 'resources.sustainability' }), firstPage(locale)])
  return (
    <section aria-labelledby="sustainability-articles-heading" className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <h2 id="sustainability-articles-heading" className="text-3xl font-bold tracking-tight text-brand-900">
        {heading}
      </h2>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>}
      <div className="mt-8">
        {loaded ? (
          <ClientIntl namespaces={['resources', 'ui']}>
            <SustainabilityList locale={locale} groups={loaded.groups} initial={{ group: '', page: 1, items: loaded.list.items, total: loaded.list.total }} />
          </ClientIntl>
        ) : (
          <p role="alert" className="rounded-xl bg-red-50 p-8 text-center text-lg font-semibold text-red-800">
            {t('error')}
          </p>
        )}
      </div>
    </section>
  )
}
