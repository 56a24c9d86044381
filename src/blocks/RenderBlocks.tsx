import type { Page } from '@/payload-types'
import { CallToActionBannerBlock } from './CallToActionBanner/Component'
import { FeatureCardsBlock } from './FeatureCards/Component'
import { HeroBlock } from './Hero/Component'
import { QuoteFormBlock } from './QuoteForm/Component'

type LayoutBlock = Page['layout'][number]

/** Maps each CMS block to its server component; an unknown block type renders nothing. */
export function RenderBlocks({ blocks, locale }: { blocks: LayoutBlock[]; locale: string }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    switch (block.blockType) {
      case 'hero':
        return <HeroBlock key={key} block={block} locale={locale} isFirst={index === 0} />
      case 'featureCards':
        return <FeatureCardsBlock key={key} block={block} locale={locale} />
      case 'callToActionBanner':
        return <CallToActionBannerBlock key={key} block={block} locale={locale} />
      case 'quoteForm':
        return <QuoteFormBlock key={key} block={block} locale={locale} isFirst={index === 0} />
      default:
        return null
    }
  })
}
