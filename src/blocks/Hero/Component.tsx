import type { HeroBlock as HeroBlockData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { ContainerIllustration } from './ContainerIllustration'

export function HeroBlock({ block, locale, isFirst }: { block: HeroBlockData; locale: string; isFirst: boolean }) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-2 lg:px-8">
        <div>
          {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{block.eyebrow}</p>}
          <Heading className="mt-2 text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">{block.heading}</Heading>
          {block.subheading && <p className="mt-4 max-w-xl text-lg text-slate-700">{block.subheading}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {block.primaryCtaLabel && block.primaryCtaLink && (
              <a href={localHref(block.primaryCtaLink, locale)} data-analytics="homepage-cta" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900">
                {block.primaryCtaLabel}
              </a>
            )}
            {block.secondaryCtaLabel && block.secondaryCtaLink && (
              <a href={localHref(block.secondaryCtaLink, locale)} data-analytics="homepage-cta" className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50">
                {block.secondaryCtaLabel}
              </a>
            )}
          </div>
        </div>
        <ContainerIllustration />
      </div>
    </section>
  )
}
