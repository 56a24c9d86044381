/** The site's two locales. Rules that format text for display take one of these. */
export type Locale = 'en' | 'fr'

export const LOCALES: readonly Locale[] = ['en', 'fr']
