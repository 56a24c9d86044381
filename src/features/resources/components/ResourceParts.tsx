import { paragraphs } from '@/lib/paragraphs'
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
