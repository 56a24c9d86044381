// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { rememberSentReference, SentReference, sentReferenceFor } from './SentReference'

const TEMPLATE = 'Your reference: {reference}'

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('the reference of the request just sent, on its thank-you page', () => {
  it('shows the reference the form kept for this page', () => {
    rememberSentReference('/en/request-service/thank-you', 'SR-7K2M9QXA')
    window.history.replaceState(null, '', '/en/request-service/thank-you')
    render(<SentReference template={TEMPLATE} />)
    expect(screen.getByTestId('sent-reference').textContent).toBe('Your reference: SR-7K2M9QXA')
  })

  it('shows nothing on another thank-you page, or when nothing was sent in this tab', () => {
    rememberSentReference('/fr/request-quote/thank-you', 'QR-7K2M9QXA')
    expect(sentReferenceFor('/fr/request-service/thank-you')).toBeNull()
    sessionStorage.clear()
    window.history.replaceState(null, '', '/fr/request-quote/thank-you')
    render(<SentReference template={TEMPLATE} />)
    expect(screen.getByTestId('sent-reference').textContent).toBe('')
  })

  it('keeps only what reads as a reference (never markup or an address from elsewhere)', () => {
    rememberSentReference('/en/request-quote-buy/thank-you', '<img src=x>')
    expect(sentReferenceFor('/en/request-quote-buy/thank-you')).toBeNull()
    rememberSentReference('/en/request-quote-buy/thank-you', undefined)
    expect(sentReferenceFor('/en/request-quote-buy/thank-you')).toBeNull()
    rememberSentReference('/en/request-quote-buy/thank-you', 'QB-0123ABCD')
    expect(sentReferenceFor('/en/request-quote-buy/thank-you')).toBe('QB-0123ABCD')
  })
})
