'use client'
import { useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { Locale } from '@/i18n/routing'
import { SUSTAINABILITY_PAGE_SIZE } from '@/lib/resourcePaths'
import { ChoiceSelect } from '@/ui/ChoiceSelect'
import { cx, focusRing } from '@/ui/cx'
import { LoadingDots } from '@/ui/LoadingDots'
import { Pagination } from '@/ui/Pagination'
import { postJson } from '@/ui/form/postJson'
import { ARTICLE_CONTENT_TYPES, articleCardsOf, type ArticleCard, type ArticlesAnswer, type Term } from '../articles'
import { SUSTAINABILITY_CARD_SELECT, nextTabIndex, sustainabilityListUrl, sustainabilityPageCount, sustainabilityStateOf, type SustainabilityListState } from '../sustainability'
import { ArticleCardView } from './ArticleCardView'
import { useAddressList } from './useAddressList'

type Shown = SustainabilityListState & { items: ArticleCard[]; total: number }

/**
 * The SustainabilityArticles block's list: group tabs ("All" first; arrow keys, Home and End move
 * and select), a labelled dropdown instead on small screens (≤ 640 px), 9 cards a page, paging
 * links, loading dots. The state is the address (`?group=&page=`); the server rendered All, page 1.
 * A failed first load (an address the server did not render) shows "Error occurred!"; a later
 * failure empties the list (spec 3 §8). Both are logged.
 */
export function SustainabilityList({ locale, initial, groups }: { locale: Locale; initial: Shown; groups: Term[] }) {
  const t = useTranslations('resources.sustainability')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const { shown, loading, failed, load, top } = useAddressList<SustainabilityListState, ArticleCard>({
    initial,
    urlOf: (state) => sustainabilityListUrl(locale, state),
    stateOf: sustainabilityStateOf,
    onAddress: () => undefined,
    fetchPage: async (state) => {
      const group = groups.find((g) => g.slug === state.group)
      // A group naming no known group finds nothing rather than everything.
      if (state.group && !group) return { items: [], total: 0 }
      const answer = await postJson<ArticlesAnswer>(
        '/api/contentful',
        {
          content_type: ARTICLE_CONTENT_TYPES.sustainability,
          locale,
          'fields.group.sys.id': group?.id,
          skip: (state.page - 1) * SUSTAINABILITY_PAGE_SIZE,
          limit: SUSTAINABILITY_PAGE_SIZE,
          include: 1,
          select: SUSTAINABILITY_CARD_SELECT,
        },
        { read: true },
      )
      if (!answer.ok) throw new Error(`sustainability list: ${answer.status} ${answer.body.error ?? ''}`)
      return { items: articleCardsOf(answer.body), total: answer.body.total ?? 0 }
    },
  })

  const choices = [{ slug: '', name: t('all') }, ...groups.map((g) => ({ slug: g.slug, name: g.name }))]
  const selected = Math.max(0, choices.findIndex((choice) => choice.slug === shown.group))
  const showGroup = (group: string) => {
    if (group !== shown.group || shown.page !== 1) void load({ group, page: 1 }, { push: true })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, choices.length)
    if (next === null) return
    event.preventDefault()
    tabs.current[next]?.focus()
    showGroup(choices[next]!.slug)
  }
  const onNavigate = (page: number, event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    void load({ group: shown.group, page }, { push: true, scroll: true })
  }
  const panelId = 'sustainability-panel'

  return (
    <div ref={top} className="scroll-mt-24">
      <div role="tablist" aria-label={t('tabsLabel')} className="flex flex-wrap gap-2 border-b border-slate-200 max-[640px]:hidden">
        {choices.map((choice, i) => (
          <button
            key={choice.slug || 'all'}
            ref={(element) => {
              tabs.current[i] = element
            }}
            type="button"
            role="tab"
            id={`sustainability-tab-${choice.slug || 'all'}`}
            aria-selected={i === selected}
            aria-controls={panelId}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => showGroup(choice.slug)}
            onKeyDown={(event) => onKeyDown(event, i)}
            className={cx(
              '-mb-px min-h-11 border-b-4 px-4 py-2 font-semibold',
              focusRing,
              i === selected ? 'border-brand-800 text-brand-900' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
            )}
          >
            {choice.name}
          </button>
        ))}
      </div>
      <ChoiceSelect
        id="sustainability-group"
        name="group"
        label={t('groupLabel')}
        value={choices[selected]!.slug}
        onChange={showGroup}
        options={choices.map((choice) => ({ value: choice.slug, label: choice.name }))}
        className="min-[641px]:hidden"
      />

      <div id={panelId} role="tabpanel" aria-labelledby={`sustainability-tab-${choices[selected]!.slug || 'all'}`} className="mt-8">
        <p aria-live="polite" className="sr-only">
          {loading ? t('loading') : failed ? t('error') : t('count', { total: shown.total })}
        </p>
        {loading ? (
          <LoadingDots label={t('loading')} />
        ) : failed ? (
          <p role="alert" className="rounded-xl bg-red-50 p-8 text-center text-lg font-semibold text-red-800">
            {t('error')}
          </p>
        ) : shown.items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-8 text-center text-lg font-semibold text-slate-900">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.items.map((article) => (
              <li key={article.id}>
                <ArticleCardView kind="sustainability" article={article} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        {!loading && !failed && (
          <Pagination className="mt-10" page={shown.page} pages={sustainabilityPageCount(shown.total)} hrefOf={(page) => sustainabilityListUrl(locale, { group: shown.group, page })} onNavigate={onNavigate} />
        )}
      </div>
    </div>
  )
}
