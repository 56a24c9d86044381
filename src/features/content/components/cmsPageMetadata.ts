import type { Metadata } from 'next'
import { localeAlternates } from '@/lib/i18n/alternates'
import { cmsPagePath } from '@/lib/publicPages'
import type { Page } from '@/payload-types'

/** A CMS page's title, description, Open Graph image and language alternates. */
export function cmsPageMetadata(page: Page | null, locale: string, slug: string): Metadata {
  if (!page) return {}
  const title = page.meta?.title || page.title
  const image = page.meta?.image && typeof page.meta.image === 'object' ? page.meta.image : null
  return {
    // A meta title is the whole title staff wrote; else the page's title, followed by the brand.
    title: page.meta?.title ? { absolute: page.meta.title } : page.title,
    description: page.meta?.description ?? undefined,
    alternates: localeAlternates(locale, cmsPagePath(slug)),
    openGraph: {
      title,
      description: page.meta?.description ?? undefined,
      type: 'website',
      locale: locale === 'fr' ? 'fr_CA' : 'en_US',
      ...(image?.url ? { images: [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt ?? '' }] } : {}),
    },
  }
}
