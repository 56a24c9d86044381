import { describe, expect, it } from 'vitest'
import { emptyValues, flatValues, nestValues, toRentalQuoteRequestBody, type QuoteFormDefinition } from './fields'

const definition: QuoteFormDefinition = {
  fields: [
    { itemType: 'fieldText', name: 'firstName', label: 'First name', required: true },
    { itemType: 'fieldLabel', name: '', label: 'About the project', required: false },
    { itemType: 'fieldText', name: 'fields', label: 'A field named like the group', required: false },
  ],
  industries: [],
  optionCards: { mode: 'checkbox', cards: [] },
}

describe('flat form values', () => {
  it('keeps the admin-defined fields beside the fixed ones and gathers them back for the body', () => {
    const flat = { ...flatValues(emptyValues(definition)), firstName: 'Dana', fields: 'x', Address: '1 Main St', optionCards: ['storage'] }
    expect(flat).toMatchObject({ firstName: 'Dana', Address: '1 Main St', site_address_zip: '' })
    const nested = nestValues(definition, flat)
    expect(nested.fields).toEqual({ firstName: 'Dana', fields: 'x' })
    expect(nested).toMatchObject({ Address: '1 Main St', optionCards: ['storage'] })
    const context = { pageId: 1, blockId: 'b', captchaToken: 't', idempotencyKey: 'k', locale: 'en' as const, page: '/en/request-quote' }
    expect(toRentalQuoteRequestBody(nested, context)).toMatchObject({ firstName: 'Dana', fields: 'x', Address: '1 Main St', optionCards: ['storage'] })
  })
})
