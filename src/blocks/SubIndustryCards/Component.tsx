import type { SubIndustryCardsBlock as SubIndustryCardsData } from '@/payload-types'
import { SubIndustryCardsSection } from '@/features/resources/pages/SubIndustryCardsSection'
import { isLocale } from '@/i18n/routing'
import { relationId } from '@/lib/populated'

/** Spec 3 §2 "Sub-industry cards": the block's heading over the resources feature's cards. */
export async function SubIndustryCardsBlock({ block, locale }: { block: SubIndustryCardsData; locale: string }) {
  if (!isLocale(locale)) return null
  const industry = relationId(block.industry ?? null)
  return <SubIndustryCardsSection blockId={block.id ?? 'block'} locale={locale} heading={block.heading} subheading={block.subheading ?? null} industryId={industry === null ? null : Number(industry)} limit={block.limit ?? 12} />
}
