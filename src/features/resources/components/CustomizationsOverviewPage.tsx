import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { customizationPathOf, type CustomizationCard, type CustomizationGroup } from '../customizations'
import { ResourceCard } from './ResourceParts'

/** A customization's card (on the overview, in a customizations tabs block): image, title, summary, and a button to its page. */
export async function CustomizationCardView({ customization, locale, priority = false, headingLevel = 3 }: { customization: CustomizationCard; locale: Locale; priority?: boolean; headingLevel?: 3 | 4 }) {
  const t = await getTranslations({ locale, namespace: 'resources.customization' })
  return (
    <ResourceCard
      id={`customization-${customization.id}`}
      image={customization.image}
      title={customization.title}
      excerpt={customization.excerpt}
      href={`/${locale}${customizationPathOf(customization)}`}
      buttonLabel={t('view')}
      buttonName={t('viewLabel', { title: customization.title })}
      headingLevel={headingLevel}
      priority={priority}
    />
  )
}

/**
 * /{locale}/customizations/overview: every published customization, a section per category (its
 * slug is the section's anchor), with a link to each category's section first.
 */
export async function CustomizationsOverviewPage({ locale, groups }: { locale: Locale; groups: CustomizationGroup[] }) {
  const t = await getTranslations({ locale, namespace: 'resources.customizations' })
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 lg:px-8 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t('heading')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
      {groups.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-lg font-semibold text-slate-900">{t('none')}</p>
      ) : (
        <>
          <nav aria-label={t('categories')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {groups.map(({ category }) => (
                <li key={category.slug}>
                  <a href={`#${category.slug}`} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ category, items }, g) => (
            <section key={category.slug} id={category.slug} aria-labelledby={`${category.slug}-heading`} className="mt-12 scroll-mt-24">
              <h2 id={`${category.slug}-heading`} className="text-2xl font-bold text-brand-900">
                {category.name}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((customization, i) => (
                  <li key={customization.id}>
                    <CustomizationCardView customization={customization} locale={locale} priority={g === 0 && i === 0} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
      <p className="mt-12">
        <a href={`/${locale}/request-quote`} className={buttonClassName({ variant: 'primary' })}>
          {t('cta')}
        </a>
      </p>
    </div>
  )
}
