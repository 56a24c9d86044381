import type { Locale } from '@/i18n/routing'
import type { UnitLabels, UnitsT } from '../labels'
import type { UnitImage, UnitView } from '../view'

/**
 * A used unit's page header and details (server component): type and number, price (USD with no
 * decimals) with the best-offer badge, location, pictures, description and the details list.
 */
export function UnitDetails({
  unit,
  labels,
  t,
  eyebrow,
  heading,
}: {
  unit: UnitView
  labels: UnitLabels
  t: UnitsT
  locale: Locale
  eyebrow: string
  heading: string
}) {
  const [main, ...others] = unit.images
  return (
    <article aria-labelledby="unit-heading" className="min-w-0">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h1 id="unit-heading" className="mt-1 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">
        {heading}
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-3xl font-bold text-slate-900">{labels.price}</p>
        {unit.obo && unit.status !== 'sold' ? (
          <span className="inline-flex items-center rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
            {t('obo')}
          </span>
        ) : null}
        {unit.status !== 'available' ? (
          <span className="inline-flex items-center rounded-full bg-slate-800 px-3 py-1 text-sm font-semibold text-white">{labels.status}</span>
        ) : null}
      </div>
      <p className="mt-3 flex items-center gap-2 text-slate-700">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5 shrink-0 text-brand-700">
          <path
            fillRule="evenodd"
            d="m9.69 18.933.003.001C9.89 19.02 10 19 10 19s.11.02.308-.066l.002-.001.006-.003.018-.008a5.741 5.741 0 0 0 .281-.14c.186-.096.446-.24.757-.433.62-.384 1.445-.966 2.274-1.765C15.302 14.988 17 12.493 17 9A7 7 0 1 0 3 9c0 3.492 1.698 5.988 3.355 7.584a13.731 13.731 0 0 0 2.273 1.765 11.842 11.842 0 0 0 .976.544l.062.029.018.008.006.003ZM10 11.25a2.25 2.25 0 1 0 0-4.5 2.25 2.25 0 0 0 0 4.5Z"
            clipRule="evenodd"
          />
        </svg>
        {labels.place}
      </p>

      <div className="mt-6">
        {main ? (
          <figure>
            <Picture image={main} priority sizes="(min-width: 1280px) 720px, (min-width: 1024px) 55vw, 100vw" />
            {others.length > 0 ? (
              <ul aria-label={t('photos', { unitNumber: unit.unitNumber })} className="mt-3 grid grid-cols-2 gap-3">
                {others.map((image) => (
                  <li key={image.id}>
                    <Picture image={image} sizes="(min-width: 1024px) 27vw, 50vw" />
                  </li>
                ))}
              </ul>
            ) : null}
          </figure>
        ) : (
          <p className="flex aspect-[3/2] items-center justify-center rounded-lg bg-slate-100 text-slate-600">{t('noPhoto')}</p>
        )}
      </div>

      {unit.description ? <p className="mt-6 max-w-prose text-lg text-slate-700">{unit.description}</p> : null}

      <section aria-labelledby="unit-details-heading" className="mt-8">
        <h2 id="unit-details-heading" className="text-xl font-bold text-brand-900">
          {t('details.heading')}
        </h2>
        <dl className="mt-3 border-t border-slate-200">
          {(
            [
              ['unitNumber', unit.unitNumber],
              ['productType', labels.productType],
              ['location', labels.place],
              ['price', unit.obo ? `${labels.price} (${t('obo').toLowerCase()})` : labels.price],
              ['status', labels.status],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-wrap justify-between gap-x-6 gap-y-1 border-b border-slate-200 py-3">
              <dt className="font-semibold text-slate-700">{t(`details.${key}`)}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </article>
  )
}

function Picture({ image, priority = false, sizes }: { image: UnitImage; priority?: boolean; sizes: string }) {
  const srcSet = [image.thumbnail, image.card, image]
    .filter((rendition, index, all) => all.findIndex((other) => other.width === rendition.width) === index)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ')
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's renditions in a srcset: no image optimizer round trip, no client code
    <img
      src={image.card.url}
      srcSet={srcSet}
      sizes={sizes}
      alt={image.alt}
      width={image.card.width}
      height={image.card.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? 'sync' : 'async'}
      className="aspect-[3/2] h-auto w-full rounded-lg bg-slate-100 object-cover"
    />
  )
}
