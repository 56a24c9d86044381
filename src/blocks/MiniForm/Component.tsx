import { ContactFormSection } from '@/features/requests/pages/ContactFormSection'
import { isLocale } from '@/i18n/routing'
import type { MiniFormBlock as MiniFormData } from '@/payload-types'

/**
 * The mini-form block (spec 3 §3 "Mini-form"): a page's section, or a card inside a layout column
 * (`inColumn`), whose contact request becomes a lead.
 */
export function MiniFormBlock({ block, locale, isFirst = false, inColumn = false }: { block: MiniFormData; locale: string; isFirst?: boolean; inColumn?: boolean }) {
  if (!isLocale(locale)) return null
  return <ContactFormSection block={block} locale={locale} isFirst={isFirst} inColumn={inColumn} />
}
