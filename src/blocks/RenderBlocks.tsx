import type { ReactNode } from 'react'
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
type BlockType = PageBlock['blockType']

/** What a block's component is given: its data, the page's language, and whether it opens the page. */
export type BlockProps<T extends BlockType = BlockType> = { block: Extract<PageBlock, { blockType: T }>; locale: string; isFirst: boolean }
type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode | Promise<ReactNode>

/**
 * Each block type's server component, one entry per block (blocks/README.md). Typed by the
 * generated block union: a block added to `pageBlocks` without its component here, or an entry for
 * a block that no longer exists, fails the type check.
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: HeroBlock,
  featureCards: FeatureCardsBlock,
  callToActionBanner: CallToActionBannerBlock,
  quoteForm: QuoteFormBlock,
  featureTable: FeatureTableBlock,
  accordion: AccordionBlock,
  testimonials: TestimonialsBlock,
  anchorNav: AnchorNavBlock,
  layout: LayoutBlock,
  unitSearch: UnitSearchBlock,
  sustainabilityArticles: SustainabilityArticlesBlock,
  subIndustryCards: SubIndustryCardsBlock,
  productOfferings: ProductOfferingsBlock,
  customizationTabs: CustomizationTabsBlock,
  useCaseTabs: UseCaseTabsBlock,
  imageCarousel: ImageCarouselBlock,
  productMediaGallery: ProductMediaGalleryBlock,
  stepTabs: StepTabsBlock,
  customerCards: CustomerCardsBlock,
  productComparison: ProductComparisonBlock,
  unitTabs: UnitConfiguratorTabsBlock,
  infoDotExplorer: InfoDotExplorerBlock,
  worksiteExplorer: WorksiteExplorerBlock,
  showroomCards: ShowroomCardsBlock,
  cardCarousel: CardCarouselBlock,
  featuredArticles: FeaturedArticlesBlock,
  featuredArticleList: FeaturedArticleListBlock,
  containerChoice: ContainerSelectionBlock,
  video: VideoBlock,
  miniForm: MiniFormBlock,
}

/**
 * Renders each CMS block with its component from `blockComponents`; an unknown block type renders
 * nothing. Blocks after the first are rendered when scrolled near (`below-first-screen`): the first
 * paint does not wait for their layout. The anchor bar never is: it is sticky, so it must sit
 * directly in the page.
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
  if (!Object.hasOwn(blockComponents, block.blockType)) return null
  // The map pairs each type with its component; TypeScript cannot follow that pairing through a
  // lookup by a value of the union, hence the one widening here.
  const Component = blockComponents[block.blockType] as BlockComponent<BlockType>
  return <Component key={key} block={block} locale={locale} isFirst={index === 0} />
}
