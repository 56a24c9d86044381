import { useTranslations } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/ui/Button'
import { solutionPath, type SolutionCard } from '../solutions'
import { CardImage } from './ResourceParts'

// Shared component (no 'use client'): rendered on the server for the first page and by the list island after a filter.

/** An outfitting package's card (spec 3 §3 "Solution card"): image, industry, title, excerpt, button to its page. */
export function SolutionCardView({ solution, locale, priority = false }: { solution: SolutionCard; locale: Locale; priority?: boolean }) {
  const t = useTranslations('resources.solution')
  const titleId = `solution-${solution.id}`
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <CardImage image={solution.image} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{solution.industry?.name ?? t('label')}</p>
        <h2 id={titleId} className="text-lg font-bold leading-snug text-slate-900">
          {solution.title}
        </h2>
        {solution.excerpt && <p className="text-slate-700">{solution.excerpt}</p>}
        <a
          href={`/${locale}${solutionPath(solution.slug)}`}
          aria-label={t('viewLabel', { title: solution.title })}
          className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}
        >
          {t('view')}
        </a>
      </div>
    </article>
  )
}
