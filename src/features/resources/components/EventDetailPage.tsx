import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { EventCard } from '../events'
import { EventFacts } from './EventCardView'
import { ResourceBody } from './ResourceParts'

/** /{locale}/events/{slug}: an event or a news item, with its structured data (schema.org Event or NewsArticle). */
export async function EventDetailPage({ locale, event, body, jsonLd }: { locale: Locale; event: EventCard; body: string | null; jsonLd: object }) {
  const t = await getTranslations({ locale, namespace: 'events' })
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p>
        <a href={`/${locale}/events`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
          ← {t('back')}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{t(`kind.${event.kind}`)}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{event.title}</h1>
      <EventFacts event={event} locale={locale} className="mt-6 gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-5 text-slate-800" />
      <ResourceBody image={event.image} excerpt={event.excerpt} body={body} />
    </article>
  )
}
