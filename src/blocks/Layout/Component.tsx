import type { CSSProperties } from 'react'
import type { LayoutBlock as LayoutData, LayoutImageBlock, LayoutTextBannerBlock, LayoutTextImagesBlock } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { paragraphs } from '@/lib/paragraphs'
import { cx } from '@/ui/cx'
import { MiniFormBlock } from '../MiniForm/Component'
import { QuoteFormBlock } from '../QuoteForm/Component'
import { Picture } from '../shared/Picture'
import { RichText } from '../shared/RichText'
import { backgroundOf, columnWidth, flexClass, gapClass, maxImageHeight } from './layout'

type Row = Pick<LayoutData['rows'][number], 'gap' | 'maxHeight' | 'columns'>
type Column = Row['columns'][number]
type ContentBlock = NonNullable<LayoutData['rows'][number]['columns'][number]['blocks']>[number]

/** A layout image fills its column, up to its row's maximum height on wider screens. */
const layoutImageClass = 'h-auto w-full rounded-lg bg-slate-100 object-cover min-[641px]:max-h-(--row-image-max-h)'

function ImageContent({ block }: { block: LayoutImageBlock }) {
  return (
    <figure>
      <Picture media={block.image} alt={block.imgAlt} sizes="(min-width: 641px) 50vw, 100vw" className={layoutImageClass} />
      {block.caption && <figcaption className="mt-2 text-sm opacity-90">{block.caption}</figcaption>}
    </figure>
  )
}

function TextImages({ block }: { block: LayoutTextImagesBlock }) {
  const images = block.images ?? []
  return (
    <div className="space-y-4">
      {block.heading && <h3 className="text-xl font-semibold">{block.heading}</h3>}
      {paragraphs(block.text).map((text, i) => (
        <p key={i} className="leading-relaxed">
          {text}
        </p>
      ))}
      {images.length > 0 && (
        <div className={cx('grid gap-3', images.length > 1 && 'grid-cols-2')}>
          {images.map((item, i) => (
            <Picture key={item.id ?? i} media={item.image} alt={item.imgAlt} sizes={images.length > 1 ? '(min-width: 641px) 25vw, 50vw' : '(min-width: 641px) 50vw, 100vw'} className={cx(layoutImageClass, 'aspect-4/3')} />
          ))}
        </div>
      )}
    </div>
  )
}

function TextBanner({ block, locale, dark }: { block: LayoutTextBannerBlock; locale: string; dark: boolean }) {
  return (
    <div className={cx('rounded-lg border-l-4 p-5', dark ? 'border-accent-400 bg-white/10' : 'border-brand-700 bg-white')}>
      <h3 className="text-lg font-semibold">{block.heading}</h3>
      {paragraphs(block.text).map((text, i) => (
        <p key={i} className="mt-2 leading-relaxed">
          {text}
        </p>
      ))}
      {block.linkLabel && block.link && (
        <a href={localHref(block.link, locale)} className={cx('mt-3 inline-block font-semibold underline underline-offset-4', dark ? 'text-white' : 'text-brand-700 hover:text-brand-900')}>
          {block.linkLabel}
        </a>
      )}
    </div>
  )
}

/** `titled`: the layout has a heading, so a column's form heading is one level below it (the outline stays valid). */
type Placement = { locale: string; titled: boolean }

function Content({ block, locale, titled, dark }: Placement & { block: ContentBlock; dark: boolean }) {
  switch (block.blockType) {
    case 'layoutRichText':
      return <RichText data={block.content} locale={locale} className={dark ? '[&_a]:text-white' : '[&_a]:text-brand-700'} />
    case 'layoutImage':
      return <ImageContent block={block} />
    case 'layoutTextImages':
      return <TextImages block={block} />
    case 'layoutTextBanner':
      return <TextBanner block={block} locale={locale} dark={dark} />
    case 'miniForm':
      return <MiniFormBlock block={block} locale={locale} inColumn />
    case 'quoteForm':
      return <QuoteFormBlock block={block} locale={locale} inColumn underHeading={titled} />
    case 'layoutRow':
      return <ColumnsRow row={block} locale={locale} titled={titled} />
    default:
      return null
  }
}

function LayoutColumn({ column, ...placement }: Placement & { column: Column }) {
  const background = backgroundOf(column.background)
  return (
    <div
      style={{ '--column-width': columnWidth(column.width) } as CSSProperties}
      className={cx('flex min-w-0 flex-col gap-6', 'min-[641px]:basis-(--column-width)', flexClass(column.flexStyle), background.className, background.padded && 'rounded-xl p-6')}
      data-layout-column=""
    >
      {(column.blocks ?? []).map((block, i) => (
        <Content key={block.id ?? i} block={block} {...placement} dark={background.dark} />
      ))}
    </div>
  )
}

/** Columns side by side from 641 px (at most 640 px is a phone, spec 3 §9) (their widths in percent, shrinking to make room for the gap), stacked on phones. */
function ColumnsRow({ row, ...placement }: Placement & { row: Row }) {
  const imageCap = maxImageHeight(row.maxHeight)
  return (
    <div
      style={imageCap ? ({ '--row-image-max-h': imageCap } as CSSProperties) : undefined}
      className={cx('flex flex-col', 'min-[641px]:flex-row', gapClass(row.gap))}
      data-layout-row=""
    >
      {(row.columns ?? []).map((column, i) => (
        <LayoutColumn key={column.id ?? i} column={column} {...placement} />
      ))}
    </div>
  )
}

/**
 * Spec 3 "multi-column layouts": rows of columns, each column holding rich text, images, text with
 * images, text banners, a mini-form, a quote form or a nested row. Rendered on the server only,
 * but for the forms' islands.
 */
export function LayoutBlock({ block, locale }: { block: LayoutData; locale: string }) {
  return (
    <section id={block.anchorId || undefined} className="mx-auto max-w-7xl scroll-mt-[150px] px-4 py-12 focus:outline-none lg:px-8">
      {block.heading && <h2 className="text-3xl font-bold tracking-tight text-brand-900">{block.heading}</h2>}
      {block.subheading && <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.subheading}</p>}
      <div className={cx('space-y-8', (block.heading || block.subheading) && 'mt-8')}>
        {(block.rows ?? []).map((row, i) => (
          <ColumnsRow key={row.id ?? i} row={row} locale={locale} titled={Boolean(block.heading)} />
        ))}
      </div>
    </section>
  )
}
