'use client'
import { type MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { Button } from '@/ui/Button'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { LoadingDots } from '@/ui/LoadingDots'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import type { Term } from '../articles'
import { listPageCount } from '../events'
import { LIST_PAGE_SIZE, SOLUTION_CARD_SELECT, SOLUTION_CONTENT_TYPE, solutionCardsOf, solutionListStateOf, solutionsListUrl, suggestedIndustries, type SolutionCard, type SolutionListState, type SolutionsAnswer } from '../solutions'
import { SolutionCardView } from './SolutionCardView'
import { useAddressList } from './useAddressList'

type Shown = SolutionListState & { items: SolutionCard[]; total: number }

/**
 * Spec 3 §2 "Outfitting packages list": an industry dropdown, the result count, 12 cards a page,
 * loading dots, and when an industry has none, the message naming it, a hint and up to four
 * suggested industries. The state is the address; the first page and the page links work without JavaScript.
 */
export function SolutionsList({ locale, initial, industries }: { locale: Locale; initial: Shown; industries: Term[] }) {
  const t = useTranslations('resources.solution')
  const { shown, loading, load, top } = useAddressList<SolutionListState, SolutionCard>({
    initial,
    urlOf: (state) => solutionsListUrl(locale, state),
    stateOf: solutionListStateOf,
    onAddress: () => undefined,
    fetchPage: async (state) => {
      const industry = industries.find((i) => i.slug === state.industry)
      // An industry naming no known term finds nothing rather than everything.
      if (state.industry && !industry) return { items: [], total: 0 }
      const answer = await postJson<SolutionsAnswer>(
        '/api/contentful',
        {
          content_type: SOLUTION_CONTENT_TYPE,
          locale,
          'fields.associatedIndustry.sys.id': industry?.id,
          skip: (state.page - 1) * LIST_PAGE_SIZE,
          limit: LIST_PAGE_SIZE,
          include: 1,
          select: SOLUTION_CARD_SELECT,
        },
        { read: true },
      )
      if (answer.ok) return { items: solutionCardsOf(answer.body), total: answer.body.total ?? 0 }
      console.error('outfitting packages: the list could not be loaded', answer.status, answer.body.error)
      return { items: [], total: 0 }
    },
  })

  // A changed industry starts again at page 1 (spec 3 §4).
  const showIndustry = (industry: string) => void load({ industry, page: 1 }, { push: true })
  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void load({ industry: shown.industry, page }, { push: true, scroll: true })
  }
  const industryName = industries.find((term) => term.slug === shown.industry)?.name ?? shown.industry
  const suggestions = suggestedIndustries(industries, shown.industry)

  return (
    <div ref={top} className="scroll-mt-24">
      <ChoiceSelect
        id="solutions-industry"
        name="industry"
        label={t('industry')}
        value={shown.industry}
        onChange={showIndustry}
        options={[{ value: '', label: t('allIndustries') }, ...industries.map((term) => ({ value: term.slug, label: term.name }))]}
        className="sm:w-80"
      />

      <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
        {loading ? <span className="sr-only">{t('loading')}</span> : t('count', { total: shown.total })}
      </p>

      {loading ? (
        <LoadingDots label={t('loading')} />
      ) : shown.items.length === 0 ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">{shown.industry ? t('noResultsIndustry', { industry: industryName }) : t('noResultsEmpty')}</p>
          {shown.industry && (
            <>
              <p className="mt-2 text-slate-700">{t('tryAnother')}</p>
              {suggestions.length > 0 && (
                <>
                  <p id="solutions-suggested" className="mt-4 font-semibold text-slate-900">
                    {t('suggested')}
                  </p>
                  <ul aria-labelledby="solutions-suggested" className="mt-3 flex flex-wrap justify-center gap-2">
                    {suggestions.map((industry) => (
                      <li key={industry.slug}>
                        <Button variant="secondary" size="sm" onClick={() => showIndustry(industry.slug)}>
                          {industry.name}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((solution, i) => (
            <li key={solution.id}>
              <SolutionCardView solution={solution} locale={locale} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {!loading && <Pagination className="mt-10" page={shown.page} pages={listPageCount(shown.total)} hrefOf={(page) => solutionsListUrl(locale, { industry: shown.industry, page })} onNavigate={onNavigate} />}
    </div>
  )
}
