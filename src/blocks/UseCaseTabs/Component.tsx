import type { UseCaseTabsBlock as UseCaseTabsData } from '@/payload-types'
import { publishedUseCaseCards } from '@/features/resources/server'
import { CardImage } from '@/features/resources/pages/UseCaseParts'
import { localHref } from '@/features/site-shell'
import { isLocale } from '@/i18n/routing'
import { relationIds } from '@/lib/populated'
import { buttonClassName } from '@/ui/Button'
import { LazyTabs as Tabs } from '@/ui/LazyTabs'
import { BlockSection } from '../shared/BlockSection'

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
  const headingId = `${idPrefix}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <Tabs
        labelledBy={headingId}
        idPrefix={idPrefix}
        className="mt-8"
        // Up to eight labels: on a phone they wrap onto more lines rather than hide beyond the edge.
        tabListClassName="flex-wrap"
        tabClassName="rounded-t-md"
        panelClassName="pt-4"
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
      />
      {block.ctaLabel && block.ctaLink && (
        <a href={localHref(block.ctaLink, locale)} className={buttonClassName({ variant: 'primary', className: 'mt-8' })}>
          {block.ctaLabel}
        </a>
      )}
    </BlockSection>
  )
}
