'use client'

import type { ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'

/** Back (keeps the data), the step's submit button, and Start over (clears everything). */
export function StepActions({ onBack, onReset, submitting, children }: { onBack: () => void; onReset: () => void; submitting?: boolean; children: ReactNode }) {
  const t = useTranslations('supportRequest')
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-center">
      <Button variant="secondary" size="lg" onClick={onBack} disabled={submitting}>
        {t('back')}
      </Button>
      <Button variant="ghost" size="lg" onClick={onReset} disabled={submitting}>
        {t('reset')}
      </Button>
      <Button type="submit" size="lg" submitting={submitting} className="sm:ml-auto">
        {children}
      </Button>
    </div>
  )
}
