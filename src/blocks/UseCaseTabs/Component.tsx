import type { UseCaseTabsBlock as UseCaseTabsData } from '@/payload-types'
import { publishedUseCaseCards } from '@/features/resources/server'
import { CardImage } from '@/features/resources/pages/UseCaseParts'
import { isLocale } from '@/i18n/routing'
import { relationIds } from '@/lib/populated'
import { BlockButton } from '../shared/BlockButton'
import { TabsSection } from '../shared/TabsSection'

/**
 * Spec 3 §2 "use-case tabs": a tab per published use case (read here, in the order staff chose),
 * its image beside its title and summary. Rendered on the server; the tabs are a lazily loaded island.
 * Nothing is shown when none of the use cases is published.
 */
export async function UseCaseTabsBlock({ block, locale }: { block: UseCaseTabsData; locale: string }) {
  if (!isLocale(locale)) return null
  const useCases = await publishedUseCaseCards(locale, [...new Set(relationIds(block.useCases))])
  if (useCases.length === 0) return null
  const idPrefix = `use-case-tabs-${block.id ?? 'x'}`
  return (
    <TabsSection
      block={block}
      idPrefix={idPrefix}
      items={useCases.map((useCase) => ({
        id: useCase.id,
        label: useCase.title,
        content: (
          <div className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
            <div className="overflow-hidden rounded-xl">
              <CardImage image={useCase.image} priority={false} />
            </div>
            <div>
              <h3 className="text-2xl font-bold text-slate-900">{useCase.title}</h3>
              {useCase.excerpt && <p className="mt-3 text-lg text-slate-700">{useCase.excerpt}</p>}
            </div>
          </div>
        ),
      }))}
    >
      <BlockButton label={block.ctaLabel} link={block.ctaLink} locale={locale} />
    </TabsSection>
  )
}
