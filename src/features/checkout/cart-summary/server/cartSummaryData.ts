import 'server-only'
import { sortKits } from '@/features/configurator/server'
import { findContainers, getRentalRules } from '@/features/products/server'
import { populated } from '@/lib/populated'
import { getSiteSettings } from '@/features/site-shell/server'
import type { Locale } from '@/i18n/routing'
import type { AccessoryKit } from '@/payload-types'
import { RECOMMENDED_PRODUCT_CODES } from '../rules'
import type { AddOn, CartSummaryOptions, EditContainer } from '../types'

/** A site-settings link as a path of this site: a bare path gets the locale ('/legal/x' → '/en/legal/x'). */
export function localizedLink(href: string | null | undefined, locale: Locale, fallback: string): string {
  const link = href?.trim() || fallback
  if (!link.startsWith('/') || /^\/(en|fr)(\/|$)/.test(link)) return link
  return `/${locale}${link}`
}

/** The catalog choices, date context, links and add-ons the cart summary's client island needs. */
export async function getCartSummaryOptions(locale: Locale): Promise<CartSummaryOptions> {
  const [containers, rules, settings] = await Promise.all([findContainers(locale, 1), getRentalRules(), getSiteSettings(locale)])
  const containersByCategory: Record<string, EditContainer[]> = {}
  const addOnCandidates: AddOn[] = []
  for (const container of containers) {
    const category = populated(container.category)
    if (!category) continue
    const kits = sortKits(container.accessoryKits.flatMap((k) => (populated<AccessoryKit>(k) ? [populated<AccessoryKit>(k)!] : [])))
    const edit = {
      id: String(container.id),
      productCode: container.productCode,
      length: container.length,
      name: container.name,
      kits: kits.map((kit) => ({ id: String(kit.id), description: kit.description, label: kit.label })),
    }
    ;(containersByCategory[String(category.id)] ??= []).push(edit)
    if ((RECOMMENDED_PRODUCT_CODES as readonly string[]).includes(container.productCode)) {
      addOnCandidates.push({
        productCode: container.productCode,
        categoryId: String(category.id),
        categoryCode: category.code,
        name: container.name,
        href: `/${locale}/products/storage-containers?product_category=${encodeURIComponent(category.code)}`,
      })
    }
  }
  const terms = settings.termsLinks
  return {
    containersByCategory,
    addOnCandidates,
    dateContext: { today: rules.today, closures: rules.closures },
    billingCycleDays: rules.billingCycleDays,
    termsHref: {
      default: localizedLink(terms?.rentalTerms, locale, '/legal/rental-terms'),
      quebec: localizedLink(terms?.quebecRentalTerms, 'fr', '/fr/legal/rental-terms'),
    },
    contactStepHref: `/${locale}/cart-summary?step=contact`,
    paymentHref: `/${locale}/cart-summary/checkout-payment`,
    emptyCartHref: `/${locale}/empty-cart`,
  }
}
