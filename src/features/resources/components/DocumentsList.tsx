'use client'
import { useState, type MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { Button } from '@/ui/Button'
import { LoadingDots } from '@/ui/LoadingDots'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import type { Term } from '../articles'
import { DOCUMENTS_BASE, LIST_PAGE_SIZE, documentCardsOf, documentListStateOf, documentsListUrl, suffixUrlOf, type DocumentCard, type DocumentListState, type DocumentsAnswer } from '../documents'
import { listPageCount } from '../events'
import { DocumentCardView } from './DocumentCardView'
import { ListSearchForm } from './ListSearchForm'
import { MultiSelectFilter } from './MultiSelectFilter'
import { useAddressList } from './useAddressList'

type Shown = DocumentListState & { items: DocumentCard[]; total: number }

/** How many industries the no-results message offers as quick filters (spec 3 §2: four after All). */
const QUICK_FILTERS = 4

/**
 * Spec 3 §2 "Resource lists" for documents: search (Enter or the button), clear, multi-select
 * industry and topic filters showing what is chosen, 12 per page, result count, loading dots, no
 * results naming the term or the filters with quick filters. The state is the address.
 */
export function DocumentsList({ locale, initial, industries, topics }: { locale: Locale; initial: Shown; industries: Term[]; topics: Term[] }) {
  const t = useTranslations('documents')
  const [term, setTerm] = useState(initial.term)
  // The filters as chosen, shown at once while their list loads.
  const [chosen, setChosen] = useState({ industries: initial.industries, topics: initial.topics })
  const { shown, loading, load, top } = useAddressList<DocumentListState, DocumentCard>({
    initial,
    urlOf: (state) => documentsListUrl(locale, state),
    stateOf: documentListStateOf,
    onAddress: (state) => {
      setTerm(state.term)
      setChosen({ industries: state.industries, topics: state.topics })
    },
    fetchPage: async (state) => {
      const idsOf = (terms: Term[], slugs: string[]) => slugs.map((slug) => terms.find((known) => known.slug === slug)?.id)
      const industryIds = idsOf(industries, state.industries)
      const topicIds = idsOf(topics, state.topics)
      // A filter naming no known term finds nothing rather than everything.
      if (industryIds.includes(undefined) || topicIds.includes(undefined)) return { items: [], total: 0 }
      const answer = await postJson<DocumentsAnswer>(
        '/api/contentful/documents',
        { suffixUrl: suffixUrlOf({ industries: industryIds as string[], topics: topicIds as string[], query: state.term }), skip: (state.page - 1) * LIST_PAGE_SIZE, limit: LIST_PAGE_SIZE, locale },
        { read: true },
      )
      if (answer.ok) return { items: documentCardsOf(answer.body), total: answer.body.total ?? 0 }
      console.error('documents list: the list could not be loaded', answer.status, answer.body.error)
      return { items: [], total: 0 }
    },
  })

  // A changed term or filter starts again at page 1 (spec 3 §4).
  const show = (state: Omit<DocumentListState, 'page'>) => {
    setChosen({ industries: state.industries, topics: state.topics })
    void load({ ...state, term: state.term.trim(), page: 1 }, { push: true })
  }
  const filters = { industries: shown.industries, topics: shown.topics }
  const onClear = () => {
    setTerm('')
    show({ ...chosen, term: '' })
  }
  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void load({ ...filters, term: shown.term, page }, { push: true, scroll: true })
  }
  const quick = (industries: string[]) => {
    setTerm('')
    show({ term: '', industries, topics: [] })
  }

  const namesOf = (terms: Term[], slugs: string[]) => terms.filter((known) => slugs.includes(known.slug)).map((known) => known.name)
  const filterNames = [...namesOf(industries, shown.industries), ...namesOf(topics, shown.topics)].join(', ')
  const filtered = Boolean(shown.term || shown.industries.length || shown.topics.length)
  const filter = (name: 'industries' | 'topics', terms: Term[]) => (
    <MultiSelectFilter
      id={`documents-${name}`}
      name={name === 'industries' ? 'industry' : 'topic'}
      label={t(`filters.${name}`)}
      separator={t('filters.separator')}
      allLabel={t(`filters.${name}All`)}
      selectedCount={(count) => t('filters.selectedCount', { count })}
      terms={terms}
      value={chosen[name]}
      onChange={(value) => show({ ...chosen, term: shown.term, [name]: value })}
    />
  )

  return (
    <div ref={top} className="scroll-mt-24">
      <ListSearchForm
        id="documents-search"
        action={`/${locale}${DOCUMENTS_BASE}`}
        term={term}
        showClear={Boolean(term || shown.term)}
        labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: t('searchSubmit'), clear: t('searchClear') }}
        onTerm={setTerm}
        onSearch={() => show({ ...chosen, term })}
        onClear={onClear}
      >
        <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row">
          {filter('industries', industries)}
          {filter('topics', topics)}
        </div>
      </ListSearchForm>

      <p aria-live="polite" className="mt-6 font-semibold text-slate-900">
        {loading ? <span className="sr-only">{t('loading')}</span> : shown.term ? t('countFor', { total: shown.total, term: shown.term }) : t('count', { total: shown.total })}
      </p>

      {loading ? (
        <LoadingDots label={t('loading')} />
      ) : shown.items.length === 0 ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-8 text-center">
          <p className="text-lg font-semibold text-slate-900">
            {shown.term && filterNames
              ? t('noResultsBoth', { term: shown.term, filters: filterNames })
              : shown.term
                ? t('noResultsTerm', { term: shown.term })
                : filterNames
                  ? t('noResultsFilter', { filters: filterNames })
                  : t('noResultsEmpty')}
          </p>
          {filtered && (
            <>
              <p className="mt-2 text-slate-700">{t('suggestion')}</p>
              <p id="documents-quick" className="mt-4 font-semibold text-slate-900">
                {t('quickFilters')}
              </p>
              <ul aria-labelledby="documents-quick" className="mt-3 flex flex-wrap justify-center gap-2">
                <li>
                  <Button variant="secondary" size="sm" onClick={() => quick([])}>
                    {t('allDocuments')}
                  </Button>
                </li>
                {industries.slice(0, QUICK_FILTERS).map((industry) => (
                  <li key={industry.slug}>
                    <Button variant="secondary" size="sm" onClick={() => quick([industry.slug])}>
                      {industry.name}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.items.map((doc, i) => (
            <li key={doc.id}>
              <DocumentCardView document={doc} locale={locale} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}

      {!loading && <Pagination className="mt-10" page={shown.page} pages={listPageCount(shown.total)} hrefOf={(page) => documentsListUrl(locale, { ...filters, term: shown.term, page })} onNavigate={onNavigate} />}
    </div>
  )
}
