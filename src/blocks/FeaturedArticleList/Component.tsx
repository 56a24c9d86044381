import { getTranslations } from 'next-intl/server'
import type { FeaturedArticleListBlock as FeaturedArticleListData } from '@/payload-types'
import { ARTICLE_COLLECTIONS } from '@/features/resources'
import { featuredArticleDocs } from '@/features/resources/server'
import { localHref } from '@/features/site-shell'
import { isLocale } from '@/i18n/routing'
import { formatDisplayDate, isIsoDate } from '@/lib/calendarDate'
import { ARTICLE_KINDS, articlePath, type ArticleKind } from '@/lib/resourcePaths'
import { buttonClassName } from '@/ui/Button'
import { cx, focusRing } from '@/ui/cx'
import { Picture } from '../shared/Picture'
import { featuredAndList, kindOfCollection, listCount } from './featuredArticleList'

type Props = { block: FeaturedArticleListData; locale: string; isFirst: boolean }

/** The id of the article staff picked, when it is of the block's kind. */
function pickedId(block: FeaturedArticleListData, kind: ArticleKind): number | null {
  const picked = block.featuredArticle
  if (!picked || kindOfCollection(picked.relationTo, ARTICLE_COLLECTIONS) !== kind) return null
  const id = typeof picked.value === 'object' && picked.value ? picked.value.id : picked.value
  return typeof id === 'number' ? id : null
}

/**
 * Spec 3 §2 "Featured article with list": the featured article large (image, kind, title as a
 * link, date, excerpt, its button) and beside it (below on phones) the next newest titles with
 * their dates. Published articles in the page's locale, read when the page renders; rendered on
 * the server, no script. The heading is the page's h1 when the block comes first. Nothing when
 * there is no published article.
 */
export async function FeaturedArticleListBlock({ block, locale, isFirst }: Props) {
  if (!isLocale(locale)) return null
  const kind: ArticleKind = (ARTICLE_KINDS as readonly string[]).includes(block.kind) ? (block.kind as ArticleKind) : 'blog'
  const count = listCount(block.count)
  // One more than listed: the picked article may be among the newest.
  const [docs, t, tr] = await Promise.all([featuredArticleDocs(kind, locale, count + 1, pickedId(block, kind)), getTranslations({ locale, namespace: 'blocks.featuredArticleList' }), getTranslations({ locale, namespace: 'resources' })])
  const { featured, list } = featuredAndList(docs.newest, docs.picked, count)
  if (!featured) return null
  const idPrefix = `featured-article-list-${block.id ?? 'x'}`
  const Heading = isFirst ? 'h1' : 'h2'
  const SubHeading = isFirst ? 'h2' : 'h3'
  const href = (slug: string) => `/${locale}${articlePath(kind, slug)}`
  const date = (value: string) => (isIsoDate(value) ? <time dateTime={value}>{formatDisplayDate(value, locale)}</time> : null)
  // A blog article's or a case study's category, a sustainability article's group.
  const term = 'category' in featured ? featured.category : 'group' in featured ? featured.group : null
  const category = typeof term === 'object' && term ? term.name : null
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 md:py-14 lg:px-8">
        <Heading id={`${idPrefix}-heading`} className="text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">
          {block.heading}
        </Heading>
        {block.subheading && <p className="mt-4 max-w-3xl text-lg text-slate-700">{block.subheading}</p>}
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
          <article aria-labelledby={`${idPrefix}-featured`} className="grid overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-2">
            <Picture
              media={featured.featuredImage}
              sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 50vw, 100vw"
              priority={isFirst}
              className="aspect-[16/9] w-full bg-slate-100 object-cover md:aspect-auto md:h-full md:min-h-72"
            />
            <div className="flex flex-col gap-3 p-6 lg:p-8">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
                {t('featured')} · {tr(`${kind}.label`)}
                {category && <span className="font-normal normal-case tracking-normal text-slate-700"> · {category}</span>}
              </p>
              <SubHeading id={`${idPrefix}-featured`} className="text-2xl font-bold leading-snug text-slate-900">
                <a href={href(featured.slug)} className={cx('rounded-sm underline-offset-4 hover:underline', focusRing)}>
                  {featured.title}
                </a>
              </SubHeading>
              {date(featured.date) && <p className="text-sm text-slate-700">{date(featured.date)}</p>}
              {featured.excerpt && <p className="text-lg text-slate-700">{featured.excerpt}</p>}
              <a href={href(featured.slug)} aria-label={tr(`${kind}.viewLabel`, { title: featured.title })} className={buttonClassName({ variant: 'primary', className: 'mt-2 self-start' })}>
                {tr(`${kind}.view`)}
              </a>
            </div>
          </article>
          {(list.length > 0 || (block.ctaLabel && block.ctaLink)) && (
            <div className="flex flex-col">
              <SubHeading id={`${idPrefix}-more`} className="text-xl font-bold text-slate-900">
                {t(`moreHeading.${kind}`)}
              </SubHeading>
              {list.length > 0 && (
                <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
                  {list.map((article) => (
                    <li key={article.id} className="py-4">
                      <a href={href(article.slug)} className={cx('rounded-sm font-semibold leading-snug text-brand-800 underline-offset-4 hover:underline', focusRing)}>
                        {article.title}
                      </a>
                      {date(article.date) && <p className="mt-1 text-sm text-slate-700">{date(article.date)}</p>}
                    </li>
                  ))}
                </ul>
              )}
              {block.ctaLabel && block.ctaLink && (
                <a href={localHref(block.ctaLink, locale)} className={buttonClassName({ variant: 'secondary', className: 'mt-6 self-start' })}>
                  {block.ctaLabel}
                </a>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  )
}
