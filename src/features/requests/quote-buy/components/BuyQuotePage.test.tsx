// @vitest-environment jsdom
// Spec 1 §8: a unit lookup that fails shows the toast 'Error fetching data from Contentful' (the
// browser tests cannot make the server's database fail, so the page is rendered here with a
// lookup that throws).
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '@messages/en.json'
import fr from '@messages/fr.json'

vi.mock('@/features/units/server/queries', () => ({
  getUsedUnit: vi.fn(async () => {
    throw new Error('database unavailable')
  }),
}))
vi.mock('@/features/site-shell/server/settings', () => ({ getSiteSettings: vi.fn() }))
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn(), warn: vi.fn(), info: vi.fn() } }))

const { BuyQuotePage } = await import('./BuyQuotePage')

afterEach(cleanup)

describe('BuyQuotePage when the unit lookup fails', () => {
  it('says it in the spec\'s words in English', () => expect(en.requests.errors.lookupFailed).toBe('Error fetching data from Contentful'))

  it.each(['en', 'fr'] as const)('shows the lookup error toast and a way to try again (%s)', async (locale) => {
    render(await BuyQuotePage({ locale, unitNumber: 'BX104233' }))
    const m = { en, fr }[locale]
    // The toast's own code arrives with the toast shown on arrival (src/ui/Toast.tsx).
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(m.requests.errors.lookupFailed))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(m.requests.buyQuote.lookupFailed.heading)
    expect(screen.getByRole('link').getAttribute('href')).toBe(`/${locale}/request-quote-buy/BX104233`)
  })
})
