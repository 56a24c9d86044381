/** The public origin for absolute URLs (sitemap, hreflang): SITE_URL, else localhost on PORT. */
export const siteUrl = (): string => (process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
