import { getTranslations } from 'next-intl/server'
import type { StepTabsBlock as StepTabsData } from '@/payload-types'
import { TabsSection } from '../shared/TabsSection'
import { BlockButton } from '../shared/BlockButton'
import { Picture } from '../shared/Picture'
import { RichText } from '../shared/RichText'

type Step = StepTabsData['steps'][number]

function StepDetails({ step, number, locale }: { step: Step; number: string; locale: string }) {
  return (
    <div className={step.image ? 'grid items-start gap-6 md:grid-cols-2 md:gap-10' : undefined}>
      <div>
        <h3 className="text-2xl font-bold text-slate-900">
          <span className="mr-2 text-brand-700">{number}</span>
          {step.heading}
        </h3>
        <RichText data={step.content} locale={locale} className="mt-3 text-lg text-slate-700" />
      </div>
      <Picture media={step.image} alt={step.imgAlt} sizes="(min-width: 768px) 40vw, 100vw" className="aspect-4/3 h-auto w-full rounded-xl bg-slate-100 object-cover" />
    </div>
  )
}

/**
 * Spec 3 §1 "step tabs": one tab per step, numbered ("Step 2" above its label), the chosen step's
 * heading, text and image below. Rendered on the server; the tabs are a lazily loaded island.
 */
export async function StepTabsBlock({ block, locale }: { block: StepTabsData; locale: string }) {
  const steps = block.steps ?? []
  if (steps.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.stepTabs' })
  const idPrefix = `step-tabs-${block.id ?? 'x'}`
  return (
    <TabsSection
      block={block}
      idPrefix={idPrefix}
      tabClassName="rounded-t-md text-left"
      panelClassName="pt-6"
      items={steps.map((step, i) => ({
        id: step.id ?? String(i),
        label: (
          <>
            <span className="block text-xs font-semibold tracking-wide uppercase">{t('step', { number: i + 1 })}</span>
            <span className="block">{step.tabLabel}</span>
          </>
        ),
        content: <StepDetails step={step} number={t('number', { number: i + 1 })} locale={locale} />,
      }))}
    >
      <BlockButton label={block.ctaLabel} link={block.ctaLink} locale={locale} />
    </TabsSection>
  )
}
