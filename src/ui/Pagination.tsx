import type { MouseEvent } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'

// Shared component (no 'use client'): real links, so pages work without JavaScript; a list island
// may pass `onNavigate` to load a page in place (it receives the click and can preventDefault).

/** The page numbers shown: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b)
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1] > 1 ? [null, p] : [p]))
}

const item = cx('inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold', focusRing)

export function Pagination({
  page,
  pages,
  hrefOf,
  onNavigate,
  className,
}: {
  page: number
  pages: number
  hrefOf: (page: number) => string
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void
  className?: string
}) {
  const t = useTranslations('ui.pagination')
  if (pages <= 1) return null
  const link = (target: number, label: string, content: string, rel?: string) => (
    <a
      href={hrefOf(target)}
      rel={rel}
      aria-label={label}
      onClick={onNavigate ? (event) => onNavigate(target, event) : undefined}
      className={cx(item, 'text-blue-700 underline-offset-4 hover:bg-blue-50 hover:underline')}
    >
      {content}
    </a>
  )
  return (
    <nav aria-label={t('label')} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && <li>{link(page - 1, t('previous'), '‹', 'prev')}</li>}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" aria-label={t('current', { page: p })} className={cx(item, 'bg-blue-700 text-white')}>
                  {p}
                </span>
              ) : (
                link(p, t('page', { page: p }), String(p))
              )}
            </li>
          ),
        )}
        {page < pages && <li>{link(page + 1, t('next'), '›', 'next')}</li>}
      </ul>
    </nav>
  )
}
