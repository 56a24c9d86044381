import { describe, expect, it } from 'vitest'
import en from '@messages/en.json'

// Parity, placeholders and translation of every namespace are checked in src/lib/i18n/messages.test.ts.
describe('requests and units messages', () => {
  it('give the spec’s English texts verbatim', () => {
    expect(en.requests.errors.lookupFailed).toBe('Error fetching data from Contentful')
    expect(en.requests.errors.submitFailed).toBe('Error submitting request')
  })
  it('name all fifteen used product types', () => {
    expect(Object.keys(en.units.productTypes)).toHaveLength(15)
  })
})
