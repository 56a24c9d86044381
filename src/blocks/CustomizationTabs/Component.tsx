import { getTranslations } from 'next-intl/server'
import type { CustomizationTabsBlock as CustomizationTabsData } from '@/payload-types'
import { publishedCustomizationCards } from '@/features/resources/server'
import { CustomizationCardView } from '@/features/resources/pages/CustomizationCards'
import { isLocale } from '@/i18n/routing'
import { relationIds } from '@/lib/populated'
import { BlockButton } from '../shared/BlockButton'
import { TabsSection } from '../shared/TabsSection'

/**
 * Spec 3 §2 "customizations tabs": a tab per theme, each with its heading, its customizations as
 * cards (published ones only, read here) and its button. The panels are rendered on the server;
 * the tabs (single-open, arrow keys) are a lazily loaded island.
 */
export async function CustomizationTabsBlock({ block, locale }: { block: CustomizationTabsData; locale: string }) {
  if (!isLocale(locale)) return null
  const tabs = block.tabs ?? []
  if (tabs.length === 0) return null
  const [cards, t] = await Promise.all([publishedCustomizationCards(locale, [...new Set(tabs.flatMap((tab) => relationIds(tab.customizations)))]), getTranslations({ locale, namespace: 'resources.customizations' })])
  const cardById = new Map(cards.map((card) => [Number(card.id), card]))
  const idPrefix = `customization-tabs-${block.id ?? 'x'}`
  return (
    <TabsSection
      block={block}
      idPrefix={idPrefix}
      items={tabs.map((tab, i) => {
        const shown = relationIds(tab.customizations).flatMap((id) => cardById.get(id) ?? [])
        return {
          id: tab.id ?? String(i),
          label: tab.title,
          content: (
            <>
              <h3 className="text-2xl font-bold text-slate-900">{tab.heading}</h3>
              {tab.subheading && <p className="mt-2 max-w-3xl text-slate-700">{tab.subheading}</p>}
              {shown.length === 0 ? (
                <p className="mt-6 text-slate-700">{t('none')}</p>
              ) : (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((card) => (
                    <li key={card.id}>
                      <CustomizationCardView customization={card} locale={locale} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              )}
              <BlockButton label={tab.ctaLabel} link={tab.ctaLink} locale={locale} />
            </>
          ),
        }
      })}
    />
  )
}
