import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import type { Term } from '../articles'
import type { DocumentsPage } from '../documents'
import { DocumentsList } from './DocumentsList'

/** /{locale}/resources/documents (and /page/{n}): the heading, then the list island holding this page's cards. */
export async function DocumentsListPage({ locale, list, industries, topics }: { locale: Locale; list: DocumentsPage; industries: Term[]; topics: Term[] }) {
  const t = await getTranslations({ locale, namespace: 'documents' })
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-8">
        <ClientIntl namespaces={['documents', 'ui']}>
          <DocumentsList locale={locale} industries={industries} topics={topics} initial={{ term: '', industries: [], topics: [], page: list.page, items: list.items, total: list.total }} />
        </ClientIntl>
      </div>
    </div>
  )
}
