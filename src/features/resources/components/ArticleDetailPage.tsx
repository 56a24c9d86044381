import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { articlesBasePath } from '@/lib/resourcePaths'
import type { VideoSource } from '@/lib/video'
import { VideoPlayer } from '@/ui/VideoPlayer'
import type { ArticleCard, ArticleKind, Term } from '../articles'
import { articleDate } from './ArticleCardView'
import { FactList, ResourceBody } from './ResourceParts'

type Props = {
  kind: ArticleKind
  locale: Locale
  article: ArticleCard
  /** Shown in place of the image, the image as its poster (spec 3 §2 "article header with optional video"). */
  video: VideoSource | null
  /** A case study's place and facts (spec 3 §2 "case-study header with location and a facts list"). */
  location: string | null
  facts: { label: string; value: string }[]
  body: string | null
  topic: Term | null
  jsonLd: object
}

/** /{locale}/resources/blogs/{slug}, /case-studies/{slug} and /about-us/sustainability-impact/sustainability/{slug}: an article with its structured data (BlogPosting or Article). */
export async function ArticleDetailPage({ kind, locale, article, video, location, facts: caseFacts, body, topic, jsonLd }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources' })
  const tVideo = video ? await getTranslations({ locale, namespace: 'blocks.video' }) : null
  const date = articleDate(article, locale)
  const facts = [
    ...(date ? [{ key: 'published', label: t('published'), value: date }] : []),
    ...(article.industry ? [{ key: 'industry', label: t('industry'), value: article.industry.name }] : []),
    ...(topic ? [{ key: 'topic', label: t('topic'), value: topic.name }] : []),
    ...caseFacts.map((fact, i) => ({ key: `fact-${i}`, ...fact })),
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
      {location && (
        <p className="mt-3 flex items-center gap-2 text-lg text-slate-700">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 shrink-0 fill-brand-700">
            <path d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z" />
          </svg>
          <span className="sr-only">{`${t('location')} `}</span>
          {location}
        </p>
      )}
      <FactList facts={facts} className="mt-6 gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-5 text-slate-800" />
      {video && tVideo && <VideoPlayer source={video} title={article.title} unsupportedText={tVideo('unsupported')} poster={article.image?.url} className="mt-8 rounded-xl" />}
      <ResourceBody image={video ? null : article.image} excerpt={article.excerpt} body={body} />
    </article>
  )
}
