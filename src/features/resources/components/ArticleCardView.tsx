import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { formatDisplayDate, isIsoDate } from '@/lib/calendarDate'
import { buttonClassName } from '@/ui/Button'
import { articlePath, type ArticleCard, type ArticleKind } from '../articles'
import { CardImage } from './ResourceParts'

// Shared component (no 'use client'): rendered on the server for the first page and by the list island after a search.

/** The article's date as the locale writes it, or null. */
export const articleDate = (article: ArticleCard, locale: Locale): string | null => (isIsoDate(article.date) ? formatDisplayDate(article.date, locale) : null)

/** A blog article's or a case study's card (spec 3 §3 "Article card"): image, category, title, date, excerpt, industry, button. */
export function ArticleCardView({ kind, article, locale, priority = false, headingLevel = 2, idPrefix = 'article' }: { kind: ArticleKind; article: ArticleCard; locale: Locale; priority?: boolean; headingLevel?: 2 | 3; idPrefix?: string }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  const t = useTranslations('resources')
  const titleId = `${idPrefix}-${article.id}`
  const date = articleDate(article, locale)
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage image={article.image} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{(article.category ?? article.group)?.name ?? t(`${kind}.label`)}</p>
        <Heading id={titleId} className="text-lg font-bold leading-snug text-slate-900">
          {article.title}
        </Heading>
        {date && <p className="text-sm text-slate-700">{date}</p>}
        {article.excerpt && <p className="text-slate-700">{article.excerpt}</p>}
        {article.industry && (
<p className="text-sm text-slate-700">{t('industryLine', { name: article.industry.name })}</p>
        )}
        <a
          href={`/${locale}${articlePath(kind, article.slug)}`}
          aria-label={t(`${kind}.viewLabel`, { title: article.title })}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
        >
          {t(`${kind}.view`)}
        </a>
      </div>
    </article>
  )
}
