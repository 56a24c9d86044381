'use client'

import { useState } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle } from '@/integrations/captcha/CaptchaWidget'
import { captchaFieldMessageId, captchaMessageId } from '@/integrations/captcha/messages'
import { useToast } from '@/ui/Toast'

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
    /**
     * The request forms' pre-check of the solved token (`check`: POST /api/recaptcha, passed in by
     * the submit's code so it does not load with the page); false (toast, widget reset) when refused.
     */
    async verify(check: (token: string) => Promise<boolean>): Promise<boolean> {
      if (await check(token)) return true
      toast.error(t(captchaMessageId('verificationFailed', config.provider)))
      reset()
      return false
    },
    /** A message id of the rules, in the provider's words (reCAPTCHA's or the embedded box's). */
    messageId: (id: string) => captchaFieldMessageId(id, config.provider),
  }
}

export type CaptchaApi = ReturnType<typeof useCaptcha>
