import type { ProductComparisonBlock as ProductComparisonData } from '@/payload-types'
import { ComparisonCards } from '@/features/products/pages/ComparisonCards'
import { getProductComparison } from '@/features/products/server'
import { isLocale } from '@/i18n/routing'
import { BlockSection } from '../shared/BlockSection'

/** Spec 3 §2 "product comparison cards": the compare-products page's cards under the block's heading; publishing a product refreshes the pages holding it. */
export async function ProductComparisonBlock({ block, locale }: { block: ProductComparisonData; locale: string }) {
  if (!isLocale(locale)) return null
  const { groups, currency, billingCycleDays } = await getProductComparison(locale)
  const idPrefix = `comparison-${block.id ?? 'x'}`
  return (
    <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
      <ComparisonCards groups={groups} locale={locale} currency={currency} billingCycleDays={billingCycleDays} headingLevel={3} priority={false} idPrefix={idPrefix} />
    </BlockSection>
  )
}
