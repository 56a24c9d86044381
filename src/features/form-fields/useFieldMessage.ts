'use client'

import { useTranslations } from '#i18n/hooks'
import type { CaptchaApi } from './useCaptcha'

/**
 * The text of a field's message id (a key of messages/*.json): the captcha's in its provider's
 * words, and `fallbackId` for an id the messages do not know (a server message id from a newer
 * release).
 */
export function useFieldMessage(captcha: Pick<CaptchaApi, 'messageId'> | null, fallbackId: string) {
  const t = useTranslations()
  return (id: string): string => {
    const mapped = captcha ? captcha.messageId(id) : id
    return t.has(mapped as never) ? t(mapped as never) : t(fallbackId as never)
  }
}
