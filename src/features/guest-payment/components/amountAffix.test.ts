import { describe, expect, it } from 'vitest'
import { amountAffix } from './amountAffix'

describe('amountAffix', () => {
  it('puts the currency where the locale writes it, with room for it', () => {
    expect(amountAffix('en', 'USD')).toEqual({ symbol: '$', padding: 'pl-7' })
    expect(amountAffix('en', 'CAD')).toEqual({ symbol: 'CA$', padding: 'pl-12' })
    expect(amountAffix('fr', 'CAD')).toEqual({ symbol: '$', padding: 'pr-7' })
    expect(amountAffix('fr', 'USD')).toEqual({ symbol: '$\u00a0US', padding: 'pr-14' })
  })
})
