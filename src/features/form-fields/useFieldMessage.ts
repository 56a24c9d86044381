'use client'

import { useLocale } from 'next-intl'
import { useTranslations } from '#i18n/hooks'
import { fieldInSentence } from '@/lib/fieldInSentence'
import { messageId } from '@/lib/messageKeys'
import type { FieldName } from '@/ui/form/useForm'
import type { CaptchaApi } from './useCaptcha'

const REQUIRED = messageId('required')

/**
 * The text of a field's message id (a key of messages/*.json): the captcha's in its provider's
 * words, and `fallbackId` for an id the messages do not know (a server message id from a newer
 * release). A missing answer names its field and what to do ("Enter your phone number", "Choose
 * your industry"; issue 43) when the field's control gave its name, else the generic "Required".
 */
export function useFieldMessage(captcha: Pick<CaptchaApi, 'messageId'> | null, fallbackId: string) {
  const t = useTranslations()
  const missing = useMissingAnswerText()
  return (id: string, _field?: string, name?: FieldName): string => {
    const mapped = captcha ? captcha.messageId(id) : id
    if (mapped === REQUIRED && name) return missing(name)
    return t.has(mapped as never) ? t(mapped as never) : t(fallbackId as never)
  }
}

/** A missing answer's message, naming its field: "Enter your phone number", "Choose your container size". */
export function useMissingAnswerText() {
  const t = useTranslations('validation')
  const locale = useLocale()
  return ({ label, kind }: FieldName) => t(kind === 'choose' ? 'chooseField' : 'enterField', { field: fieldInSentence(label, locale) })
}
