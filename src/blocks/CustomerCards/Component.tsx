import type { CSSProperties } from 'react'
import type { CustomerCardsBlock as CustomerCardsData } from '@/payload-types'
import { localHref } from '@/features/site-shell'
import { LazyStaggerReveal as StaggerReveal } from '@/ui/LazyStaggerReveal'
import { BlockSection } from '../shared/BlockSection'
import { Picture } from '../shared/Picture'
import { initialsOf } from './initials'

type Customer = CustomerCardsData['customers'][number]

function CustomerCard({ customer, locale }: { customer: Customer; locale: string }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        {customer.logo ? (
          <Picture media={customer.logo} alt={customer.imgAlt} sizes="64px" className="size-16 shrink-0 rounded-full bg-slate-100 object-contain" />
        ) : (
          <span aria-hidden="true" className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-900">
            {initialsOf(customer.name)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-slate-900">{customer.name}</h3>
          {customer.industry && <p className="text-sm text-slate-700">{customer.industry}</p>}
        </div>
      </div>
      <p className="mt-4 flex-1 text-slate-800">{customer.summary}</p>
      {customer.ctaLabel && customer.ctaLink && (
        <a href={localHref(customer.ctaLink, locale)} className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {customer.ctaLabel}
        </a>
      )}
    </article>
  )
}

/**
 * Spec 3 §2 "customer cards": a grid of the businesses that rent from us. Rendered on the server;
 * the island only staggers their appearance (§9: 500 ms apart, from 500 px below the viewport's top).
 */
export function CustomerCardsBlock({ block, locale }: { block: CustomerCardsData; locale: string }) {
  const customers = block.customers ?? []
  if (customers.length === 0) return null
  const headingId = `customer-cards-${block.id ?? 'x'}-heading`
  return (
    <BlockSection anchorId={block.anchorId} headingId={headingId} heading={block.heading} subheading={block.subheading}>
      <StaggerReveal label={block.heading} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {customers.map((customer, i) => (
          <li key={customer.id ?? i} style={{ '--stagger-index': i } as CSSProperties}>
            <CustomerCard customer={customer} locale={locale} />
          </li>
        ))}
      </StaggerReveal>
    </BlockSection>
  )
}
