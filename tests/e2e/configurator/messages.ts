// The texts the configurator shows, read from the message files, so assertions follow the copy.
import fs from 'node:fs'
import path from 'node:path'
import type enMessages from '../../../messages/en.json'

export type Locale = 'en' | 'fr'
type Messages = typeof enMessages

const root = path.resolve(import.meta.dirname, '../../../messages')
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

/** messages/{locale}.json. */
export function messages(locale: Locale): Messages {
  return read(`${locale}.json`) as Messages
}

/** Both locales' messages, read once. */
export const text = { en: messages('en'), fr: messages('fr') }

/** The localized message of a validation key. */
export const validation = (locale: Locale, key: keyof Messages['validation']): string => messages(locale).validation[key]
