'use client'

import { lazy, Suspense } from 'react'
import type { ErrorSummaryProps } from '../ErrorSummary'

// The summary's code loads when the form first has errors to list, not with the page: a form
// filled in right never downloads it.
const ErrorSummary = lazy(() => import('../ErrorSummary').then((module) => ({ default: module.ErrorSummary })))

/** A form's error summary (ui/ErrorSummary), loaded on demand. Renders nothing without errors. */
export function FormErrorSummary(props: ErrorSummaryProps) {
  if (props.errors.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ErrorSummary {...props} />
    </Suspense>
  )
}
