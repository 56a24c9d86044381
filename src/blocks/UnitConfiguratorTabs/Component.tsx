import { getTranslations } from 'next-intl/server'
import type { UnitConfiguratorTabsBlock as UnitConfiguratorTabsData } from '@/payload-types'
import { logger } from '@/lib/logger'
import { cx } from '@/ui/cx'
import { ImageGallery } from '@/ui/ImageGallery'
import { LazyGalleryCarousel } from '@/ui/LazyGalleryCarousel'
import { BlockButton } from '../shared/BlockButton'
import { galleryImages } from '../shared/mediaImage'
import { Picture } from '../shared/Picture'
import { RichText } from '../shared/RichText'
import { TabsSection } from '../shared/TabsSection'

type Tab = UnitConfiguratorTabsData['tabs'][number]
type Translate = Awaited<ReturnType<typeof getTranslations<'blocks.unitConfigurator'>>>

/** The log line of spec 3 §8 "Configurator with no tabs" (the block then renders nothing). */
export const NO_TABS_MESSAGE = 'Unit configurator tabs without tabs: nothing rendered'

const checkIcon = (
  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0 text-emerald-700">
    <path fillRule="evenodd" clipRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
  </svg>
)

async function StandardTab({ tab, locale }: { tab: Tab; locale: string }) {
  const images = galleryImages(tab.images)
  const tGallery = await getTranslations({ locale, namespace: 'blocks.gallery' })
  return (
    <div className={images.length > 0 ? 'grid items-start gap-8 lg:grid-cols-2 lg:gap-12' : undefined}>
      <div>
        <h3 className="text-2xl font-bold text-slate-900">{tab.heading ?? tab.tabLabel}</h3>
        <RichText data={tab.content} locale={locale} className="mt-3 text-lg text-slate-700" />
        {(tab.sections ?? []).map((section, i) => (
          <div key={section.id ?? i} className="mt-6">
            <h4 className="font-bold text-slate-900">{section.heading}</h4>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {(section.items ?? []).map((item, j) => (
                <li key={item.id ?? j} className="flex gap-2 text-slate-800">
                  {checkIcon}
                  {item.label}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {tab.footNote && <p className="mt-6 text-sm text-slate-600">{tab.footNote}</p>}
        <BlockButton label={tab.ctaLabel} link={tab.ctaLink} locale={locale} className="mt-6" />
      </div>
      <ImageGallery
        images={images}
        label={tGallery('label', { name: tab.heading ?? tab.tabLabel })}
        locale={locale}
        sizes="(min-width: 1024px) 45vw, 100vw"
        carousel={LazyGalleryCarousel}
        className="lg:order-first"
      />
    </div>
  )
}

const marker = (colour: string | null | undefined) => (
  <span aria-hidden="true" className={cx('mt-1.5 inline-block size-3 shrink-0 rounded-full ring-1', colour === 'blue' ? 'bg-blue-600 ring-blue-800' : 'bg-amber-400 ring-amber-700')} />
)

// Long French words wrap (hyphenated) rather than push a phone's table past the screen.
const cell = 'border-t border-slate-200 px-2 py-3 align-top hyphens-auto [overflow-wrap:anywhere] sm:px-4'

function ComparisonTab({ tab, t }: { tab: Tab; t: Translate }) {
  const unit1 = tab.unit1Name ?? ''
  const unit2 = tab.unit2Name ?? ''
  const units = [
    { name: unit1, image: tab.unit1Image, alt: tab.unit1ImgAlt },
    { name: unit2, image: tab.unit2Image, alt: tab.unit2ImgAlt },
  ]
  const head = (first: string) => (
    <thead>
      <tr className="bg-slate-50 text-slate-900">
        <th scope="col" className="px-2 py-3 align-bottom hyphens-auto [overflow-wrap:anywhere] sm:px-4">
          {first}
        </th>
        <th scope="col" className="px-2 py-3 align-bottom hyphens-auto [overflow-wrap:anywhere] sm:px-4">
          {unit1}
        </th>
        <th scope="col" className="px-2 py-3 align-bottom hyphens-auto [overflow-wrap:anywhere] sm:px-4">
          {unit2}
        </th>
      </tr>
    </thead>
  )
  const comparisons = tab.comparisons ?? []
  const useCases = tab.useCases ?? []
  return (
    <div className="max-w-4xl">
      <div className="grid grid-cols-2 gap-4 sm:gap-8">
        {units.map((unit, i) => (
          <figure key={i} className="flex flex-col items-center text-center">
            <Picture media={unit.image} alt={unit.alt} sizes="(min-width: 896px) 430px, 50vw" className="aspect-4/3 h-auto w-full rounded-xl bg-slate-100 object-cover" />
            <figcaption className="mt-3 text-lg font-bold text-slate-900">{unit.name}</figcaption>
          </figure>
        ))}
      </div>
      {comparisons.length > 0 && (
        <table className="mt-8 w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{t('comparisonCaption', { unit1, unit2 })}</caption>
          {head(t('compared'))}
          <tbody>
            {comparisons.map((row, i) => (
              <tr key={row.id ?? i}>
                <th scope="row" className={cx(cell, 'font-semibold text-slate-900')}>
                  {row.comparison}
                </th>
                <td className={cx(cell, 'text-slate-800')}>{row.unit1}</td>
                <td className={cx(cell, 'text-slate-800')}>{row.unit2}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {useCases.length > 0 && (
        <>
          {tab.useCaseTitle && <h3 className="mt-10 text-2xl font-bold text-slate-900">{tab.useCaseTitle}</h3>}
          <table className="mt-4 w-full border-collapse text-left text-sm sm:text-base">
            <caption className="sr-only">{tab.useCaseTitle || t('useCasesCaption', { unit1, unit2 })}</caption>
            {head(t('useCase'))}
            <tbody>
              {useCases.map((row, i) => (
                <tr key={row.id ?? i}>
                  <th scope="row" className={cx(cell, 'font-semibold text-slate-900')}>
                    {row.comparison}
                  </th>
                  <td className={cx(cell, 'text-slate-800')}>
                    <span className="flex gap-2" data-marker={row.comparison1Colour === 'blue' ? 'blue' : 'yellow'}>
                      {marker(row.comparison1Colour)}
                      {row.comparison1Text}
                    </span>
                  </td>
                  <td className={cx(cell, 'text-slate-800')}>
                    <span className="flex gap-2" data-marker={row.comparison2Colour === 'blue' ? 'blue' : 'yellow'}>
                      {marker(row.comparison2Colour)}
                      {row.comparison2Text}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  )
}

/**
 * Spec 3 §2 "Unit configurator (tabbed)": tab pills, a dropdown on phones past 2 tabs; the first
 * tab open. Choosing a tab mounts its panel afresh, so its gallery starts on its first image
 * (spec 3 §4). No tabs: a log line and nothing rendered (§8).
 */
export async function UnitConfiguratorTabsBlock({ block, locale }: { block: UnitConfiguratorTabsData; locale: string }) {
  const tabs = block.tabs ?? []
  if (tabs.length === 0) {
    logger.warn({ block: block.id }, NO_TABS_MESSAGE)
    return null
  }
  const t = await getTranslations({ locale, namespace: 'blocks.unitConfigurator' })
  return (
    <TabsSection
      block={block}
      idPrefix={`unit-tabs-${block.id ?? 'x'}`}
      variant="pills"
      tabClassName="px-5"
      panelClassName="pt-6"
      unmountInactive
      phoneSelect={{ label: t('choose') }}
      items={tabs.map((tab, i) => ({
        id: tab.id ?? String(i),
        label: tab.tabLabel,
        content: tab.kind === 'comparison' ? <ComparisonTab tab={tab} t={t} /> : <StandardTab tab={tab} locale={locale} />,
      }))}
    />
  )
}
