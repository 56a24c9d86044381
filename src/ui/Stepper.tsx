'use client'

import { useEffect, useRef, type ReactNode, type Ref, type RefObject } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'

export interface StepperStep {
  id: string
  /** Short step name (plain text). */
  label: string
}

export interface StepperProps {
  steps: StepperStep[]
  /** Index (0-based) of the current step. */
  current: number
  /** Accessible name of the <nav>. Defaults to the localized "Progress". */
  label?: string
  /** Show the "Step 2 of 4" line. Default true. */
  showCount?: boolean
  /** When given, completed steps become buttons that go back to them. */
  onStepSelect?: (index: number) => void
  className?: string
}

/**
 * Step indicator: an ordered list with aria-current="step" on the current step, a
 * localized "Step n of N" line and a "Completed" note on finished steps.
 */
export function Stepper({ steps, current, label, showCount = true, onStepSelect, className }: StepperProps) {
  const t = useTranslations('ui')
  const total = steps.length
  return (
    <nav aria-label={label ?? t('stepper.label')} className={cx('w-full', className)}>
      {showCount ? (
        <p className="mb-2 text-sm font-semibold text-slate-700">
          {t('stepper.stepOf', { current: Math.min(current + 1, total), total })}
        </p>
      ) : null}
      <ol className="flex list-none items-start gap-2 p-0">
        {steps.map((step, index) => {
          const done = index < current
          const isCurrent = index === current
          const marker = (
            <span
              aria-hidden="true"
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                done && 'border-blue-700 bg-blue-700 text-white',
                isCurrent && 'border-blue-700 bg-white text-blue-800',
                !done && !isCurrent && 'border-slate-400 bg-white text-slate-700',
              )}
            >
              {done ? (
                <svg viewBox="0 0 20 20" fill="currentColor" className="size-4">
                  <path
                    fillRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z"
                    clipRule="evenodd"
                  />
                </svg>
              ) : (
                index + 1
              )}
            </span>
          )
          const text = (
            <span
              className={cx(
                'text-sm',
                isCurrent ? 'font-bold text-slate-900' : 'text-slate-700',
                // Small screens show only the current step's name; the rest stay in the a11y tree.
                !isCurrent && 'max-sm:sr-only',
              )}
            >
              {step.label}
              {done ? <span className="sr-only"> ({t('stepper.completed')})</span> : null}
            </span>
          )
          return (
            <li
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              // Small screens name only the current step: its item takes the room its name needs
              // (the others share the rest), so a long name is never cut by the next marker.
              className={cx('flex min-w-0 flex-1 items-center gap-2', isCurrent && 'max-sm:flex-none')}
            >
              {done && onStepSelect ? (
                <button
                  type="button"
                  onClick={() => onStepSelect(index)}
                  aria-label={t('stepper.goToStep', { step: index + 1, label: step.label })}
                  className={cx('flex items-center gap-2 rounded-md text-left hover:underline', focusRing)}
                >
                  {marker}
                  {text}
                </button>
              ) : (
                <>
                  {marker}
                  {text}
                </>
              )}
              {index < total - 1 ? (
                <span
                  aria-hidden="true"
                  className={cx('h-0.5 min-w-4 flex-1', done ? 'bg-blue-700' : 'bg-slate-300')}
                />
              ) : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * Returns a ref for the current step's heading. Whenever `stepKey` changes (not on the
 * first render), focus moves to that heading. Call it in the component that owns the step
 * state (the wizard), and pass the ref to the heading of whichever step is rendered.
 */
export function useStepHeadingFocus<T extends HTMLElement = HTMLHeadingElement>(
  stepKey: unknown,
): RefObject<T | null> {
  const ref = useRef<T>(null)
  const previous = useRef(stepKey)
  useEffect(() => {
    // Comparing keys (rather than a "first render" flag) is safe under StrictMode's
    // double-invoked effects.
    if (Object.is(previous.current, stepKey)) return
    previous.current = stepKey
    ref.current?.focus()
  }, [stepKey])
  return ref
}

export interface StepHeadingProps {
  /** Value identifying the current step; focus moves here when it changes. */
  stepKey?: unknown
  level?: 1 | 2 | 3
  children: ReactNode
  className?: string
  /** Use instead of `stepKey` when the wizard calls useStepHeadingFocus itself. */
  ref?: Ref<HTMLHeadingElement>
}

/**
 * Heading of a wizard step, focusable by script (tabIndex -1). Keep it mounted across
 * steps (render it in the wizard shell) and pass `stepKey`, or pass a `ref` from
 * useStepHeadingFocus.
 */
export function StepHeading({ stepKey, level = 2, children, className, ref }: StepHeadingProps) {
  const ownRef = useStepHeadingFocus<HTMLHeadingElement>(stepKey)
  const Heading = `h${level}` as const
  return (
    <Heading
      ref={(node: HTMLHeadingElement | null) => {
        ownRef.current = node
        if (typeof ref === 'function') ref(node)
        else if (ref) ref.current = node
      }}
      tabIndex={-1}
      className={cx('scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none', className)}
    >
      {children}
    </Heading>
  )
}
