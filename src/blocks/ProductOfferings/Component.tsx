import type { ProductOfferingsBlock as ProductOfferingsData } from '@/payload-types'
import { BlockButton } from '../shared/BlockButton'
import { Picture } from '../shared/Picture'
import { RichText } from '../shared/RichText'
import { LazyOfferingsSwitcher as OfferingsSwitcher } from './LazyOfferingsSwitcher'
import { BlockSection } from '../shared/BlockSection'

type Offering = ProductOfferingsData['offerings'][number]

/** What an offering shows once chosen: its image, its text and its button; rendered here on the server. */
function OfferingDetails({ offering, locale }: { offering: Offering; locale: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      <Picture media={offering.image} alt={offering.imgAlt} sizes="(min-width: 1024px) 30vw, 100vw" className="aspect-4/3 h-auto w-full rounded-lg bg-slate-100 object-cover" />
      <div>
        <RichText data={offering.content} locale={locale} className="text-slate-800" />
        <BlockButton label={offering.ctaLabel} link={offering.ctaLink} locale={locale} className="mt-6" />
      </div>
    </div>
  )
}

/**
 * Spec 3 §2 "Product offerings": a hover list beside the chosen offering on desktop, an accordion
 * on phones and tablets. The texts and images are rendered here; only the choosing is the island.
 */
export function ProductOfferingsBlock({ block, locale }: { block: ProductOfferingsData; locale: string }) {
  const offerings = block.offerings ?? []
  if (offerings.length === 0) return null
  const idPrefix = `offerings-${block.id ?? 'x'}`
  const headingId = `${idPrefix}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <OfferingsSwitcher
        idPrefix={idPrefix}
        labelledBy={headingId}
        offerings={offerings.map((offering, i) => ({
          id: offering.id ?? String(i),
          label: offering.tabLabel,
          details: <OfferingDetails offering={offering} locale={locale} />,
        }))}
      />
    </BlockSection>
  )
}
