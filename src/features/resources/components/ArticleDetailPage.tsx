import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { articlesBasePath } from '@/lib/resourcePaths'
import type { ArticleCard, ArticleKind, Term } from '../articles'
import { articleDate } from './ArticleCardView'
import { FactList, ResourceBody } from './ResourceParts'

/** /{locale}/resources/blogs/{slug}, /case-studies/{slug} and /about-us/sustainability-impact/sustainability/{slug}: an article with its structured data (BlogPosting or Article). */
export async function ArticleDetailPage({ kind, locale, article, body, topic, jsonLd }: { kind: ArticleKind; locale: Locale; article: ArticleCard; body: string | null; topic: Term | null; jsonLd: object }) {
  const t = await getTranslations({ locale, namespace: 'resources' })
  const date = articleDate(article, locale)
  const facts = [
    ...(date ? [{ key: 'published', label: t('published'), value: date }] : []),
    ...(article.industry ? [{ key: 'industry', label: t('industry'), value: article.industry.name }] : []),
    ...(topic ? [{ key: 'topic', label: t('topic'), value: topic.name }] : []),
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p>
        <a href={`/${locale}${articlesBasePath(kind)}`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
          ← {t(`${kind}.back`)}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{(article.category ?? article.group)?.name ?? t(`${kind}.label`)}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{article.title}</h1>
      <FactList facts={facts} className="mt-6 gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-5 text-slate-800" />
      <ResourceBody image={article.image} excerpt={article.excerpt} body={body} />
    </article>
  )
}
