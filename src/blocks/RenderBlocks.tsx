import type { Page } from '@/payload-types'
import { AccordionBlock } from './Accordion/Component'
import { CallToActionBannerBlock } from './CallToActionBanner/Component'
import { FeatureCardsBlock } from './FeatureCards/Component'
import { FeatureTableBlock } from './FeatureTable/Component'
import { HeroBlock } from './Hero/Component'
import { QuoteFormBlock } from './QuoteForm/Component'
import { TestimonialsBlock } from './Testimonials/Component'

type LayoutBlock = Page['layout'][number]

/**
 * Maps each CMS block to its server component; an unknown block type renders nothing. Blocks after
 * the first are rendered when scrolled near (`below-first-screen`): the first paint does not
 * wait for their layout.
 */
export function RenderBlocks({ blocks, locale }: { blocks: LayoutBlock[]; locale: string }) {
  return blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    const rendered = renderBlock(block, index, locale, key)
    return rendered && index >= 1 ? (
      <div key={key} className="below-first-screen">
        {rendered}
      </div>
    ) : (
      rendered
    )
  })
}

function renderBlock(block: LayoutBlock, index: number, locale: string, key: string) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock key={key} block={block} locale={locale} isFirst={index === 0} />
    case 'featureCards':
      return <FeatureCardsBlock key={key} block={block} locale={locale} />
    case 'callToActionBanner':
      return <CallToActionBannerBlock key={key} block={block} locale={locale} />
    case 'quoteForm':
      return <QuoteFormBlock key={key} block={block} locale={locale} isFirst={index === 0} />
    case 'featureTable':
      return <FeatureTableBlock key={key} block={block} locale={locale} />
    case 'accordion':
      return <AccordionBlock key={key} block={block} />
    case 'testimonials':
      return <TestimonialsBlock key={key} block={block} locale={locale} />
    default:
      return null
  }
}
