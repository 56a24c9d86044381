import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'
import { Spinner } from './Spinner'

// Shared component (no 'use client'): it has no state of its own, so it renders in server
// and client components alike. The localized default "Submitting..." is only looked up
// while submitting without an explicit `submittingLabel`.

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

export interface ButtonStyleOptions {
  variant?: ButtonVariant
  size?: ButtonSize
  fullWidth?: boolean
  className?: string
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold no-underline transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-60'

const variants: Record<ButtonVariant, string> = {
  // Text contrast on these pairs is ≥ 4.5:1 (blue-700 / red-700 on white ≈ 6.5:1).
  primary: 'bg-blue-700 text-white hover:bg-blue-800 active:bg-blue-900',
  secondary:
    'border border-slate-500 bg-white text-slate-900 hover:bg-slate-100 active:bg-slate-200',
  ghost: 'bg-transparent text-blue-700 hover:bg-blue-50 hover:text-blue-900 active:bg-blue-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-base',
  lg: 'min-h-12 px-6 py-3 text-lg',
}

/** Class names of a button; use it to style other elements (e.g. a <summary>) as buttons. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(base, focusRing, variants[variant], sizes[size], fullWidth && 'w-full', className)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  /** While true: disabled, aria-busy, spinner, and the label becomes `submittingLabel`. */
  submitting?: boolean
  /** Label shown while submitting. Defaults to the localized "Submitting...". */
  submittingLabel?: string
  startIcon?: ReactNode
  endIcon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/**
 * Button. `type` defaults to "button" — pass type="submit" for form submit buttons.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  submitting = false,
  submittingLabel,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || submitting}
      aria-busy={submitting || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...rest}
    >
      {submitting ? (
        <>
          <Spinner decorative size="sm" />
          {submittingLabel ?? <DefaultSubmittingLabel />}
        </>
      ) : (
        <>
          {startIcon}
          {children}
          {endIcon}
        </>
      )}
    </button>
  )
}

function DefaultSubmittingLabel() {
  const t = useTranslations('ui')
  return <>{t('button.submitting')}</>
}
