import { useId } from 'react'
import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'
import type { ConfiguratorView } from '../client/configuratorView'

/** Continue, with a hint saying what is missing while it is disabled (spec 1 §4). */
export function ContinueButton({ view, submitting }: { view: ConfiguratorView; submitting: boolean }) {
  const t = useTranslations('configurator.form')
  const hintId = useId()
  return (
    <div className="flex flex-col gap-2">
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!view.canContinue}
        submitting={submitting}
        submittingLabel={t('continuing')}
        aria-describedby={view.canContinue ? undefined : hintId}
      >
        {t('continue')}
      </Button>
      {view.canContinue ? null : (
        <p id={hintId} className="text-center text-sm text-slate-600">
          {view.quantityError ? t('quantityHint') : t('continueHint')}
        </p>
      )}
    </div>
  )
}
