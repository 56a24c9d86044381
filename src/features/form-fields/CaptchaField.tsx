'use client'

import { useState, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { checkCaptchaToken, type CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { captchaFieldMessageId, captchaMessageId } from '@/integrations/captcha/messages'
import { useCaptchaLabels } from '@/integrations/captcha/useCaptchaLabels'
import { FieldsetField } from '@/ui/form/FormFields'
import type { FormApi } from '@/ui/form/useForm'
import { useToast } from '@/ui/Toast'
import { LazyCaptcha } from './LazyCaptcha'

/**
 * A form's captcha (spec 1 §5, spec 2 §5): its token, its widget handle, and the steps a submit
 * takes with it — the widget must have loaded ('reCAPTCHA not loaded'), and the request forms
 * pre-check the token with POST /api/recaptcha before sending.
 */
export function useCaptcha(config: CaptchaClientConfig) {
  const t = useTranslations()
  const toast = useToast()
  // The widget's handle, as state set by a callback ref: the hook's result stays a plain value for render.
  const [handle, attach] = useState<CaptchaWidgetHandle | null>(null)
  const [token, setToken] = useState('')
  const reset = () => {
    handle?.reset()
    setToken('')
  }
  return {
    config,
    attach,
    token,
    setToken,
    reset,
    /** False (with the provider's 'not loaded' toast) when the widget is not there to submit with. */
    ensureLoaded(): boolean {
      if (handle?.isReady()) return true
      toast.error(t(captchaMessageId('notLoaded', config.provider)))
      return false
    },
    /** The request forms' pre-check of the solved token; false (toast, widget reset) when refused. */
    async verify(): Promise<boolean> {
      if (await checkCaptchaToken(token)) return true
      toast.error(t(captchaMessageId('verificationFailed', config.provider)))
      reset()
      return false
    },
    /** A message id of the rules, in the provider's words (reCAPTCHA's or the embedded box's). */
    messageId: (id: string) => captchaFieldMessageId(id, config.provider),
  }
}

export type CaptchaApi = ReturnType<typeof useCaptcha>

export interface CaptchaFieldProps {
  form: Pick<FormApi<object>, 'errorText' | 'idOf' | 'clearServerErrors'>
  captcha: CaptchaApi
  /** The form's field of the token (its error and the summary link). */
  field?: string
  label: ReactNode
  locale: 'en' | 'fr'
  /** Load the widget now (the visitor started the form); it also loads when scrolled near. */
  load: boolean
  onExpired?: () => void
}

/** The captcha as a field of a form: legend, the widget (loaded lazily), its inline error. */
export function CaptchaField({ form, captcha, field = 'captchaToken', label, locale, load, onExpired }: CaptchaFieldProps) {
  const labels = useCaptchaLabels()
  const { attach, config, setToken } = captcha
  return (
    <FieldsetField form={form} field={field} legend={label} required>
      <div id={form.idOf(field)} tabIndex={-1} className="w-fit max-w-full rounded-md">
        <LazyCaptcha
          ref={attach}
          config={config}
          locale={locale}
          labels={labels}
          load={load}
          onVerified={(token) => {
            setToken(token)
            form.clearServerErrors(field)
          }}
          onExpired={() => {
            setToken('')
            onExpired?.()
          }}
        />
      </div>
    </FieldsetField>
  )
}
