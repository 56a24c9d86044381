import type { ReactNode } from 'react'
import type { TabItem } from '@/ui/Tabs'
import { LazyTabs as Tabs } from '@/ui/LazyTabs'
import { BlockSection } from './BlockSection'

/**
 * A tabs block's section: its heading names the tab list, then the tabs (a lazily loaded island;
 * labels wrap onto more lines on a phone rather than hide beyond the edge), then what follows
 * them (a button). Tabs: single-open, arrow keys.
 */
export function TabsSection({
  block,
  idPrefix,
  items,
  tabClassName = 'rounded-t-md',
  panelClassName = 'pt-4',
  unmountInactive,
  phoneSelect,
  variant,
  children,
}: {
  block: { anchorId?: string | null; heading: string; subheading?: string | null }
  idPrefix: string
  items: TabItem[]
  tabClassName?: string
  panelClassName?: string
  /** Mount only the chosen tab's panel: choosing a tab starts its content afresh (its gallery on the first image). */
  unmountInactive?: boolean
  /** Past 2 tabs, a dropdown so labelled replaces the tab pills on phones. */
  phoneSelect?: { label: string }
  variant?: 'underline' | 'pills'
  children?: ReactNode
}) {
  const headingId = `${idPrefix}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <Tabs labelledBy={headingId} idPrefix={idPrefix} className="mt-8" tabListClassName="flex-wrap" tabClassName={tabClassName} panelClassName={panelClassName} unmountInactive={unmountInactive} phoneSelect={phoneSelect} variant={variant} items={items} />
      {children}
    </BlockSection>
  )
}
