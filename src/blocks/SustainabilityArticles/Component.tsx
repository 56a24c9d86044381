import type { SustainabilityArticlesBlock as SustainabilityArticlesData } from '@/payload-types'
import { SustainabilityArticlesSection } from '@/features/resources/pages/SustainabilityArticlesSection'
import { isLocale } from '@/i18n/routing'

/** Spec 3 §2 sustainability articles: the block's heading and intro over the resources feature's list. */
export async function SustainabilityArticlesBlock({ block, locale }: { block: SustainabilityArticlesData; locale: string }) {
  if (!isLocale(locale)) return null
  return <SustainabilityArticlesSection locale={locale} heading={block.heading} intro={block.intro} />
}
