import type { Block } from 'payload'
import { AccordionBlock } from './Accordion/config'
import { AnchorNavBlock } from './AnchorNav/config'
import { CallToActionBannerBlock } from './CallToActionBanner/config'
import { FeatureCardsBlock } from './FeatureCards/config'
import { FeatureTableBlock } from './FeatureTable/config'
import { HeroBlock } from './Hero/config'
import { LayoutBlock } from './Layout/config'
import { QuoteFormBlock } from './QuoteForm/config'
import { TestimonialsBlock } from './Testimonials/config'
import { UnitSearchBlock } from './UnitSearch/config'
import { SustainabilityArticlesBlock } from './SustainabilityArticles/config'
import { SubIndustryCardsBlock } from './SubIndustryCards/config'
import { ProductOfferingsBlock } from './ProductOfferings/config'
import { CustomizationTabsBlock } from './CustomizationTabs/config'
import { UseCaseTabsBlock } from './UseCaseTabs/config'
import { ImageCarouselBlock } from './ImageCarousel/config'
import { ProductMediaGalleryBlock } from './ProductMediaGallery/config'
import { StepTabsBlock } from './StepTabs/config'
import { CustomerCardsBlock } from './CustomerCards/config'
import { ProductComparisonBlock } from './ProductComparison/config'
import { UnitConfiguratorTabsBlock } from './UnitConfiguratorTabs/config'
import { InfoDotExplorerBlock } from './InfoDotExplorer/config'
import { WorksiteExplorerBlock } from './WorksiteExplorer/config'
import { ShowroomCardsBlock } from './ShowroomCards/config'
import { CardCarouselBlock } from './CardCarousel/config'
import { FeaturedArticlesBlock } from './FeaturedArticles/config'
import { FeaturedArticleListBlock } from './FeaturedArticleList/config'
import { ContainerSelectionBlock } from './ContainerSelection/config'
import { VideoBlock } from './Video/config'
import { MiniFormBlock } from './MiniForm/config'

/** Every block a page can hold; RenderBlocks maps each slug to its component. */
export const pageBlocks: Block[] = [
  HeroBlock,
  FeatureCardsBlock,
  CallToActionBannerBlock,
  QuoteFormBlock,
  FeatureTableBlock,
  AccordionBlock,
  TestimonialsBlock,
  AnchorNavBlock,
  LayoutBlock,
  UnitSearchBlock,
  SustainabilityArticlesBlock,
  SubIndustryCardsBlock,
  ProductOfferingsBlock,
  CustomizationTabsBlock,
  UseCaseTabsBlock,
  ImageCarouselBlock,
  ProductMediaGalleryBlock,
  StepTabsBlock,
  CustomerCardsBlock,
  ProductComparisonBlock,
  UnitConfiguratorTabsBlock,
  InfoDotExplorerBlock,
  WorksiteExplorerBlock,
  ShowroomCardsBlock,
  CardCarouselBlock,
  FeaturedArticlesBlock,
  FeaturedArticleListBlock,
  ContainerSelectionBlock,
  VideoBlock,
  MiniFormBlock,
]
