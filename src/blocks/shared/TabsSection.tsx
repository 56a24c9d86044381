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
  children,
}: {
  block: { anchorId?: string | null; heading: string; subheading?: string | null }
  idPrefix: string
  items: TabItem[]
  tabClassName?: string
  panelClassName?: string
  children?: ReactNode
}) {
  const headingId = `${idPrefix}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <Tabs labelledBy={headingId} idPrefix={idPrefix} className="mt-8" tabListClassName="flex-wrap" tabClassName={tabClassName} panelClassName={panelClassName} items={items} />
      {children}
    </BlockSection>
  )
}
