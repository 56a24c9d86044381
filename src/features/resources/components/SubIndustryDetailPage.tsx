import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { solutionsListUrl } from '../solutions'
import { SOLUTIONS_OVERVIEW_PATH, type SubIndustryPageData } from '../subIndustries'
import { CardImage, ResourceBody } from './ResourceParts'
import { SolutionCardView } from './SolutionCardView'
import { TestimonialsCarousel } from './TestimonialsCarousel'

/**
 * /{locale}/solutions/{industrySlug}/{slug}: a sub-industry with its structured data (a Service), its
 * use cases (each its own anchor, `#slug`), its customers' testimonials, its industry's outfitting
 * packages, and a request for a quote.
 */
export async function SubIndustryDetailPage({ locale, data }: { locale: Locale; data: SubIndustryPageData }) {
  const t = await getTranslations({ locale, namespace: 'resources.subIndustry' })
  const { subIndustry, useCases, testimonials, packages } = data
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data.jsonLd).replace(/</g, '\\u003c') }} />
        <p>
          <a href={`/${locale}${SOLUTIONS_OVERVIEW_PATH}`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
            ← {t('back')}
          </a>
        </p>
        {subIndustry.industry && <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{subIndustry.industry.name}</p>}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{subIndustry.title}</h1>
        <ResourceBody image={subIndustry.image} excerpt={subIndustry.excerpt} body={data.body} />
      </article>
      {useCases.length > 0 && (
        <section aria-labelledby="use-cases" className="mx-auto max-w-7xl px-4 pb-12 lg:px-8">
          <h2 id="use-cases" className="text-2xl font-bold tracking-tight text-brand-900">
            {t('useCases', { title: subIndustry.title })}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {useCases.map((useCase) => (
              <li key={useCase.id} id={useCase.slug} className="scroll-mt-28 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                {useCase.image && <CardImage image={useCase.image} priority={false} />}
                <div className="p-5">
                  <h3 className="text-lg font-bold leading-snug text-slate-900">{useCase.title}</h3>
                  {useCase.excerpt && <p className="mt-2 text-slate-700">{useCase.excerpt}</p>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {testimonials.length > 0 && <TestimonialsCarousel heading={t('testimonials', { title: subIndustry.title })} items={testimonials} locale={locale} />}
      {packages.length > 0 && subIndustry.industry && (
        <section aria-labelledby="packages" className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <h2 id="packages" className="text-2xl font-bold tracking-tight text-brand-900">
            {t('packages', { industry: subIndustry.industry.name })}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((solution) => (
              <li key={solution.id}>
                <SolutionCardView solution={solution} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <a href={solutionsListUrl(locale, { industry: subIndustry.industry.slug, page: 1 })} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
              {t('allPackages')}
            </a>
          </p>
        </section>
      )}
      <section className="mx-auto max-w-3xl px-4 pb-14 pt-4">
        <p className="text-lg text-slate-800">{t('ctaIntro')}</p>
        <p className="mt-4">
          <a href={`/${locale}/request-quote`} className={buttonClassName({ variant: 'primary' })}>
            {t('cta')}
          </a>
        </p>
      </section>
    </>
  )
}
