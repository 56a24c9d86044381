import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { DOCUMENTS_BASE, type DocumentCard } from '../documents'
import { documentDate, fileSize } from './DocumentCardView'
import { FactList, ResourceBody } from './ResourceParts'

/** /{locale}/resources/documents/{slug}: an article document's text, or a file's summary and download button; with its structured data. */
export async function DocumentDetailPage({ locale, document: doc, body, jsonLd }: { locale: Locale; document: DocumentCard; body: string | null; jsonLd: object }) {
  const t = await getTranslations({ locale, namespace: 'documents' })
  const date = documentDate(doc, locale)
  const facts = [
    ...(date ? [{ key: 'published', label: t('published'), value: date }] : []),
    ...(doc.industries.length ? [{ key: 'industries', label: t('filters.industries'), value: doc.industries.map((term) => term.name).join(', ') }] : []),
    ...(doc.topics.length ? [{ key: 'topics', label: t('filters.topics'), value: doc.topics.map((term) => term.name).join(', ') }] : []),
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p>
        <a href={`/${locale}${DOCUMENTS_BASE}`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
          ← {t('back')}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{doc.file ? t('kindFile') : t('kindArticle')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{doc.title}</h1>
      <FactList facts={facts} className="mt-6 gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-5 text-slate-800" />
      {doc.file && (
        <p className="mt-6">
          <a href={doc.file.url} download type={doc.file.contentType || 'application/pdf'} className={buttonClassName({})}>
            {t('download')} ({t('pdfSize', { size: fileSize(doc.file.size, locale) })})
          </a>
        </p>
      )}
      <ResourceBody image={doc.image} excerpt={doc.excerpt} body={body} />
    </article>
  )
}
