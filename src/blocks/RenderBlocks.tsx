import type { Page } from '@/payload-types'
import { AnalyticsClicks } from '@/integrations/analytics'
import { AccordionBlock } from './Accordion/Component'
import { AnchorNavBlock } from './AnchorNav/Component'
import { CallToActionBannerBlock } from './CallToActionBanner/Component'
import { FeatureCardsBlock } from './FeatureCards/Component'
import { FeatureTableBlock } from './FeatureTable/Component'
import { HeroBlock } from './Hero/Component'
import { LayoutBlock } from './Layout/Component'
import { QuoteFormBlock } from './QuoteForm/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { UnitSearchBlock } from './UnitSearch/Component'
import { SustainabilityArticlesBlock } from './SustainabilityArticles/Component'
import { SubIndustryCardsBlock } from './SubIndustryCards/Component'
import { ProductOfferingsBlock } from './ProductOfferings/Component'
import { CustomizationTabsBlock } from './CustomizationTabs/Component'
import { UseCaseTabsBlock } from './UseCaseTabs/Component'
import { ImageCarouselBlock } from './ImageCarousel/Component'
import { ProductMediaGalleryBlock } from './ProductMediaGallery/Component'
import { StepTabsBlock } from './StepTabs/Component'
import { CustomerCardsBlock } from './CustomerCards/Component'
import { ProductComparisonBlock } from './ProductComparison/Component'
import { UnitConfiguratorTabsBlock } from './UnitConfiguratorTabs/Component'
import { InfoDotExplorerBlock } from './InfoDotExplorer/Component'
import { WorksiteExplorerBlock } from './WorksiteExplorer/Component'
import { ShowroomCardsBlock } from './ShowroomCards/Component'
import { CardCarouselBlock } from './CardCarousel/Component'
import { FeaturedArticlesBlock } from './FeaturedArticles/Component'
import { FeaturedArticleListBlock } from './FeaturedArticleList/Component'
import { ContainerSelectionBlock } from './ContainerSelection/Component'
import { MiniFormBlock } from './MiniForm/Component'
import { VideoBlock } from './Video/Component'

type PageBlock = Page['layout'][number]

/**
 * Maps each CMS block to its server component; an unknown block type renders nothing. Blocks after
 * the first are rendered when scrolled near (`below-first-screen`): the first paint does not
 * wait for their layout. The anchor bar never is: it is sticky, so it must sit directly in the page.
 */
export function RenderBlocks({ blocks, locale }: { blocks: PageBlock[]; locale: string }) {
  const sections = blocks.map((block, index) => {
    const key = block.id ?? `${block.blockType}-${index}`
    const rendered = renderBlock(block, index, locale, key)
    return rendered && index >= 1 && block.blockType !== 'anchorNav' ? (
      <div key={key} className="below-first-screen">
        {rendered}
      </div>
    ) : (
      rendered
    )
  })
  // The click listener comes only with the blocks whose links it counts: other pages (the
  // configurator, the forms, checkout) load none of its code.
  return blocks.some((block) => TRACKED_BLOCKS.has(block.blockType)) ? [...sections, <AnalyticsClicks key="analytics-clicks" />] : sections
}

/** The blocks that mark links with `data-analytics` (home call to action, showroom cards). */
const TRACKED_BLOCKS: ReadonlySet<PageBlock['blockType']> = new Set(['hero', 'callToActionBanner', 'showroomCards'])

function renderBlock(block: PageBlock, index: number, locale: string, key: string) {
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
    case 'anchorNav':
      return <AnchorNavBlock key={key} block={block} locale={locale} />
    case 'layout':
      return <LayoutBlock key={key} block={block} locale={locale} />
    case 'unitSearch':
      return <UnitSearchBlock key={key} block={block} locale={locale} />
    case 'sustainabilityArticles':
      return <SustainabilityArticlesBlock key={key} block={block} locale={locale} />
    case 'subIndustryCards':
      return <SubIndustryCardsBlock key={key} block={block} locale={locale} />
    case 'productOfferings':
      return <ProductOfferingsBlock key={key} block={block} locale={locale} />
    case 'customizationTabs':
      return <CustomizationTabsBlock key={key} block={block} locale={locale} />
    case 'useCaseTabs':
      return <UseCaseTabsBlock key={key} block={block} locale={locale} />
    case 'imageCarousel':
      return <ImageCarouselBlock key={key} block={block} locale={locale} />
    case 'productMediaGallery':
      return <ProductMediaGalleryBlock key={key} block={block} locale={locale} />
    case 'stepTabs':
      return <StepTabsBlock key={key} block={block} locale={locale} />
    case 'customerCards':
      return <CustomerCardsBlock key={key} block={block} locale={locale} />
    case 'productComparison':
      return <ProductComparisonBlock key={key} block={block} locale={locale} />
    case 'unitTabs':
      return <UnitConfiguratorTabsBlock key={key} block={block} locale={locale} />
    case 'infoDotExplorer':
      return <InfoDotExplorerBlock key={key} block={block} locale={locale} />
    case 'worksiteExplorer':
      return <WorksiteExplorerBlock key={key} block={block} locale={locale} />
    case 'showroomCards':
      return <ShowroomCardsBlock key={key} block={block} locale={locale} />
    case 'cardCarousel':
      return <CardCarouselBlock key={key} block={block} locale={locale} />
    case 'featuredArticles':
      return <FeaturedArticlesBlock key={key} block={block} locale={locale} />
    case 'featuredArticleList':
      return <FeaturedArticleListBlock key={key} block={block} locale={locale} isFirst={index === 0} />
    case 'containerChoice':
      return <ContainerSelectionBlock key={key} block={block} locale={locale} />
    case 'video':
      return <VideoBlock key={key} block={block} locale={locale} />
    case 'miniForm':
      return <MiniFormBlock key={key} block={block} locale={locale} isFirst={index === 0} />
    default:
      return null
  }
}
