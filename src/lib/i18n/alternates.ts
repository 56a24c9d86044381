import type { Metadata } from 'next'
import { locales } from '@/i18n/routing'

/** hreflang alternates and canonical for a path given without its locale ('' for the home page). */
export function localeAlternates(locale: string, path: string): Metadata['alternates'] {
  const suffix = path && path !== '/' ? (path.startsWith('/') ? path : `/${path}`) : ''
  return {
    canonical: `/${locale}${suffix}`,
    languages: {
      ...Object.fromEntries(locales.map((l) => [l === 'en' ? 'en-US' : 'fr-CA', `/${l}${suffix}`])),
      'x-default': `/en${suffix}`,
    },
  }
}

/** What a resource's page (an event, an article, a package…) tells search engines and link previews. */
export type ResourceMeta = {
  title: string
  excerpt: string | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  /** Articles and events are `article`s (with their date); packages, customizations and sub-industries `website`s. */
  type: 'article' | 'website'
  publishedTime?: string
}

/** A resource page's title, description, alternates and Open Graph tags, at `path` (below the locale). */
export function resourcePageMetadata(locale: string, path: string, { title, excerpt, image, type, publishedTime }: ResourceMeta): Metadata {
  const description = excerpt ?? undefined
  return {
    title,
    description,
    alternates: localeAlternates(locale, path),
    openGraph: {
      title,
      description,
      type,
      ...(publishedTime ? { publishedTime } : {}),
      locale: locale === 'fr' ? 'fr_CA' : 'en_US',
      ...(image ? { images: [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }] } : {}),
    },
  } as Metadata
}
