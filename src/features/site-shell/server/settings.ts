import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { getPayloadClient } from '@/lib/payload'

/** Site settings and navigation for one locale, read once per request. */
export const getSiteSettings = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
})

export const getNavigation = cache(async (locale: Locale) => {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'navigation', locale, depth: 0 })
})
