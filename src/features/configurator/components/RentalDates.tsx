'use client'

import { useId } from 'react'
import { useTranslations } from '#i18n/hooks'
import { useMissingAnswerText } from '@/features/form-fields'
import type { DateRuleContext } from '@/lib/configuratorDates'
import { DateField } from '@/ui/DateField'
import { cx } from '@/ui/cx'
import type { DateField as DateFieldName } from '../client/configuratorState'
import type { ConfiguratorView } from '../client/configuratorView'
import type { DateRules } from '../client/dateRules'
import { loadDateRules } from '../client/useDateRules'

const LAST_MONTH = '2100-12'
const disableAll = () => true

export interface RentalDatesProps {
  view: ConfiguratorView
  /** Null until loaded (first focus of a date field): the pickers then disable every day. */
  rules: DateRules | null
  context: DateRuleContext
  ids: Record<DateFieldName, string>
  onChange: (field: DateFieldName, text: string) => void
  /** The visitor left a field holding text: its message shows from then on. */
  onLeave: (field: DateFieldName) => void
  className?: string
}

/**
 * Preferred start and end dates: typed (mm/dd/yyyy, in French aaaa-mm-jj) or picked. The pickers disable exactly the
 * days the typed rules reject (the shared isStartDayDisabled / isEndDayDisabled).
 */
export function RentalDates({ view, rules, context, ids, onChange, onLeave, className }: RentalDatesProps) {
  const t = useTranslations('configurator.form')
  const tv = useTranslations('validation')
  const missing = useMissingAnswerText()
  const hintId = useId()
  const { configuration, errors } = view
  const start = view.startDate?.ok ? view.startDate.date : null
  const earliest = rules ? rules.earliestStartDate(context.today, context.closures) : context.today
  const loadRules = () => void loadDateRules().catch((error: unknown) => console.error('configurator: date rules failed to load', error))

  return (
    <fieldset
      aria-describedby={hintId}
      onFocus={loadRules}
      onPointerEnter={loadRules}
      className={cx('flex min-w-0 flex-col gap-3', className)}
    >
      <legend className="text-base font-semibold text-slate-900">{t('rentalDates')}</legend>
      <p id={hintId} className="-mt-1 text-sm text-slate-600">
        {t('rentalDatesHint')}
      </p>
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <DateField
          id={ids.startDate}
          label={t('startDate')}
          value={configuration.startDate}
          onChange={(text) => onChange('startDate', text)}
          onBlur={() => configuration.startDate && onLeave('startDate')}
          error={errors.startDate === 'required' ? missing({ label: t('startDate'), kind: 'enter' }) : errors.startDate ? tv(errors.startDate) : undefined}
          isDayDisabled={rules ? (iso) => rules.isStartDayDisabled(iso, context) : disableAll}
          today={context.today}
          startMonth={context.today.slice(0, 7)}
          endMonth={LAST_MONTH}
          defaultMonth={earliest}
        />
        <DateField
          id={ids.endDate}
          label={t('endDate')}
          value={configuration.endDate}
          onChange={(text) => onChange('endDate', text)}
          onBlur={() => configuration.endDate && onLeave('endDate')}
          error={errors.endDate === 'required' ? missing({ label: t('endDate'), kind: 'enter' }) : errors.endDate ? tv(errors.endDate) : undefined}
          isDayDisabled={rules ? (iso) => rules.isEndDayDisabled(iso, start, context) : disableAll}
          today={context.today}
          startMonth={(start ?? context.today).slice(0, 7)}
          endMonth={LAST_MONTH}
          defaultMonth={start ?? earliest}
        />
      </div>
    </fieldset>
  )
}
