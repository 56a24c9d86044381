import { getTranslations } from 'next-intl/server'
import type { FeaturedArticlesBlock as FeaturedArticlesData } from '@/payload-types'
import { ArticleCardView } from '@/features/resources/pages/ArticleCards'
import { findArticles } from '@/features/resources/server'
import { isLocale } from '@/i18n/routing'
import { ClientIntl } from '@/lib/i18n/ClientIntl'
import { ARTICLE_KINDS, type ArticleKind } from '@/lib/resourcePaths'
import { LazyCarousel as Carousel } from '@/ui/LazyCarousel'
import { BlockButton } from '../shared/BlockButton'
import { BlockSection } from '../shared/BlockSection'
import { articleCardsPerView, featuredCount } from './featuredArticles'

/**
 * Spec 3 §1 "featured-article carousels": the newest published articles of a kind, read when the
 * page renders (publishing an article revalidates the pages holding this block), as the lists'
 * own cards in a carousel; nothing when there is none.
 */
export async function FeaturedArticlesBlock({ block, locale }: { block: FeaturedArticlesData; locale: string }) {
  if (!isLocale(locale)) return null
  const kind: ArticleKind = (ARTICLE_KINDS as readonly string[]).includes(block.kind) ? (block.kind as ArticleKind) : 'blog'
  const [{ items }, t] = await Promise.all([findArticles({ kind, locale }), getTranslations({ locale, namespace: 'blocks.featuredArticles' })])
  const articles = items.slice(0, featuredCount(block.count))
  if (articles.length === 0) return null
  const idPrefix = `featured-articles-${block.id ?? 'x'}`
  return (
    <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
      <ClientIntl namespaces={['ui']}>
        <Carousel
          label={t('label', { name: block.heading })}
          slides={articles.map((article) => (
            <ArticleCardView key={article.id} kind={kind} article={article} locale={locale} headingLevel={3} idPrefix={idPrefix} />
          ))}
          slidesPerView={articleCardsPerView(kind)}
          className="mt-8"
        />
      </ClientIntl>
      <BlockButton label={block.ctaLabel} link={block.ctaLink} locale={locale} />
    </BlockSection>
  )
}
