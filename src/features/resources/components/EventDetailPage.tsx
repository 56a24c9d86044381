import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { paragraphs } from '@/lib/paragraphs'
import type { EventCard } from '../events'
import { EventFacts } from './EventCardView'

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
      {event.image && (
        // eslint-disable-next-line @next/next/no-img-element -- Payload's rendition, sized: no optimizer round trip
        <img
          src={event.image.url}
          alt={event.image.alt}
          width={event.image.width ?? 768}
          height={event.image.height ?? 432}
          fetchPriority="high"
          className="mt-8 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800">
        {(event.excerpt ? [event.excerpt] : []).concat(paragraphs(body)).map((paragraph, i) => (
          <p key={i} className={i === 0 ? 'font-semibold text-slate-900' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  )
}
