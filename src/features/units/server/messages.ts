import 'server-only'
import type { Locale } from '@/i18n/routing'
import { getLooseTranslator } from '@/lib/i18n/serverMessages'
import type { UnitsT } from '../labels'

/** The `units` translator with string keys (labels built from stored values, e.g. `productTypes.${type}`). */
export const getUnitsT = (locale: Locale): UnitsT => getLooseTranslator(locale, 'units')
