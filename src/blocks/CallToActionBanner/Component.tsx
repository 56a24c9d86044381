import type { CallToActionBannerBlock as BannerData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { headingLines } from './headingLines'

export function CallToActionBannerBlock({ block, locale }: { block: BannerData; locale: string }) {
  const dark = block.background !== 'light'
  return (
    <section className={dark ? 'bg-brand-900 text-white' : 'bg-brand-50 text-brand-900'}>
      <div className="mx-auto max-w-5xl px-4 py-14 text-center lg:px-8">
        {block.label && <p className={`text-sm font-semibold uppercase tracking-wide ${dark ? 'text-accent-400' : 'text-brand-700'}`}>{block.label}</p>}
        <h2 className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
          {headingLines(block.heading).map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </h2>
        {block.subheading && <p className={`mx-auto mt-4 max-w-2xl text-lg ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{block.subheading}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {block.primaryCtaLabel && block.primaryCtaLink && (
            <a href={localHref(block.primaryCtaLink, locale)} className="rounded-md bg-accent-400 px-5 py-3 font-semibold text-slate-900 hover:bg-accent-500">
              {block.primaryCtaLabel}
            </a>
          )}
          {block.secondaryCtaLabel && block.secondaryCtaLink && (
            <a
              href={localHref(block.secondaryCtaLink, locale)}
              className={`rounded-md border px-5 py-3 font-semibold ${dark ? 'border-white text-white hover:bg-white/10' : 'border-brand-700 text-brand-700 hover:bg-white'}`}
            >
              {block.secondaryCtaLabel}
            </a>
          )}
        </div>
      </div>
    </section>
  )
}
