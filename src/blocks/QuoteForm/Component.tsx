import { QuoteFormSection } from '@/features/requests/pages/QuoteFormSection'
import { isLocale } from '@/i18n/routing'
import type { QuoteFormBlock as QuoteFormBlockData } from '@/payload-types'

/** The quote form block (spec 3 §3): the rental quote form, built from the block's field definitions. */
export function QuoteFormBlock({ block, locale, isFirst = false }: { block: QuoteFormBlockData; locale: string; isFirst?: boolean }) {
  if (!isLocale(locale)) return null
  return <QuoteFormSection block={block} locale={locale} isFirst={isFirst} />
}
