'use client'

import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react'
import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import { cx } from '@/ui/cx'
import type { IslandData } from '../types'
import { trackConfiguratorChange } from '../client/analytics'
import type { ConfigurationField } from '../client/configuration'
import type { ConfiguratorView } from '../client/configuratorView'
import type { useConfigurator } from '../client/useConfigurator'
import { useContinue } from '../client/useContinue'
import { ContainerAndKitFields } from './ContainerAndKitFields'
import { ContinueButton } from './ContinueButton'
import { PriceSummary } from './PriceSummary'
import { RentalDates } from './RentalDates'

// Only needed after a failed Continue: loaded then, to keep them out of the first-load JavaScript.
const ErrorSummary = lazy(() => import('@/ui/ErrorSummary').then((m) => ({ default: m.ErrorSummary })))
const FailureToast = lazy(() => import('./FailureToast'))

/** Id of a field's control in a tab (the error summary links to it). */
export const fieldId = (tabCode: string, field: ConfigurationField) => `${tabCode}-${field}`

export interface ConfigurationFormProps {
  data: IslandData
  view: ConfiguratorView
  configurator: ReturnType<typeof useConfigurator>
  /** Below Continue: "Not sure which container fits?" and the compare link (server-rendered). */
  footer: ReactNode
  className?: string
}

/** Size, quantities, kit and dates of one tab, the price estimate, and Continue. */
export function ConfigurationForm({ data, view, configurator, footer, className }: ConfigurationFormProps) {
  const t = useTranslations('configurator')
  const tv = useTranslations('validation')
  const locale = useLocale()
  const { dispatch, savedRef } = configurator
  const { submitting, continueToCart } = useContinue(locale, savedRef)
  const [summaryKey, setSummaryKey] = useState(0)
  const [failure, setFailure] = useState<{ count: number; message?: string }>({ count: 0 })
  const { tab, errors } = view
  const id = (field: ConfigurationField) => fieldId(tab.code, field)
  const track = trackConfiguratorChange.bind(null, tab.code)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!view.canContinue || submitting) return
    const result = await continueToCart(view)
    if (result.kind === 'invalid') {
      dispatch({ type: 'serverErrors', errors: result.errors })
      setSummaryKey((key) => key + 1)
    } else if (result.kind === 'failed') setFailure(({ count }) => ({ count: count + 1, message: result.message }))
  }

  const summary = (Object.keys(view.serverErrors) as ConfigurationField[]).flatMap((field) => {
    const key = errors[field]
    return key ? [{ fieldId: id(field), message: tv(key) }] : []
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${tab.code}-form-title`}
      className={cx('flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h3 id={`${tab.code}-form-title`} className="text-lg font-bold text-brand-900">
        {t('form.title')}
      </h3>
      {summary.length > 0 ? (
        <Suspense fallback={null}>
          <ErrorSummary errors={summary} focusKey={summaryKey} headingLevel={4} />
        </Suspense>
      ) : null}
      {failure.count > 0 ? (
        <Suspense fallback={null}>
          <FailureToast message={failure.message ?? t('errors.somethingWentWrong')} failure={failure.count} />
        </Suspense>
      ) : null}
      <div className="grid items-start gap-x-4 gap-y-5 sm:grid-cols-2">
        <ContainerAndKitFields view={view} id={id} dispatch={dispatch} saved={() => savedRef.current[tab.code]} track={track} />
        <RentalDates
          view={view}
          rules={configurator.rules}
          context={configurator.context}
          ids={{ startDate: id('startDate'), endDate: id('endDate') }}
          onChange={(field, text) => {
            dispatch({ type: 'changeDate', field, text })
            if (text.length === 10) track(field, text)
          }}
          onLeave={(field) => dispatch({ type: 'touchDate', field })}
          className="sm:col-span-2"
        />
      </div>
      <PriceSummary view={view} currency={data.currency} billingCycleDays={data.billingCycleDays} />
      <ContinueButton view={view} submitting={submitting} />
      {footer}
    </form>
  )
}
