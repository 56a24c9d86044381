import { describe, expect, it } from 'vitest'
import { byLabel, fillPlaceholders, pickSubheading, pickText, pickTexts } from './confirmationContent'

describe('confirmation content: staff text, else the messages', () => {
  it('takes a staff text with visible characters, trimmed', () => {
    expect(pickText('  Merci!  ', 'fallback')).toBe('Merci!')
  })

  it('falls back when the entry or the field is missing, empty or blank', () => {
    expect(pickText(undefined, 'fallback')).toBe('fallback')
    expect(pickText(null, 'fallback')).toBe('fallback')
    expect(pickText('', 'fallback')).toBe('fallback')
    expect(pickText(' \n ', 'fallback')).toBe('fallback')
    expect(pickText(42, 'fallback')).toBe('fallback')
  })

  it('picks field by field, so one empty field does not drop the others', () => {
    const fallbacks = { heading: 'Empty Cart', subheading: 'There is no order to show.', ctaLabel: 'Configure a container' }
    expect(pickTexts({ heading: 'Your cart is empty', subheading: '' }, fallbacks)).toEqual({ ...fallbacks, heading: 'Your cart is empty' })
    expect(pickTexts(null, fallbacks)).toEqual(fallbacks)
    expect(pickTexts(undefined, fallbacks)).toEqual(fallbacks)
  })

  it('ignores fields the page does not ask for', () => {
    expect(pickTexts({ heading: 'A', column1Text: 'B' }, { heading: 'x' })).toEqual({ heading: 'A' })
  })

  it('fills {email} and leaves unknown placeholders as written', () => {
    expect(fillPlaceholders('Sent to {email}. {other}', { email: 'a@b.ca' })).toBe('Sent to a@b.ca. {other}')
    expect(pickText('Sent to {email}', 'fallback', { email: 'a@b.ca' })).toBe('Sent to a@b.ca')
  })

  it('shows subHeadingNew to a visitor without an account number, else the subheading', () => {
    const entry = { subheading: 'Welcome back, {email}', subHeadingNew: 'Welcome, {email}' }
    expect(pickSubheading(entry, true, 'fallback', { email: 'a@b.ca' })).toBe('Welcome back, a@b.ca')
    expect(pickSubheading(entry, false, 'fallback', { email: 'a@b.ca' })).toBe('Welcome, a@b.ca')
    expect(pickSubheading({ subheading: 'Only {email}' }, false, 'fallback', { email: 'a@b.ca' })).toBe('Only a@b.ca')
    expect(pickSubheading({}, false, 'fallback')).toBe('fallback')
    expect(pickSubheading(undefined, true, 'fallback')).toBe('fallback')
  })

  it('indexes entries by known internal label, first one wins', () => {
    const found = byLabel([
      { internalLabel: 'empty-cart', heading: 'one' },
      { internalLabel: 'empty-cart', heading: 'two' },
      { internalLabel: 'unknown', heading: 'x' },
      { internalLabel: 'order-failed', heading: 'three' },
    ])
    expect(Object.keys(found).sort()).toEqual(['empty-cart', 'order-failed'])
    expect(found['empty-cart']?.heading).toBe('one')
  })
})
