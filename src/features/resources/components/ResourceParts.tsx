import { paragraphs } from '@/lib/paragraphs'
import { buttonClassName } from '@/ui/Button'
import type { CardImage as CardImageData } from '../answers'

// Shared components (no 'use client'): the parts an event's and an article's card and page have in common.

type Image = CardImageData | null

/** A card's image (Payload's 768 px rendition, sized), or a plain placeholder of the same shape. */
export function CardImage({ image, priority }: { image: Image; priority: boolean }) {
  if (!image) return <div aria-hidden="true" className="aspect-[16/9] w-full bg-gradient-to-br from-brand-100 to-slate-200" />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's 768 px card rendition, sized: no optimizer round trip
    <img
      src={image.url}
      alt={image.alt}
      width={image.width ?? 768}
      height={image.height ?? 432}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className="aspect-[16/9] w-full bg-slate-100 object-cover"
    />
  )
}

/**
 * A resource's card: image, an optional eyebrow (its industry…), title, summary, and a button to its
 * page whose accessible name names the card (`buttonLabel` is the visible text, `buttonName` the full name).
 */
export function ResourceCard({ id, image, eyebrow, title, excerpt, href, buttonLabel, buttonName, headingLevel = 2, priority = false }: {
  id: string
  image: Image
  eyebrow?: string | null
  title: string
  excerpt: string | null
  href: string
  buttonLabel: string
  buttonName: string
  headingLevel?: 2 | 3 | 4
  priority?: boolean
}) {
  const Heading = (`h${headingLevel}` as const)
  return (
    <article aria-labelledby={id} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage image={image} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{eyebrow}</p>}
        <Heading id={id} className="text-lg font-bold leading-snug text-slate-900">
          {title}
        </Heading>
        {excerpt && <p className="text-slate-700">{excerpt}</p>}
        <a href={href} aria-label={buttonName} className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}>
          {buttonLabel}
        </a>
      </div>
    </article>
  )
}

/** Key/value facts (when, where, published, industry…) as a definition list. */
export function FactList({ facts, className }: { facts: { key: string; label: string; value: string }[]; className: string }) {
  if (facts.length === 0) return null
  return (
    <dl className={`grid grid-cols-[auto_1fr] ${className}`}>
      {facts.map((fact) => (
        <div key={fact.key} className="contents">
          <dt className="font-semibold text-slate-900">{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A page's image, then its summary (in bold) and its paragraphs. */
export function ResourceBody({ image, excerpt, body }: { image: Image; excerpt: string | null; body: string | null }) {
  return (
    <>
      {image && (
        // eslint-disable-next-line @next/next/no-img-element -- Payload's rendition, sized: no optimizer round trip
        <img src={image.url} alt={image.alt} width={image.width ?? 768} height={image.height ?? 432} fetchPriority="high" className="mt-8 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover" />
      )}
      <div className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800">
        {(excerpt ? [excerpt] : []).concat(paragraphs(body)).map((paragraph, i) => (
          <p key={i} className={i === 0 ? 'font-semibold text-slate-900' : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
    </>
  )
}
