import type { Block } from 'payload'
import { CallToActionBannerBlock } from './CallToActionBanner/config'
import { FeatureCardsBlock } from './FeatureCards/config'
import { HeroBlock } from './Hero/config'
import { QuoteFormBlock } from './QuoteForm/config'

/** Every block a page can hold; RenderBlocks maps each slug to its component. */
export const pageBlocks: Block[] = [HeroBlock, FeatureCardsBlock, CallToActionBannerBlock, QuoteFormBlock]
