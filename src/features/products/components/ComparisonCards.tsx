import type { Locale } from '@/i18n/routing'
import { formatMoneyNoDecimals, type Currency } from '@/lib/money'
import { configuratorHref, type ComparisonCard, type ComparisonGroup } from '../comparison'
import { getTranslations } from 'next-intl/server'

const columnClass = 'rounded-xl p-4 md:p-5 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-y-4'

type Props = {
  groups: ComparisonGroup[]
  locale: Locale
  currency: Currency
  billingCycleDays: number
  /** The categories' heading level: 2 on the compare-products page, 3 under a block's own heading. */
  headingLevel?: 2 | 3
  /** Prefix of the categories' heading ids, unique on the page. */
  idPrefix?: string
  /** The first row of cards is the page's largest paint (the compare-products page): load it first. */
  priority?: boolean
}
type T = Awaited<ReturnType<typeof getTranslations<'products'>>>

/**
 * The containers side by side (server-rendered, no client JavaScript): one column per category on
 * large screens so 20 ft and 40 ft line up across categories; the highlighted category is framed
 * and labelled (not by colour alone). Each card links to the configurator with its tab preselected.
 */
export async function ComparisonCards({ groups, locale, currency, billingCycleDays, headingLevel = 2, priority = true, idPrefix = 'category' }: Props) {
  const CategoryHeading = headingLevel === 2 ? 'h2' : 'h3'
  const t = await getTranslations({ locale, namespace: 'products' })
  if (groups.length === 0) return <p className="mt-8 text-lg text-slate-700">{t('empty')}</p>
  return (
    // On large screens each category is a column spanning three rows of the outer grid (heading,
    // 20 ft card, 40 ft card) through subgrid, so the cards of each size line up across categories.
    <div className="mt-8 grid gap-8 md:mt-10 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto] lg:gap-x-6 lg:gap-y-4">
      {groups.map((group, groupIndex) => (
        <section
          key={group.code}
          aria-labelledby={`${idPrefix}-${group.code}`}
          data-highlighted={group.highlighted ? 'true' : undefined}
          className={
            group.highlighted
              ? `${columnClass} bg-amber-50 ring-2 ring-accent-500`
              : `${columnClass} border border-slate-200 bg-slate-50`
          }
        >
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <CategoryHeading id={`${idPrefix}-${group.code}`} className="text-2xl font-bold tracking-tight text-brand-900">
                {group.name}
              </CategoryHeading>
              {group.highlighted && <p className="rounded-full bg-accent-400 px-3 py-0.5 text-sm font-bold text-slate-900">{t('highlighted')}</p>}
            </div>
            {group.description && <p className="mt-2 text-slate-700">{group.description}</p>}
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:row-span-2 lg:mt-0 lg:grid-cols-1 lg:grid-rows-subgrid">
            {group.cards.map((card, cardIndex) => (
              <li key={card.id}>
                <Card card={card} href={configuratorHref(locale, group.code)} t={t} price={formatMoneyNoDecimals(card.fromPrice, currency, locale)} days={billingCycleDays} firstRow={priority && cardIndex === 0} lcp={priority && groupIndex === 0 && cardIndex === 0} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

type CardProps = { card: ComparisonCard; href: string; t: T; price: string; days: number; firstRow: boolean; lcp: boolean; headingLevel: 3 | 4 }

function Card({ card, href, t, price, days, firstRow, lcp, headingLevel }: CardProps) {
  const CardHeading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      {card.image && (
        // Plain <img>: the drawings are already sized by Payload (card rendition), and no image
        // component script is needed. The first row is the LCP candidate: load it eagerly.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={card.image.url}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          loading={firstRow ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : undefined}
          decoding="async"
          className="aspect-[3/2] h-auto w-full bg-slate-100 object-contain"
        />
      )}
      <div className="flex flex-1 flex-col p-4">
        <CardHeading className="text-lg font-semibold text-slate-900">{card.name}</CardHeading>
        <p className="text-sm font-medium text-slate-600">{t('length', { length: card.length })}</p>
        {card.keySpecifications.length > 0 && (
          <ul aria-label={t('keySpecifications', { name: card.name })} className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {card.keySpecifications.map((spec) => (
              <li key={spec}>{spec}</li>
            ))}
          </ul>
        )}
        <p className="mt-4 flex-1 font-semibold text-slate-900">{t('fromPrice', { price, days })}</p>
        <a
          href={href}
          className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-900"
        >
          {t('configure')}
          <span className="sr-only">{t('configureName', { name: card.name })}</span>
        </a>
      </div>
    </article>
  )
}
