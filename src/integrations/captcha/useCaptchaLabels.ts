'use client'

import { useMemo } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { CaptchaWidgetLabels } from './CaptchaWidget'

const LABEL_KEYS = ['label', 'verifying', 'verified', 'error', 'expired', 'verificationRequired', 'waitAlert', 'loading', 'reload', 'verify', 'cancel', 'ariaLinkLabel'] as const satisfies readonly (keyof CaptchaWidgetLabels)[]

/**
 * The captcha widget's texts (messages `captcha.widget.*`), key by key: messages are precompiled
 * in the build, so `t.raw` cannot hand over the whole group.
 */
export function useCaptchaLabels(): CaptchaWidgetLabels {
  const t = useTranslations('captcha.widget')
  return useMemo(() => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(key)])) as unknown as CaptchaWidgetLabels, [t])
}
