import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import type { Term } from '../articles'
import type { SolutionsPage } from '../solutions'
import { SolutionsList } from './SolutionsList'

/** /{locale}/solutions/outfittings (and /page/{n}): the heading, then the list island holding this page's cards. */
export async function SolutionsListPage({ locale, list, industries }: { locale: Locale; list: SolutionsPage; industries: Term[] }) {
  const t = await getTranslations({ locale, namespace: 'resources.solution' })
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-8">
        <ClientIntl namespaces={['resources', 'ui']}>
          <SolutionsList locale={locale} industries={industries} initial={{ industry: '', page: list.page, items: list.items, total: list.total }} />
        </ClientIntl>
      </div>
    </div>
  )
}
