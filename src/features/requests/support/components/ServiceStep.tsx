'use client'

import type { ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'
import { FieldError } from '@/ui/Field'
import { cx, focusRing } from '@/ui/cx'
import { SERVICE_TYPES, type ServiceType } from '../fields'
import { serviceKey } from '../labels'
import { ServiceIcon } from './ServiceIcon'

/**
 * Step 1: the service cards (Request_Type__c). Picking a card moves straight to step 2 (spec 1
 * §2.4); Continue without one shows 'Please select a service.'. Coming back, the chosen card is
 * shown pressed and Continue moves on with it.
 */
export function ServiceStep({
  selected,
  onChoose,
  onContinue,
  error,
  summary,
}: {
  selected: ServiceType | ''
  onChoose: (serviceType: ServiceType) => void
  onContinue: () => void
  error?: string
  summary: ReactNode
}) {
  const t = useTranslations('supportRequest')
  return (
    <div className="flex flex-col gap-5">
      {summary}
      <div id="support-services" role="group" tabIndex={-1} aria-labelledby="support-services-label" aria-describedby={error ? 'support-services-error' : undefined} className="flex flex-col gap-3 rounded-md focus:outline-none">
        <p id="support-services-label" className="sr-only">
          {t('stepHeadings.service')}
        </p>
        <ul className="grid list-none gap-3 p-0 sm:grid-cols-2">
          {SERVICE_TYPES.map((type) => {
            const key = serviceKey(type)
            const pressed = selected === type
            return (
              <li key={type}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onChoose(type)}
                  className={cx(
                    'flex h-full w-full items-start gap-4 rounded-lg border-2 bg-white p-4 text-left transition-colors hover:border-blue-700 hover:bg-blue-50',
                    pressed ? 'border-blue-700 bg-blue-50' : 'border-slate-300',
                    focusRing,
                  )}
                >
                  <ServiceIcon type={type} />
                  <span className="flex flex-col gap-1">
                    <span className="text-lg font-semibold text-slate-900">{t(`services.${key}.title`)}</span>
                    <span className="text-slate-700">{t(`services.${key}.text`)}</span>
                    {pressed ? <span className="text-sm font-semibold text-blue-800">{t('chosenService')}</span> : null}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
        {error ? <FieldError id="support-services-error">{error}</FieldError> : null}
      </div>
      <Button onClick={onContinue} size="lg" className="w-full sm:w-auto sm:self-start">
        {t('continue')}
      </Button>
    </div>
  )
}
