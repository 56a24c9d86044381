import 'server-only'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'
import { CONFIRMATION_CONTENTS_SLUG } from '@/collections/commerce/confirmationLabels'
import { byLabel, type ConfirmationEntry, type ConfirmationLabel } from '../confirmationContent'

/**
 * The confirmation content entries of these internal labels in the page's locale, in one query.
 * No locale fallback: a field empty in French falls back to the French messages, not to English.
 * A failed read is logged and answers nothing, so the page shows the messages' texts.
 */
export async function getConfirmationContents(labels: ConfirmationLabel[], locale: Locale): Promise<Partial<Record<ConfirmationLabel, ConfirmationEntry>>> {
  const payload = await getPayloadClient()
  try {
    const { docs } = await payload.find({
      collection: CONFIRMATION_CONTENTS_SLUG,
      where: { internalLabel: { in: labels } },
      locale,
      fallbackLocale: false,
      depth: 0,
      limit: labels.length,
      pagination: false,
      overrideAccess: true,
    })
    return byLabel(docs as ConfirmationEntry[])
  } catch (error) {
    payload.logger.error({ err: error, labels }, 'Confirmation content not read: the messages are shown')
    return {}
  }
}
