'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { useTranslations } from 'next-intl'
import { cx, focusRing } from './cx'

/** Spec: toasts stay 5 seconds. */
export const TOAST_DURATION_MS = 5000

export type ToastVariant = 'success' | 'error' | 'info'

export interface ToastOptions {
  message: ReactNode
  variant?: ToastVariant
  title?: ReactNode
  /** Milliseconds before auto-dismiss; default TOAST_DURATION_MS. `Infinity` keeps it. */
  duration?: number
}

interface ToastRecord extends Required<Pick<ToastOptions, 'message' | 'variant' | 'duration'>> {
  id: number
  title?: ReactNode
}

export interface ToastApi {
  show: (options: ToastOptions) => number
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => number
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => number
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'variant'>) => number
  dismiss: (id: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

/** The toast API. Must be used under <ToastProvider>. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}

export interface ToastProviderProps {
  children: ReactNode
  /** Most toasts shown at once; older ones are dropped. Default 3. */
  max?: number
}

/**
 * Holds the toasts and renders two live regions that exist before any toast is added
 * (so screen readers announce insertions): polite for success/info, assertive for errors.
 */
export function ToastProvider({ children, max = 3 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    ({ message, variant = 'info', title, duration = TOAST_DURATION_MS }: ToastOptions) => {
      const id = nextId.current++
      setToasts((list) => [...list, { id, message, variant, title, duration }].slice(-max))
      return id
    },
    [max],
  )

  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, options) => show({ ...options, message, variant: 'success' }),
      error: (message, options) => show({ ...options, message, variant: 'error' }),
      info: (message, options) => show({ ...options, message, variant: 'info' }),
    }),
    [show, dismiss],
  )

  const polite = toasts.filter((toast) => toast.variant !== 'error')
  const assertive = toasts.filter((toast) => toast.variant === 'error')

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="pointer-events-none fixed print:hidden inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end"
      >
        <div role="alert" aria-live="assertive" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {assertive.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {polite.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  )
}

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

function ToastItem({ toast, onDismiss }: { toast: ToastRecord; onDismiss: (id: number) => void }) {
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
