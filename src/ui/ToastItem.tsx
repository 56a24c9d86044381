'use client'

import { useEffect, useRef, useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'
import type { ToastRecord, ToastVariant } from './Toast'

const variantClasses: Record<ToastVariant, string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-blue-700 bg-blue-50 text-blue-900',
}

const icons: Record<ToastVariant, string> = {
  success:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 4.48-1.6-1.6a.75.75 0 0 0-1.06 1.06l2.22 2.22a.75.75 0 0 0 1.14-.09l3.76-5.19Z',
  error:
    'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  info: 'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.75a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z',
}

export function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: number) => void }) {
  const t = useTranslations('ui')
  const [paused, setPaused] = useState(false)
  const remaining = useRef(toast.duration)

  // Auto-dismiss; the timer pauses while the pointer or focus is on the toast
  // (WCAG 2.2.1: users can stop the time limit).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return
    const started = Date.now()
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, toast.id, onDismiss])

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false)
      }}
      className={cx(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border-l-4 p-4 shadow-lg',
        variantClasses[toast.variant],
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0">
        <path fillRule="evenodd" clipRule="evenodd" d={icons[toast.variant]} />
      </svg>
      <div className="min-w-0 flex-1 text-sm">
        {toast.title ? (
          <p className="font-bold">{toast.title}</p>
        ) : (
          <span className="sr-only">{t(`toast.${toast.variant}`)}, </span>
        )}
        <div>{toast.message}</div>
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('toast.dismiss')}
        className={cx('-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-black/5', focusRing)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </div>
  )
}
