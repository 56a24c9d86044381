import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate, isIsoDate } from '@/lib/calendarDate'
import { buttonClassName } from '@/ui/Button'
import { documentHref, type DocumentCard } from '../documents'
import { CardImage } from './ResourceParts'

// Shared component (no 'use client'): rendered on the server for the first page and by the list island after a search.

/** The document's date as the locale writes it, or null. */
export const documentDate = (doc: DocumentCard, locale: Locale): string | null => (isIsoDate(doc.date) ? formatDisplayDate(doc.date, locale) : null)

/** A file's size for people: "240 KB", "1.2 MB" (French: "240 Ko", "1,2 Mo"). */
export function fileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, locale === 'fr' ? 'Mo' : 'MB'] : [Math.max(1, Math.round(bytes / 1000)), locale === 'fr' ? 'Ko' : 'KB']
  return `${new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { maximumFractionDigits: 1 }).format(value)}\u00a0${unit}`
}

/**
 * A document's card (spec 3 §2, §3): image, kind, title, date, excerpt, industries, and its link —
 * the PDF itself for a file (spec: "a document links to its download link"), else its page.
 */
export function DocumentCardView({ document: doc, locale, priority = false }: { document: DocumentCard; locale: Locale; priority?: boolean }) {
  const t = useTranslations('documents')
  const titleId = `document-${doc.id}`
  const date = documentDate(doc, locale)
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage image={doc.image} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{doc.file ? t('kindFile') : t('kindArticle')}</p>
        <h2 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
          {doc.title}
        </h2>
        {date && <p className="text-sm text-slate-700">{date}</p>}
        {doc.excerpt && <p className="text-slate-700">{doc.excerpt}</p>}
        {doc.industries.length > 0 && <p className="text-sm text-slate-700">{t('industriesLine', { names: doc.industries.map((term) => term.name).join(', ') })}</p>}
        {doc.file ? (
          <a
            href={documentHref(locale, doc)}
            download
            type={doc.file.contentType || 'application/pdf'}
            aria-label={t('downloadLabel', { title: doc.title, size: fileSize(doc.file.size, locale) })}
            className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
          >
            {t('download')} <span className="font-normal">({t('pdfSize', { size: fileSize(doc.file.size, locale) })})</span>
          </a>
        ) : (
          <a href={documentHref(locale, doc)} aria-label={t('readLabel', { title: doc.title })} className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}>
            {t('read')}
          </a>
        )}
      </div>
    </article>
  )
}
