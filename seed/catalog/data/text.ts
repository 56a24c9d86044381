/** A text in both site languages. Every visitor-facing string of the catalog seed is one of these. */
export type Locale = 'en' | 'fr'
export type Text = Readonly<{ en: string; fr: string }>

export const text = (en: string, fr: string): Text => ({ en, fr })

/** Money in whole dollars per currency, as the business quotes it; the collections store cents. */
export type Price = Readonly<{ usd: number; cad: number }>
export const cents = (dollars: number): number => Math.round(dollars * 100)
