import { getTranslations } from 'next-intl/server'
import type { AnchorNavBlock as AnchorNavData } from '@/payload-types'
import { LazyAnchorBar as AnchorBar } from './LazyAnchorBar'

/** Spec 3: the anchor navigation bar (the links and their labels are rendered here; scrolling is the island's). */
export async function AnchorNavBlock({ block, locale }: { block: AnchorNavData; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'blocks.anchorNav' })
  const anchors = (block.anchors ?? []).map((anchor, i) => ({ id: anchor.id ?? String(i), label: anchor.label, url: anchor.url }))
  if (anchors.length === 0) return null
  return <AnchorBar anchors={anchors} navLabel={t('navLabel')} menuLabel={block.mobileLabel?.trim() || t('menuLabel')} />
}
