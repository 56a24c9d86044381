import { randomUUID } from 'node:crypto'
import { quoteFormBlocksOf } from '@/features/requests'
import type { Page } from '@/payload-types'

// The rental quote form's submission (POST /api/request-quote), as the seeded CMS page
// `request-quote` and its quote form block make it (or another seeded page's, e.g. the one in a
// layout column of `solutions`).

export type QuoteForm = { pageId: number; blockId: string }

/** A seeded page (`request-quote` unless named) and its first quote form block, wherever it sits, read from the server at `base`. */
export async function quoteFormOf(base: string, slug = 'request-quote'): Promise<QuoteForm> {
  const res = await fetch(`${base}/cms-api/pages?where[slug][equals]=${slug}&depth=0`)
  const page = ((await res.json()) as { docs: Pick<Page, 'id' | 'layout'>[] }).docs[0]!
  return { pageId: page.id, blockId: quoteFormBlocksOf(page.layout)[0]!.id! }
}

/** A complete request with a fresh e-mail address and idempotency key; `captchaToken` must be set to a solved one to be accepted. */
export const rentalQuoteRequest = (form: QuoteForm, overrides: Record<string, unknown> = {}) => ({
  ...form,
  firstName: 'Jeanne',
  lastName: 'Tremblay',
  company: 'Tremblay Construction',
  email: `jeanne.${randomUUID().slice(0, 8)}@example.com`,
  phone: '(416) 555-0199',
  containerSize: '40ft',
  rentalLength: '3-12-months',
  comments: 'Delivery in March, please.',
  site_address_country: 'US',
  site_address_state: 'TX',
  site_address_zip: '77002',
  site_address_city: 'Houston',
  Address: '123 Main St',
  Industries: 'construction',
  otherIndustry: '',
  optionCards: ['storage', 'office'],
  captchaToken: 'not-solved',
  idempotencyKey: randomUUID(),
  locale: 'en',
  page: '/en/request-quote',
  ...overrides,
})
