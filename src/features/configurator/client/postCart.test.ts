import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldErrorsOf, postCart } from './postCart'

describe('fieldErrorsOf', () => {
  it('keeps the first message id of each configuration field, without the validation. prefix', () => {
    expect(
      fieldErrorsOf({ fieldErrors: { startDate: ['validation.startDateWeekend', 'other'], kitId: ['cart.errors.kitNotOffered'], locale: ['x'] } }),
    ).toEqual({ startDate: 'startDateWeekend', kitId: 'cart.errors.kitNotOffered' })
  })
  it('answers nothing for a body without field errors', () => {
    expect(fieldErrorsOf(null)).toEqual({})
    expect(fieldErrorsOf({ error: 'Bad request' })).toEqual({})
  })
})

/** A fetch answering GET /api/tokenApi with a fresh token and every other call with `answer`. */
const withToken = (answer: () => Response) =>
  vi.fn(async (input: string) =>
    input === '/api/tokenApi' ? Response.json({ token: `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.s` }) : answer(),
  )

describe('postCart', () => {
  const configuration = { containerId: 'c', containerQuantity: 1, kitId: 'k', kitQuantity: 1, startDate: '12/01/2026', endDate: '12/31/2026' }
  afterEach(() => vi.unstubAllGlobals())

  it('passes on the server’s own reason when a payment is in progress for the cart (409)', async () => {
    const error = 'A payment is in progress for this cart, so it cannot be changed now.'
    vi.stubGlobal('fetch', withToken(() => Response.json({ error, code: 'paymentInProgress' }, { status: 409 })))
    expect(await postCart('standard', configuration, 'en')).toEqual({ kind: 'failed', message: error })
  })

  it('fails without a message on any other error status', async () => {
    vi.stubGlobal('fetch', withToken(() => Response.json({ error: 'boom' }, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await postCart('standard', configuration, 'en')).toEqual({ kind: 'failed' })
  })
})
