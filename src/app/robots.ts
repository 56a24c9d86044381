import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/siteUrl'

export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api/', '/bench/'] }],
    sitemap: `${await siteUrl()}/sitemap.xml`,
  }
}
