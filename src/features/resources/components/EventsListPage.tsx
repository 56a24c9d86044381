import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import type { EventsPage } from '../events'
import { EventsList } from './EventsList'

/** /{locale}/events and /{locale}/events/page/{n}: the heading, then the list island holding this page's cards (rendered here first). */
export async function EventsListPage({ locale, list }: { locale: Locale; list: EventsPage }) {
  const t = await getTranslations({ locale, namespace: 'events' })
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      <div className="mt-8">
        <ClientIntl namespaces={['events', 'ui']}>
          <EventsList locale={locale} initial={{ term: '', page: list.page, items: list.items, total: list.total }} />
        </ClientIntl>
      </div>
    </div>
  )
}
