// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { pushEvent } from './dataLayer'

afterEach(() => {
  delete window.dataLayer
})

describe('pushEvent', () => {
  it('creates the data layer and pushes the event with its parameters', () => {
    expect(window.dataLayer).toBeUndefined()
    expect(pushEvent('form_step', { form: 'quote', step: 2 })).toBe(true)
    expect(window.dataLayer).toEqual([{ event: 'form_step', form: 'quote', step: 2 }])
  })

  it('appends to an existing data layer (e.g. one created by a tag manager)', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }]
    window.dataLayer = existing
    pushEvent('cta_click', { label: 'Get a quote', path: '/en' })
    pushEvent('page_ready')
    expect(window.dataLayer).toBe(existing)
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'cta_click', label: 'Get a quote', path: '/en' }, { event: 'page_ready' }])
  })

  it('ignores an empty event name', () => {
    expect(pushEvent('')).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })
})
