import { useTranslations } from '#i18n/hooks'
import { cx } from './cx'

export type SpinnerSize = 'sm' | 'md' | 'lg'

export interface SpinnerProps {
  /** Screen-reader text. Defaults to the localized "Loading". */
  label?: string
  /**
   * Set to true when the spinner sits inside an element that already conveys
   * the busy state (e.g. a submitting button): the label is then not rendered.
   */
  decorative?: boolean
  size?: SpinnerSize
  className?: string
}

const sizes: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-4',
}

/** Spinning ring; shared (server or client) component. */
export function Spinner({ label, decorative = false, size = 'md', className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  )
  if (decorative) return ring
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <SpinnerLabel label={label} />
    </span>
  )
}

function SpinnerLabel({ label }: { label?: string }) {
  if (label) return <span className="sr-only">{label}</span>
  return <DefaultSpinnerLabel />
}

function DefaultSpinnerLabel() {
  const t = useTranslations('ui')
  return <span className="sr-only">{t('spinner.loading')}</span>
}
