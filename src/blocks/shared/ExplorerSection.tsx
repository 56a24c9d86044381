import type { ReactNode } from 'react'
import { BlockSection } from './BlockSection'
import { TabsSection } from './TabsSection'

/**
 * An image explorer's section (info dots, worksite): its images as tab pills, or the one image
 * alone without pills; then what follows (a button).
 */
export function ExplorerSection({
  block,
  idPrefix,
  panels,
  children,
}: {
  block: { anchorId?: string | null; heading: string; subheading?: string | null }
  idPrefix: string
  panels: { id: string; label: string; content: ReactNode }[]
  children?: ReactNode
}) {
  if (panels.length === 1) {
    return (
      <BlockSection anchorId={block.anchorId} headingId={`${idPrefix}-heading`} heading={block.heading} subheading={block.subheading}>
        <div className="mt-8">{panels[0]!.content}</div>
        {children}
      </BlockSection>
    )
  }
  return (
    <TabsSection block={block} idPrefix={idPrefix} variant="pills" tabClassName="px-5" panelClassName="pt-4" items={panels}>
      {children}
    </TabsSection>
  )
}
