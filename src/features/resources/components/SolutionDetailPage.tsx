import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { solutionsBasePath, type SolutionCard } from '../solutions'
import { FactList, ResourceBody } from './ResourceParts'

/** /{locale}/solutions/outfittings/{slug}: an outfitting package with its structured data (a Service). */
export async function SolutionDetailPage({ locale, solution, body, jsonLd }: { locale: Locale; solution: SolutionCard; body: string | null; jsonLd: object }) {
  const t = await getTranslations({ locale, namespace: 'resources.solution' })
  const facts = [
    ...(solution.industry ? [{ key: 'industry', label: t('industry'), value: solution.industry.name }] : []),
    ...(solution.category ? [{ key: 'category', label: t('category'), value: solution.category.name }] : []),
  ]
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 lg:py-14">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <p>
        <a href={`/${locale}${solutionsBasePath()}`} className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900">
          ← {t('back')}
        </a>
      </p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-800">{t('label')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{solution.title}</h1>
      <FactList facts={facts} className="mt-6 gap-x-3 gap-y-2 rounded-xl bg-slate-50 p-5 text-slate-800" />
      <ResourceBody image={solution.image} excerpt={solution.excerpt} body={body} />
      <p className="mt-10">
        <a href={`/${locale}/request-quote`} className={buttonClassName({ variant: 'primary' })}>
          {t('cta')}
        </a>
      </p>
    </article>
  )
}
