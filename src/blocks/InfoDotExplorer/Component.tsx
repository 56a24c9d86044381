import { getTranslations } from 'next-intl/server'
import type { InfoDotExplorerBlock as InfoDotExplorerData } from '@/payload-types'
import { Hotspot } from '@/ui/Hotspot'
import { LazyHotspotTooltips } from '@/ui/LazyHotspots'
import { ExplorerSection } from '../shared/ExplorerSection'
import { mediaImage } from '../shared/mediaImage'
import { Picture } from '../shared/Picture'

type Tab = InfoDotExplorerData['tabs'][number]

/**
 * Spec 3 §2 "package-level image with info dots": an image per tab (pills past one), its dots
 * opening one tooltip at a time (heading, text, footer). Rendered on the server; the tooltips
 * open without script (`ui/Hotspot`), and a small island places them beside their dot.
 */
export async function InfoDotExplorerBlock({ block, locale }: { block: InfoDotExplorerData; locale: string }) {
  const tabs = (block.tabs ?? []).filter((tab) => mediaImage(tab.image, tab.imgAlt))
  if (tabs.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'blocks.hotspots' })
  const idPrefix = `info-dots-${block.id ?? 'x'}`
  const panel = (tab: Tab, i: number) => (
    <LazyHotspotTooltips className="relative mx-auto max-w-5xl">
      <Picture media={tab.image} alt={tab.imgAlt} sizes="(min-width: 1088px) 1024px, calc(100vw - 2rem)" className="h-auto w-full rounded-xl bg-slate-100" />
      {(tab.dots ?? []).map((dot, j) => (
        <Hotspot key={dot.id ?? j} id={`${idPrefix}-${tab.id ?? i}-${dot.id ?? j}`} top={dot.top} left={dot.left} label={t('show', { heading: dot.heading })} closeLabel={t('close')} heading={dot.heading}>
          {dot.subheading && <p className="mt-2">{dot.subheading}</p>}
          {dot.footer && <p className="mt-3 text-sm font-semibold text-brand-800">{dot.footer}</p>}
        </Hotspot>
      ))}
    </LazyHotspotTooltips>
  )
  return <ExplorerSection block={block} idPrefix={idPrefix} panels={tabs.map((tab, i) => ({ id: tab.id ?? String(i), label: tab.tabLabel, content: panel(tab, i) }))} />
}
