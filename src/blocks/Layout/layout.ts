import { pickChoice } from '@/lib/choices'
/** The choices of a layout row and column (spec 3 §3 "Row", "Layout column"), with their classes. */
export const ROW_GAPS = ['none', 'small', 'medium', 'large'] as const
export const FLEX_STYLES = ['start', 'center', 'end', 'between'] as const
export const COLUMN_BACKGROUNDS = ['none', 'light', 'blue', 'navy'] as const

type RowGap = (typeof ROW_GAPS)[number]
type FlexStyle = (typeof FLEX_STYLES)[number]


const GAP_CLASSES: Record<RowGap, string> = { none: 'gap-0', small: 'gap-4', medium: 'gap-8', large: 'gap-12' }
const FLEX_CLASSES: Record<FlexStyle, string> = { start: 'justify-start', center: 'justify-center', end: 'justify-end', between: 'justify-between' }

export const gapClass = (gap: string | null | undefined): string => GAP_CLASSES[pickChoice(ROW_GAPS, gap, 'medium')]

export const flexClass = (style: string | null | undefined): string => FLEX_CLASSES[pickChoice(FLEX_STYLES, style, 'start')]

/** A column's background and the text colours that read on it (contrast AA); `padded` when it has a background. */
export const backgroundOf = (background: string | null | undefined): { className: string; dark: boolean; padded: boolean } => {
  switch (pickChoice(COLUMN_BACKGROUNDS, background, 'none')) {
    case 'light':
      return { className: 'bg-slate-100 text-slate-900', dark: false, padded: true }
    case 'blue':
      return { className: 'bg-brand-50 text-slate-900', dark: false, padded: true }
    case 'navy':
      return { className: 'bg-brand-900 text-white', dark: true, padded: true }
    case 'none':
      return { className: 'text-slate-900', dark: false, padded: false }
  }
}

/**
 * A column's width on wide screens, as a CSS percentage (10–100 %; 50 % when missing). Columns may
 * shrink below it to make room for the gaps, so widths adding up to 100 % fit on one line.
 */
export const columnWidth = (width: number | null | undefined): string => {
  const percent = typeof width === 'number' && Number.isFinite(width) ? Math.min(100, Math.max(10, width)) : 50
  return `${Math.round(percent * 100) / 100}%`
}

/** The row's image height cap in px on wide screens, or undefined (none). */
export const maxImageHeight = (maxHeight: number | null | undefined): string | undefined =>
  typeof maxHeight === 'number' && maxHeight > 0 ? `${Math.round(Math.min(1200, Math.max(120, maxHeight)))}px` : undefined
