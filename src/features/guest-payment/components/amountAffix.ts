import type { Currency } from '@/lib/money'

/**
 * The currency beside an amount input, where it stands in the locale's money format (French after
 * the amount, English before it), and the room the input leaves for it.
 */
export function amountAffix(locale: 'en' | 'fr', currency: Currency): { symbol: string; padding: string } {
  if (locale === 'fr') return currency === 'USD' ? { symbol: '$\u00a0US', padding: 'pr-14' } : { symbol: '$', padding: 'pr-7' }
  return currency === 'CAD' ? { symbol: 'CA$', padding: 'pl-12' } : { symbol: '$', padding: 'pl-7' }
}
