import type { AccordionBlock as AccordionData } from '@/payload-types'
import { paragraphs } from '@/lib/paragraphs'
import { LazyAccordion as Accordion } from './LazyAccordion'

/**
 * Spec 3 §4 "Tabs and accordions: single-open, collapsible". The heading and every panel's text
 * are rendered here on the server; only the open/close state is the client island (`@/ui/Accordion`,
 * the WAI-ARIA accordion pattern: buttons with aria-expanded and aria-controls, labelled regions).
 */
export function AccordionBlock({ block }: { block: AccordionData }) {
  const prefix = `accordion-${block.id ?? 'x'}`
  const items = (block.items ?? []).map((item, i) => ({
    id: item.id ?? String(i),
    title: item.title,
    content: (
      <div className="max-w-3xl space-y-3">
        {paragraphs(item.body).map((text, p) => (
          <p key={p}>{text}</p>
        ))}
      </div>
    ),
  }))
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <div className="max-w-4xl">
        <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.heading}</h2>
        {block.subheading && <p className="mt-3 text-lg text-slate-700">{block.subheading}</p>}
        <Accordion items={items} headingLevel={3} idPrefix={prefix} className="mt-8" buttonClassName="text-lg" panelClassName="text-base leading-relaxed" />
      </div>
    </section>
  )
}
