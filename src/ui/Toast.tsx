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

export interface ToastRecord extends Required<Pick<ToastOptions, 'message' | 'variant' | 'duration'>> {
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

type ToastItemComponent = typeof import('./ToastItem').ToastItem
let loadedToastItem: ToastItemComponent | null = null
let toastItemLoad: Promise<ToastItemComponent> | null = null
/**
 * A toast's own code (its look, icons, timer), fetched apart from the provider: no toast can be due
 * before a person has pressed, typed or focused something, so it is not part of a page's first load.
 */
export function loadToastItem(): Promise<ToastItemComponent> {
  toastItemLoad ??= import('./ToastItem').then(
    (m) => (loadedToastItem = m.ToastItem),
    (error: unknown) => {
      // A failed fetch is tried again by the next toast.
      toastItemLoad = null
      throw error
    },
  )
  return toastItemLoad
}
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const

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
  const [ToastItem, setToastItem] = useState<ToastItemComponent | null>(() => loadedToastItem)

  // The toasts' code comes at a person's first press, key or focus, or with the first toast
  // (one shown on arrival), so it is there before a toast is due, even if the network is lost later.
  const shown = toasts.length
  useEffect(() => {
    if (ToastItem) return
    let cancelled = false
    const load = () => void loadToastItem().then((item) => !cancelled && setToastItem(() => item), () => {})
    const onFirstUse = () => {
      FIRST_USE_EVENTS.forEach((type) => document.removeEventListener(type, onFirstUse, true))
      load()
    }
    if (shown > 0) load()
    else FIRST_USE_EVENTS.forEach((type) => document.addEventListener(type, onFirstUse, true))
    return () => {
      cancelled = true
      FIRST_USE_EVENTS.forEach((type) => document.removeEventListener(type, onFirstUse, true))
    }
  }, [ToastItem, shown])

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
          {ToastItem ? assertive.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />) : null}
        </div>
        <div role="status" aria-live="polite" aria-atomic="false" className="flex w-full flex-col items-center gap-2 sm:items-end">
          {ToastItem ? polite.map((toast) => <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />) : null}
        </div>
      </div>
    </ToastContext.Provider>
  )
}
