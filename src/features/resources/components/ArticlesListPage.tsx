import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import type { ArticleKind, ArticlesPage } from '../articles'
import { ArticlesList, type ArticleFilterTerms } from './ArticlesList'

/** /{locale}/resources/blogs and /case-studies (and /page/{n}): the heading, then the list island holding this page's cards. */
export async function ArticlesListPage({ kind, locale, list, terms }: { kind: ArticleKind; locale: Locale; list: ArticlesPage; terms: ArticleFilterTerms }) {
  const t = await getTranslations({ locale, namespace: `resources.${kind}` })
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-8">
        <ClientIntl namespaces={['resources', 'ui']}>
          <ArticlesList kind={kind} locale={locale} terms={terms} initial={{ term: '', category: '', industry: '', solution: '', topic: '', page: list.page, items: list.items, total: list.total }} />
        </ClientIntl>
      </div>
    </div>
  )
}
