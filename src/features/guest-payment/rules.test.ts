import { describe, expect, it } from 'vitest'
import {
  OTHER_REASON_CODE,
  OTHER_REASON_MAX_LENGTH,
  allocateToItems,
  buildDocList,
  canContinue,
  docListTotal,
  enteredCents,
  entryErrors,
  fromErpAmount,
  fullPaymentEntry,
  keyDate,
  paymentTotal,
  reasonEnabled,
  settleAmount,
  toErpAmount,
  type AmountEntry,
  type InvoiceToPay,
  type OpenItemAmount,
} from './rules'

const entry = (amountText: string, reasonCode = '', otherText = ''): AmountEntry => ({ amountText, reasonCode, otherText })
const item = (itemNumber: string, itemText: string, amountCents: number, totalAmountCents = amountCents): OpenItemAmount => ({ itemNumber, itemText, amountCents, totalAmountCents })

describe('ERP amounts', () => {
  it('writes and reads "1250.00"', () => {
    expect(toErpAmount(125000)).toBe('1250.00')
    expect(toErpAmount(5)).toBe('0.05')
    expect(fromErpAmount('1250.00')).toBe(125000)
    expect(fromErpAmount('-50.00')).toBe(-5000)
    expect(fromErpAmount('12.5')).toBeNull()
    expect(fromErpAmount('abc')).toBeNull()
  })

  it('starts a row at the whole balance, without a reason', () => {
    expect(fullPaymentEntry(48000)).toEqual(entry('480.00'))
  })

  it('reads what was typed: blank is 0, more than 2 decimals is unreadable', () => {
    expect(enteredCents(entry(''))).toBe(0)
    expect(enteredCents(entry('12.5'))).toBe(1250)
    expect(enteredCents(entry('12,5'))).toBe(1250)
    expect(enteredCents(entry('1.234'))).toBeNull()
    expect(enteredCents(entry('.'))).toBeNull()
  })
})

describe('settleAmount (on blur, spec 2 §4–§5)', () => {
  it('formats to 2 decimals', () => {
    expect(settleAmount(entry('12.5', '003'), 48000)).toEqual(entry('12.50', '003'))
    expect(settleAmount(entry('400'), 48000).amountText).toBe('400.00')
  })

  it('makes a blank amount 0.00', () => {
    expect(settleAmount(entry(''), 48000).amountText).toBe('0.00')
  })

  it('caps an amount above the balance at the balance, and clears the reason', () => {
    expect(settleAmount(entry('999', '003', 'x'), 48000)).toEqual(entry('480.00'))
  })

  it('clears the reason when the amount equals the balance', () => {
    expect(settleAmount(entry('480', OTHER_REASON_CODE, 'disputed'), 48000)).toEqual(entry('480.00'))
  })

  it('keeps an unreadable amount as typed (its error shows)', () => {
    const typed = entry('1.234', '003')
    expect(settleAmount(typed, 48000)).toBe(typed)
  })
})

describe('reasonEnabled', () => {
  it('is enabled only below the balance', () => {
    expect(reasonEnabled(entry('479.99'), 48000)).toBe(true)
    expect(reasonEnabled(entry('0.00'), 48000)).toBe(true)
    expect(reasonEnabled(entry(''), 48000)).toBe(true)
    expect(reasonEnabled(entry('480.00'), 48000)).toBe(false)
    expect(reasonEnabled(entry('500'), 48000)).toBe(false)
    expect(reasonEnabled(entry('1.234'), 48000)).toBe(false)
  })
})

describe('entryErrors', () => {
  it('accepts the whole balance without a reason', () => {
    expect(entryErrors(entry('480.00'), 48000)).toEqual({})
  })

  it('refuses an unreadable amount', () => {
    expect(entryErrors(entry('1.234'), 48000)).toEqual({ amountText: 'amountInvalid' })
  })

  it('asks for a reason below the balance', () => {
    expect(entryErrors(entry('400.00'), 48000)).toEqual({ reasonCode: 'shortPayReasonRequired' })
    expect(entryErrors(entry('400.00', '003'), 48000)).toEqual({})
  })

  it('allows zero only with a reason (docs/decisions.md)', () => {
    expect(entryErrors(entry('0.00'), 48000)).toEqual({ reasonCode: 'shortPayReasonRequired' })
    expect(entryErrors(entry('0.00', '002'), 48000)).toEqual({})
  })

  it('asks for the text of the other reason (008), at most 255 characters', () => {
    expect(entryErrors(entry('400.00', OTHER_REASON_CODE), 48000)).toEqual({ otherText: 'shortPayOtherRequired' })
    expect(entryErrors(entry('400.00', OTHER_REASON_CODE, '   '), 48000)).toEqual({ otherText: 'shortPayOtherRequired' })
    expect(entryErrors(entry('400.00', OTHER_REASON_CODE, 'x'.repeat(OTHER_REASON_MAX_LENGTH + 1)), 48000)).toEqual({ otherText: 'shortPayOtherMax' })
    expect(entryErrors(entry('400.00', OTHER_REASON_CODE, 'Damaged unit'), 48000)).toEqual({})
  })
})

describe('paymentTotal and canContinue', () => {
  const rows = (...entries: [AmountEntry, number][]) => entries.map(([e, balanceCents]) => ({ entry: e, balanceCents }))

  it('adds the entries, each capped at its balance', () => {
    expect(paymentTotal(rows([entry('1250.00'), 125000], [entry('500'), 48000]))).toBe(173000)
    expect(paymentTotal(rows([entry('1.234'), 125000]))).toBeNull()
  })

  it('continues when every entry is valid and the total is above zero', () => {
    expect(canContinue(rows([entry('1250.00'), 125000], [entry('400.00', '003'), 48000]))).toBe(true)
    expect(canContinue(rows([entry('1250.00'), 125000], [entry('0.00', '003'), 48000]))).toBe(true)
  })

  it('refuses a total of zero, even with reasons', () => {
    expect(canContinue(rows([entry('0.00', '003'), 125000], [entry('0.00', '004'), 48000]))).toBe(false)
  })

  it('refuses while an entry is invalid', () => {
    expect(canContinue(rows([entry('1250.00'), 125000], [entry('400.00'), 48000]))).toBe(false)
    expect(canContinue(rows([entry('1.234'), 125000]))).toBe(false)
    expect(canContinue(rows([entry('100', OTHER_REASON_CODE), 125000]))).toBe(false)
  })
})

describe('allocateToItems (spec 2 §7: late fees last)', () => {
  const items = [item('002', 'LATEFEE', 2500), item('001', 'RENTAL', 45500)]

  it('fills the other items before the late fee', () => {
    expect(allocateToItems(48000, items).map(({ item: i, cents }) => [i.itemNumber, cents])).toEqual([
      ['001', 45500],
      ['002', 2500],
    ])
    expect(allocateToItems(40000, items).map(({ item: i, cents }) => [i.itemNumber, cents])).toEqual([['001', 40000]])
    expect(allocateToItems(46000, items).map(({ item: i, cents }) => [i.itemNumber, cents])).toEqual([
      ['001', 45500],
      ['002', 500],
    ])
  })

  it('keeps the first item at 0.00 for a zero payment (its reason reaches the ledger)', () => {
    expect(allocateToItems(0, items).map(({ item: i, cents }) => [i.itemNumber, cents])).toEqual([['001', 0]])
  })

  it('never gives an item more than it has open', () => {
    expect(allocateToItems(99999, [item('001', 'RENTAL', 1000)]).map(({ cents }) => cents)).toEqual([1000])
  })
})

describe('buildDocList and docListTotal', () => {
  const invoice = (docNo: string, balanceCents: number, items: OpenItemAmount[], e: AmountEntry, reasonTitle = ''): InvoiceToPay => ({
    companyCode: '1000',
    docNo,
    fiscalYear: '2026',
    accountNumber: '1000234',
    balanceCents,
    items,
    entry: e,
    reasonTitle,
  })

  it('writes one line per item paid, every late fee after all others', () => {
    const lines = buildDocList([
      invoice('5100002', 48000, [item('001', 'RENTAL', 45500), item('002', 'LATEFEE', 2500)], entry('480.00')),
      invoice('5100001', 125000, [item('001', 'RENTAL', 125000)], entry('1250.00')),
    ])
    expect(lines.map((l) => [l.BELNR, l.BUZEI, l.NETWR])).toEqual([
      ['5100002', '001', '455.00'],
      ['5100001', '001', '1250.00'],
      ['5100002', '002', '25.00'],
    ])
    expect(lines[0]).toEqual({
      BUKRS: '1000',
      BELNR: '5100002',
      GJAHR: '2026',
      BUZEI: '001',
      NETWR: '455.00',
      TOTAL_AMOUNT: '455.00',
      KUNNR: '1000234',
      SHORTPAY_REASON: '',
      SHORTPAY_REASON_TEXT: '',
    })
    expect(docListTotal(lines)).toBe(173000)
  })

  it('marks a short-paid invoice’s lines 0006 with the reason’s title, or the text of “other”', () => {
    const [short] = buildDocList([invoice('5100002', 48000, [item('001', 'RENTAL', 45500), item('002', 'LATEFEE', 2500)], entry('400.00', '003'), 'Disputed charge')])
    expect(short).toMatchObject({ NETWR: '400.00', SHORTPAY_REASON: '0006', SHORTPAY_REASON_TEXT: 'Disputed charge' })
    const [other] = buildDocList([invoice('5100002', 48000, [item('001', 'RENTAL', 48000)], entry('100.00', OTHER_REASON_CODE, '  Unit damaged  '), 'Other')])
    expect(other).toMatchObject({ SHORTPAY_REASON: '0006', SHORTPAY_REASON_TEXT: 'Unit damaged' })
  })

  it('keeps a zero payment as one 0.00 line with its reason', () => {
    const lines = buildDocList([invoice('5100004', 31240, [item('001', 'RENTAL', 31240)], entry('0.00', '002'), 'Already paid')])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ NETWR: '0.00', SHORTPAY_REASON: '0006', SHORTPAY_REASON_TEXT: 'Already paid' })
  })

  it('totals the lines, null on an unreadable or negative amount', () => {
    expect(docListTotal([{ NETWR: '455.00' }, { NETWR: '25.00' }])).toBe(48000)
    expect(docListTotal([])).toBe(0)
    expect(docListTotal([{ NETWR: '4.5' }])).toBeNull()
    expect(docListTotal([{ NETWR: '-1.00' }])).toBeNull()
  })
})

describe('keyDate', () => {
  it('writes yyyyMMdd', () => {
    expect(keyDate('2026-03-09')).toBe('20260309')
  })
})
