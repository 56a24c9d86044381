import { QuoteFormSection, type QuoteFormPlacement } from '@/features/requests/pages/QuoteFormSection'
import { isLocale } from '@/i18n/routing'
import type { QuoteFormBlock as QuoteFormBlockData } from '@/payload-types'

/**
 * The quote form block (spec 3 §3): the rental quote form, built from the block's field
 * definitions. A page's section, or a card inside a layout column (`inColumn`).
 */
export function QuoteFormBlock({ block, locale, ...placement }: { block: QuoteFormBlockData; locale: string } & QuoteFormPlacement) {
  if (!isLocale(locale)) return null
  return <QuoteFormSection block={block} locale={locale} {...placement} />
}
