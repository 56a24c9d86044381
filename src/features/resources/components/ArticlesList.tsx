'use client'
import { useState, type MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { articlesBasePath } from '@/lib/resourcePaths'
import { Button } from '@/ui/Button'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { LoadingDots } from '@/ui/LoadingDots'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import { ARTICLE_CARD_SELECT, ARTICLE_CONTENT_TYPES, ARTICLE_FILTERS, LIST_PAGE_SIZE, articleCardsOf, articleListStateOf, articlesListUrl, type ArticleCard, type ArticleFilter, type ArticleKind, type ArticleListState, type ArticlesAnswer, type Term } from '../articles'
import { listPageCount } from '../events'
import { ArticleCardView } from './ArticleCardView'
import { ListSearchForm } from './ListSearchForm'
import { useAddressList } from './useAddressList'

type Shown = ArticleListState & { items: ArticleCard[]; total: number }

/** How many categories the no-results message offers as quick filters (spec 3 §2: the first four after All). */
const QUICK_FILTERS = 4

/** The Contentful link filter of each list filter (spec 3 §7). */
const LINK_FILTER: Record<ArticleFilter, string> = {
  category: 'fields.category.sys.id',
  industry: 'fields.associatedIndustry.sys.id',
  solution: 'fields.associatedSolution.sys.id',
  topic: 'fields.topic.sys.id',
}
/** The "All …" choice of each filter. */
const ALL_LABEL: Record<ArticleFilter, string> = { category: 'allCategories', industry: 'allIndustries', solution: 'allSolutions', topic: 'allTopics' }

/** A list filter's choices: the categories, industries, topics, or outfitting packages (as terms). */
export type ArticleFilterTerms = Record<ArticleFilter, Term[]>

/**
 * Spec 3 §2 "Resource lists" for blog articles and case studies: search (Enter or the button), clear,
 * category, industry, solution and topic filters, 12 per page, result count, loading dots, no results
 * naming the term or the filters with suggestions and quick filters. The state is the address.
 */
export function ArticlesList({ kind, locale, initial, terms }: { kind: ArticleKind; locale: Locale; initial: Shown; terms: ArticleFilterTerms }) {
  const t = useTranslations('resources')
  const [term, setTerm] = useState(initial.term)
  const { shown, loading, load, top } = useAddressList<ArticleListState, ArticleCard>({
    initial,
    urlOf: (state) => articlesListUrl(locale, kind, state),
    stateOf: articleListStateOf,
    onAddress: (state) => setTerm(state.term),
    fetchPage: async (state) => {
      const links: Record<string, string> = {}
      for (const filter of ARTICLE_FILTERS) {
        if (!state[filter]) continue
        const chosen = terms[filter].find((choice) => choice.slug === state[filter])
        // A filter naming no known term finds nothing rather than everything.
        if (!chosen) return { items: [], total: 0 }
        links[LINK_FILTER[filter]] = chosen.id
      }
      const answer = await postJson<ArticlesAnswer>(
        '/api/contentful',
        {
          content_type: ARTICLE_CONTENT_TYPES[kind],
          locale,
          query: state.term || undefined,
          ...links,
          skip: (state.page - 1) * LIST_PAGE_SIZE,
          limit: LIST_PAGE_SIZE,
          include: 1,
          select: ARTICLE_CARD_SELECT,
        },
        { read: true },
      )
      if (answer.ok) return { items: articleCardsOf(answer.body), total: answer.body.total ?? 0 }
      console.error('article list: the list could not be loaded', answer.status, answer.body.error)
      return { items: [], total: 0 }
    },
  })

  // A changed term or filter starts again at page 1 (spec 3 §4).
  const show = (state: Omit<ArticleListState, 'page'>) => void load({ ...state, term: state.term.trim(), page: 1 }, { push: true })
  const filters = Object.fromEntries(ARTICLE_FILTERS.map((filter) => [filter, shown[filter]])) as Record<ArticleFilter, string>
  const noFilters = Object.fromEntries(ARTICLE_FILTERS.map((filter) => [filter, ''])) as Record<ArticleFilter, string>
  const onClear = () => {
    setTerm('')
    show({ ...filters, term: '' })
  }
  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void load({ ...filters, term: shown.term, page }, { push: true, scroll: true })
  }
  const showCategory = (category: string) => {
    setTerm('')
    show({ ...noFilters, term: '', category })
  }

  const nameOf = (filter: ArticleFilter) => terms[filter].find((choice) => choice.slug === shown[filter])?.name ?? shown[filter]
  const filterNames = ARTICLE_FILTERS.filter((filter) => shown[filter]).map(nameOf).join(', ')
  const filtered = Boolean(shown.term || filterNames)
  const select = (name: ArticleFilter) => (
    <ChoiceSelect
      key={name}
      id={`${kind}-${name}`}
      name={name}
      label={t(`filters.${name}`)}
      value={shown[name]}
      onChange={(value) => show({ ...filters, term: shown.term, [name]: value })}
      options={[{ value: '', label: t(`filters.${ALL_LABEL[name]}`) }, ...terms[name].map((choice) => ({ value: choice.slug, label: choice.name }))]}
      className="min-w-0"
    />
  )

  return (
    <div ref={top} className="scroll-mt-24">
      <ListSearchForm
        id={`${kind}-search`}
        action={`/${locale}${articlesBasePath(kind)}`}
        term={term}
        showClear={Boolean(term || shown.term)}
        labels={{ label: t(`${kind}.searchLabel`), placeholder: t('search.placeholder'), submit: t('search.submit'), clear: t('search.clear') }}
        onTerm={setTerm}
        onSearch={() => show({ ...filters, term })}
        onClear={onClear}
      >
        {/* A filter without choices (no article of the kind presents a package) is left out. */}
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-flow-col lg:grid-cols-none lg:auto-cols-fr">{ARTICLE_FILTERS.filter((filter) => terms[filter].length > 0).map(select)}</div>
      </ListSearchForm>

      <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
        {loading ? <span className="sr-only">{t(`${kind}.loading`)}</span> : shown.term ? t('countFor', { total: shown.total, term: shown.term }) : t('count', { total: shown.total })}
      </p>

      {loading ? (
        <LoadingDots label={t(`${kind}.loading`)} />
      ) : shown.items.length === 0 ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {shown.term && filterNames
              ? t(`${kind}.noResultsBoth`, { term: shown.term, filters: filterNames })
              : shown.term
                ? t(`${kind}.noResultsTerm`, { term: shown.term })
                : filterNames
                  ? t(`${kind}.noResultsFilter`, { filters: filterNames })
                  : t(`${kind}.noResultsEmpty`)}
          </p>
          {filtered && (
            <>
              <p className="mt-2 text-slate-700">{t('suggestion')}</p>
              <p id={`${kind}-quick`} className="mt-4 font-semibold text-slate-900">
                {t('quickFilters')}
              </p>
              <ul aria-labelledby={`${kind}-quick`} className="mt-3 flex flex-wrap justify-center gap-2">
                <li>
                  <Button variant="secondary" size="sm" onClick={() => showCategory('')}>
                    {t('filters.allCategories')}
                  </Button>
                </li>
                {terms.category.slice(0, QUICK_FILTERS).map((category) => (
                  <li key={category.slug}>
                    <Button variant="secondary" size="sm" onClick={() => showCategory(category.slug)}>
                      {category.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((article, i) => (
            <li key={article.id}>
              <ArticleCardView kind={kind} article={article} locale={locale} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {!loading && <Pagination className="mt-10" page={shown.page} pages={listPageCount(shown.total)} hrefOf={(page) => articlesListUrl(locale, kind, { ...filters, term: shown.term, page })} onNavigate={onNavigate} />}
    </div>
  )
}
