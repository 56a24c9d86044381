import { pickChoice } from '@/lib/choices'
/** The choices of a call-to-action banner (spec 3 §3 "Banner section") and their classes. */
export const BANNER_BACKGROUNDS = ['navy', 'light', 'white', 'yellow'] as const
export const BANNER_PADDINGS = ['none', 'small', 'medium', 'large'] as const

type Background = (typeof BANNER_BACKGROUNDS)[number]
type Padding = (typeof BANNER_PADDINGS)[number]


const TOP: Record<Padding, string> = { none: 'pt-0', small: 'pt-8', medium: 'pt-14', large: 'pt-24' }
const BOTTOM: Record<Padding, string> = { none: 'pb-0', small: 'pb-8', medium: 'pb-14', large: 'pb-24' }

export const paddingClasses = (top: string | null | undefined, bottom: string | null | undefined): string =>
  `${TOP[pickChoice(BANNER_PADDINGS, top, 'medium')]} ${BOTTOM[pickChoice(BANNER_PADDINGS, bottom, 'medium')]}`

/** Colours of each background, every pair at least WCAG AA (the label, the subheading, the buttons). */
export type BannerTheme = { section: string; label: string; muted: string; dark: boolean; grid: string }

const THEMES: Record<Background, BannerTheme> = {
  navy: { section: 'bg-brand-900 text-white', label: 'text-accent-400', muted: 'text-slate-200', dark: true, grid: 'rgb(255 255 255 / 0.08)' },
  light: { section: 'bg-brand-50 text-brand-900', label: 'text-brand-700', muted: 'text-slate-700', dark: false, grid: 'rgb(30 64 175 / 0.09)' },
  white: { section: 'bg-white text-brand-900', label: 'text-brand-700', muted: 'text-slate-700', dark: false, grid: 'rgb(15 23 42 / 0.07)' },
  yellow: { section: 'bg-accent-400 text-slate-900', label: 'text-slate-900', muted: 'text-slate-900', dark: false, grid: 'rgb(15 23 42 / 0.08)' },
}

export const bannerTheme = (background: string | null | undefined): BannerTheme => THEMES[pickChoice(BANNER_BACKGROUNDS, background, 'navy')]

/** A chat script turns the chat area on (it is never run: see docs/decisions.md). */
export const hasChat = (script: string | null | undefined): boolean => Boolean(script?.trim())
