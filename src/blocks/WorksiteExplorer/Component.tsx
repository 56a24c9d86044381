import { getTranslations } from 'next-intl/server'
import type { WorksiteExplorerBlock as WorksiteExplorerData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { cx, focusRing } from '@/ui/cx'
import { Hotspot } from '@/ui/Hotspot'
import { LazyDragScroller, LazyHotspotTooltips } from '@/ui/LazyHotspots'
import { BlockButton } from '../shared/BlockButton'
import { ExplorerSection } from '../shared/ExplorerSection'
import { mediaImage } from '../shared/mediaImage'
import { Picture } from '../shared/Picture'

type Tab = WorksiteExplorerData['tabs'][number]

/** Spec 3 §2: the worksite explorer's button leads to the solutions overview. */
export const WORKSITE_BUTTON_LINK = '/solutions'

/**
 * Spec 3 §2 "Worksite explorer": tab pills switch a wide image that a mouse drags and a finger
 * swipes, with pulsing hotspots (heading, text, link), one tooltip at a time; arrows scroll it by
 * 420 px and hide at the ends; a button to /solutions below.
 */
export async function WorksiteExplorerBlock({ block, locale }: { block: WorksiteExplorerData; locale: string }) {
  const tabs = (block.tabs ?? []).filter((tab) => mediaImage(tab.image, tab.imgAlt))
  if (tabs.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.hotspots' })
  const idPrefix = `worksite-${block.id ?? 'x'}`
  const panel = (tab: Tab, i: number) => (
    <LazyDragScroller previousLabel={t('scrollLeft')} nextLabel={t('scrollRight')}>
      <LazyHotspotTooltips className="relative w-max">
        <Picture media={tab.image} alt={tab.imgAlt} sizes="(min-width: 640px) 2168px, 1548px" className="h-[400px] w-auto max-w-none bg-slate-100 sm:h-[560px]" />
        {(tab.dots ?? []).map((dot, j) => (
          <Hotspot key={dot.id ?? j} id={`${idPrefix}-${tab.id ?? i}-${dot.id ?? j}`} top={dot.top} left={dot.left} label={t('show', { heading: dot.heading })} closeLabel={t('close')} heading={dot.heading}>
            {dot.subheading && <p className="mt-2">{dot.subheading}</p>}
            {dot.ctaLabel && dot.ctaLink && (
              <a href={localHref(dot.ctaLink, locale)} className={cx('mt-3 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900', focusRing)}>
                {dot.ctaLabel}
              </a>
            )}
          </Hotspot>
        ))}
      </LazyHotspotTooltips>
    </LazyDragScroller>
  )
  return (
    <ExplorerSection block={block} idPrefix={idPrefix} panels={tabs.map((tab, i) => ({ id: tab.id ?? String(i), label: tab.label, content: panel(tab, i) }))}>
      <BlockButton label={block.ctaLabel} link={WORKSITE_BUTTON_LINK} locale={locale} />
    </ExplorerSection>
  )
}
