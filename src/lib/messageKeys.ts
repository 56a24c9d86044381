// Validation rules return a message KEY, never text: the UI localizes it with
// next-intl under the `validation` namespace (messages/{en,fr}.json).
//   const t = useTranslations('validation'); t(key)            // bare key from a rule
//   const t = useTranslations();            t(issue.message)   // zod message (namespaced)
// The type import below costs nothing in the bundle: it only types the keys.
import type messages from '@messages/en.json'

export type ValidationKey = keyof (typeof messages)['validation']

export const VALIDATION_NAMESPACE = 'validation'

/** The fully namespaced id of a key, as used for zod issue messages: `validation.dateFormat`. */
export type ValidationMessageId = `validation.${ValidationKey}`

export function messageId(key: ValidationKey): ValidationMessageId {
  return `validation.${key}`
}
