import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { solutionPath, type SolutionCard } from '../solutions'
import { ResourceCard } from './ResourceParts'

// Shared component (no 'use client'): rendered on the server for the first page and by the list island after a filter.

/** An outfitting package's card (spec 3 §3 "Solution card"): image, industry, title, excerpt, button to its page. */
export function SolutionCardView({ solution, locale, priority = false, headingLevel = 2 }: { solution: SolutionCard; locale: Locale; priority?: boolean; headingLevel?: 2 | 3 }) {
  const t = useTranslations('resources.solution')
  return (
    <ResourceCard
      id={`solution-${solution.id}`}
      image={solution.image}
      eyebrow={solution.industry?.name ?? t('label')}
      title={solution.title}
      excerpt={solution.excerpt}
      href={`/${locale}${solutionPath(solution.slug)}`}
      buttonLabel={t('view')}
      buttonName={t('viewLabel', { title: solution.title })}
      headingLevel={headingLevel}
      priority={priority}
    />
  )
}
