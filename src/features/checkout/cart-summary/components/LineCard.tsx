'use client'

import { useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import { DATE_TEXT_MAX_LENGTH, isoToMdy, mdyToIso } from '@/lib/calendarDate'
import { loadDateRules, useDateRules } from '@/features/configurator'
import type { ValidationKey } from '@/lib/messageKeys'
import { kitQuantityError, QUANTITY_OPTIONS } from '@/lib/quantities'
import { Button } from '@/ui/Button'
import { DateField } from '@/ui/DateField'
import { Select } from '@/ui/Select'
import type { CartLineView } from '@/features/cart'
import { useMessage } from '../client/useMessage'
import type { EditContainer } from '../types'

const quantityOptions = QUANTITY_OPTIONS.map((n) => ({ value: String(n), label: String(n) }))
const noKitQuantityOptions = [{ value: '0', label: '0' }]
const LAST_MONTH = '2100-12'
const disableAll = () => true

/** The line as its fields hold it. Dates are as typed (mm/dd/yyyy): POST /api/cart-container-quantity-change takes them so and checks them. */
export type LineDraft = { containerQuantity: number; kitId: string; kitQuantity: number; startDate: string; endDate: string }

export const draftOf = (line: CartLineView): LineDraft => ({
  containerQuantity: line.containerQuantity,
  kitId: line.kit.id,
  kitQuantity: line.kitQuantity,
  startDate: isoToMdy(line.startDate),
  endDate: isoToMdy(line.endDate),
})

type Props = {
  line: CartLineView
  containers: EditContainer[]
  dateContext: { today: string; closures: string[] }
  billingCycleDays: number
  money: (cents: number) => string
  busy: boolean
  /** Field → message id from the server's last answer for this line. */
  serverErrors: Record<string, string>
  onChange: (draft: LineDraft) => void
  onResize: (containerId: string) => void
  onDelete: () => void
}

/**
 * One container line, editable with the configurator's rules: the kit quantity may not exceed the
 * container quantity (checked here at once), None means 0 kits, and every change is recalculated
 * and checked again by the server (dates included).
 */
export function LineCard({ line, containers, dateContext, billingCycleDays, money, busy, serverErrors, onChange, onResize, onDelete }: Props) {
  const t = useTranslations('cart')
  const message = useMessage()
  const [draft, setDraft] = useState<LineDraft>(() => draftOf(line))
  const [localError, setLocalError] = useState<ValidationKey | null>(null)
  const container = containers.find((c) => c.id === line.container.id)
  const kits = container?.kits ?? [line.kit]
  const noKit = kits.find((k) => k.id === draft.kitId)?.description === 'None'
  const id = (field: string) => `line-${line.id}-${field}`
  const headingId = id('heading')
  const today = dateContext.today
  // The calendars disable exactly what the typed rules reject, once the rules are loaded.
  const rules = useDateRules()
  const loadRules = () => void loadDateRules().catch(() => undefined)
  const startIso = mdyToIso(draft.startDate)

  const submit = (next: LineDraft) => {
    setDraft(next)
    const error = kitQuantityError(next.kitQuantity, next.containerQuantity)
    setLocalError(error)
    if (!error) onChange(next)
  }
  const changeDate = (field: 'startDate' | 'endDate', text: string) => {
    const next = { ...draft, [field]: text }
    setDraft(next)
    if (text.length === DATE_TEXT_MAX_LENGTH) submit(next)
  }
  const leaveDate = (field: 'startDate' | 'endDate') => {
    if (draft[field] !== isoToMdy(line[field]) && draft[field].length !== DATE_TEXT_MAX_LENGTH) submit(draft)
  }
  const fieldError = (field: keyof LineDraft) =>
    field === 'kitQuantity' && localError ? message(`validation.${localError}`) : message(serverErrors[field])

  const prices: [string, number][] = [
    [t('prices.containerRental'), line.prices.containerRental],
    [t('prices.accessoriesRental'), line.prices.accessoriesRental],
    [t('prices.deliveryAndReturnFee'), line.prices.deliveryAndReturnFee],
  ]

  return (
    <article aria-labelledby={headingId} aria-busy={busy} className="rounded-lg border border-slate-200 p-4 shadow-sm md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {line.container.name}
          </h3>
          <p className="text-sm text-slate-600">
            {t('lineCategory', { category: line.category.name })} · {t('billingCycles', { count: line.billingCycles, days: billingCycleDays })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onDelete} disabled={busy}>
          {t('checkout.deleteLine', { name: line.container.name })}
        </Button>
      </div>
      <div className="mt-4 grid gap-x-4 gap-y-5 sm:grid-cols-2" onFocus={loadRules}>
        <Select
          id={id('containerId')}
          label={t('checkout.containerSize')}
          options={containers.map((c) => ({ value: c.id, label: t('checkout.sizeOption', { length: c.length }) }))}
          value={line.container.id}
          disabled={busy}
          onChange={(containerId) => containerId !== line.container.id && onResize(containerId)}
          error={message(serverErrors.containerId)}
        />
        <Select
          id={id('containerQuantity')}
          label={t('fields.containerQuantity')}
          options={quantityOptions}
          value={String(draft.containerQuantity)}
          disabled={busy}
          onChange={(value) => submit({ ...draft, containerQuantity: Number(value) })}
          error={fieldError('containerQuantity')}
        />
        <Select
          id={id('kitId')}
          label={t('fields.kit')}
          options={kits.map((kit) => ({ value: kit.id, label: kit.label }))}
          value={draft.kitId}
          disabled={busy}
          onChange={(kitId) => {
            const none = kits.find((k) => k.id === kitId)?.description === 'None'
            submit({ ...draft, kitId, kitQuantity: none ? 0 : Math.max(1, draft.kitQuantity) })
          }}
          error={fieldError('kitId')}
        />
        <Select
          id={id('kitQuantity')}
          label={t('fields.kitQuantity')}
          options={noKit ? noKitQuantityOptions : quantityOptions}
          value={String(draft.kitQuantity)}
          disabled={busy || noKit}
          onChange={(value) => submit({ ...draft, kitQuantity: Number(value) })}
          error={fieldError('kitQuantity')}
        />
        <DateField
          id={id('startDate')}
          label={t('fields.startDate')}
          value={draft.startDate}
          onChange={(text) => changeDate('startDate', text)}
          onBlur={() => leaveDate('startDate')}
          error={fieldError('startDate')}
          isDayDisabled={rules ? (iso) => rules.isStartDayDisabled(iso, dateContext) : disableAll}
          today={today}
          startMonth={today.slice(0, 7)}
          endMonth={LAST_MONTH}
        />
        <DateField
          id={id('endDate')}
          label={t('fields.endDate')}
          value={draft.endDate}
          onChange={(text) => changeDate('endDate', text)}
          onBlur={() => leaveDate('endDate')}
          error={fieldError('endDate')}
          isDayDisabled={rules ? (iso) => rules.isEndDayDisabled(iso, startIso, dateContext) : disableAll}
          today={today}
          startMonth={today.slice(0, 7)}
          endMonth={LAST_MONTH}
        />
      </div>
      <p role="status" className="sr-only">
        {localError ? message(`validation.${localError}`) : ''}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('prices.caption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('prices.item')}</th>
            <th scope="col">{t('prices.amount')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {prices.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                {label}
              </th>
              <td className="py-2 text-right tabular-nums">{money(cents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 pr-4 text-left font-semibold text-slate-900">
              {t('prices.lineTotal')}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums" data-testid="line-total">
              {money(line.prices.totalBeforeTax)}
            </td>
          </tr>
        </tbody>
      </table>
    </article>
  )
}
