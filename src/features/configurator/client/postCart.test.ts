import { describe, expect, it } from 'vitest'
import { fieldErrorsOf } from './postCart'

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
