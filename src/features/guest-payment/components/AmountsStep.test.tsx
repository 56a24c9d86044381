// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { NextIntlClientProvider } from 'next-intl'
import en from '@messages/en.json'
import fr from '@messages/fr.json'
import '@/ui/test-setup'
import { fullPaymentEntry } from '../rules'
import { AmountsStep } from './AmountsStep'
import type { Lookup } from './types'
import type { Entries, PayableInvoice } from './wizardRules'

const invoice = (docNo: string, balanceCents: number): PayableInvoice => ({
  docNo,
  companyCode: '1000',
  fiscalYear: '2026',
  allocationNumber: '30045821',
  currency: 'USD',
  accountNumber: '1000234',
  balanceCents,
  docDate: '2026-10-01',
  dueDate: '2026-10-31',
  siteName: 'Midtown Medical Tower',
  accountName: 'Gulf Coast Builders LLC',
  billToAddress: '',
  siteAddress: '',
  contractNumber: '30045821',
  items: [{ itemNumber: '001', itemText: 'RENTAL', amountCents: balanceCents, totalAmountCents: balanceCents }],
})

const lookup: Lookup = {
  accountNumber: '1000234',
  companyCode: '1000',
  currency: 'USD',
  payer: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', phone: '+1 713 555 0142' },
  invoices: [invoice('5100001', 125000), invoice('5100002', 48000)],
  missing: ['5199999'],
  reasons: [
    { code: '003', label: 'Damaged unit' },
    { code: '008', label: 'Other' },
  ],
  status: 'GUEST',
}

/** The screen width the table/cards choice reads (matchMedia '(min-width: 768px)'). */
function screenIsWide(wide: boolean) {
  window.matchMedia = ((query: string) => ({ matches: wide, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia
}

function Harness({ locale = 'en' }: { locale?: 'en' | 'fr' }) {
  const [entries, setEntries] = useState<Entries>(() => Object.fromEntries(lookup.invoices.map((i) => [i.docNo, fullPaymentEntry(i.balanceCents)])))
  const [optIn, setOptIn] = useState(false)
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'fr' ? fr : en} timeZone="America/New_York">
      <AmountsStep locale={locale} lookup={lookup} entries={entries} onEntries={setEntries} optIn={optIn} onOptIn={setOptIn} heading="Amounts" onBack={() => {}} onNext={() => {}} />
    </NextIntlClientProvider>
  )
}

const amount = (docNo: string) => screen.getByRole('textbox', { name: `Payment amount for invoice ${docNo}` }) as HTMLInputElement
const reason = (docNo: string) => screen.getByRole('combobox', { name: `Reason for paying less on invoice ${docNo}` }) as HTMLSelectElement
const next = () => screen.getByRole('button', { name: en.guestPayment.amounts.next }) as HTMLButtonElement
const total = () => screen.getByTestId('guest-payment-total').textContent


describe('step 2, the amounts', () => {
  beforeEach(() => screenIsWide(true))

  it('starts at each balance, the total their sum, Next enabled, the reasons disabled', () => {
    render(<Harness />)
    expect(amount('5100001').value).toBe('1250.00')
    expect(reason('5100001').disabled).toBe(true)
    expect(total()).toBe('$1,730.00')
    expect(next().disabled).toBe(false)
    expect(screen.getByRole('table')).toBeTruthy()
    expect(screen.getByText(/5199999/)).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: 'Contract / allocation number' })).toBeTruthy()
    expect(screen.getAllByText('Oct 01, 2026')).toHaveLength(2)
  })

  it('refuses letters and a third decimal as typed', () => {
    render(<Harness />)
    fireEvent.change(amount('5100002'), { target: { value: '12a' } })
    expect(amount('5100002').value).toBe('480.00')
    fireEvent.change(amount('5100002'), { target: { value: '12.345' } })
    expect(amount('5100002').value).toBe('480.00')
    fireEvent.change(amount('5100002'), { target: { value: '12.3' } })
    expect(amount('5100002').value).toBe('12.3')
  })

  it('below the balance: formatted on leave, a reason asked for, Next disabled until chosen', () => {
    render(<Harness />)
    fireEvent.change(amount('5100002'), { target: { value: '400' } })
    act(() => amount('5100002').blur())
    fireEvent.blur(amount('5100002'))
    expect(amount('5100002').value).toBe('400.00')
    expect(reason('5100002').disabled).toBe(false)
    expect(screen.getByText(en.validation.shortPayReasonRequired)).toBeTruthy()
    expect(next().disabled).toBe(true)
    fireEvent.change(reason('5100002'), { target: { value: '003' } })
    expect(next().disabled).toBe(false)
    expect(total()).toBe('$1,650.00')
  })

  it('the other reason (008) asks for a text', () => {
    render(<Harness />)
    fireEvent.change(amount('5100002'), { target: { value: '100' } })
    fireEvent.blur(amount('5100002'))
    fireEvent.change(reason('5100002'), { target: { value: '008' } })
    expect(next().disabled).toBe(true)
    const other = screen.getByRole('textbox', { name: 'Describe the reason for invoice 5100002' })
    fireEvent.change(other, { target: { value: 'Units picked up early' } })
    expect(next().disabled).toBe(false)
  })

  it('above the balance: capped, the reason cleared and disabled', () => {
    render(<Harness />)
    fireEvent.change(amount('5100002'), { target: { value: '100' } })
    fireEvent.blur(amount('5100002'))
    fireEvent.change(reason('5100002'), { target: { value: '003' } })
    fireEvent.change(amount('5100002'), { target: { value: '999' } })
    fireEvent.blur(amount('5100002'))
    expect(amount('5100002').value).toBe('480.00')
    expect(reason('5100002').disabled).toBe(true)
    expect(reason('5100002').value).toBe('')
  })

  it('zero needs a reason, and a total of zero never continues', () => {
    render(<Harness />)
    for (const docNo of ['5100001', '5100002']) {
      fireEvent.change(amount(docNo), { target: { value: '' } })
      fireEvent.blur(amount(docNo))
      expect(amount(docNo).value).toBe('0.00')
      fireEvent.change(reason(docNo), { target: { value: '003' } })
    }
    expect(total()).toBe('$0.00')
    expect(next().disabled).toBe(true)
  })

  it('shows cards on a small screen, in French', () => {
    screenIsWide(false)
    render(<Harness locale="fr" />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('heading', { level: 3, name: 'Facture 5100001' })).toBeTruthy()
    expect(screen.getAllByText('1er oct. 2026')).toHaveLength(2)
    expect(total()).toBe('1\u00a0730,00\u00a0$\u00a0US')
  })
})
