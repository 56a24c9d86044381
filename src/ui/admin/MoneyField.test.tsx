// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

// Payload's form hooks as an edit view gives them once loaded: the form is ready (not disabled)
// and the field holds its stored cents.
vi.mock('@payloadcms/ui', () => ({
  useField: () => ({ path: 'balanceCents', value: 45500, setValue: () => undefined, showError: false, disabled: false }),
  useFormFields: () => 'USD',
  useTranslation: () => ({ i18n: { language: 'en' }, t: (key: string) => key }),
  FieldLabel: ({ label }: { label?: string }) => <span>{label}</span>,
  FieldError: () => null,
  FieldDescription: () => null,
  fieldBaseClass: 'field-type',
}))
vi.mock('@payloadcms/translations', () => ({ getTranslation: (label: unknown) => (typeof label === 'string' ? label : 'Balance') }))

const { MoneyField } = await import('./MoneyField')

type Props = Parameters<typeof MoneyField>[0]
const field = (readOnly: boolean) => ({ name: 'balanceCents', type: 'number', label: 'Balance', admin: readOnly ? { readOnly: true } : {} }) as unknown as Props['field']

describe('the admin money field', () => {
  it('locks a derived amount (admin.readOnly) though Payload passes no readOnly prop: an invoice’s balance cannot be typed (issue 43, item 12)', () => {
    render(<MoneyField field={field(true)} path="balanceCents" currencyPath="currency" signed />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Balance (USD)' })
    expect(input.disabled).toBe(true)
    expect(input.value).toBe('455.00')
  })

  it('leaves a typed amount editable', () => {
    render(<MoneyField field={field(false)} path="balanceCents" currencyPath="currency" />)
    expect(screen.getAllByRole<HTMLInputElement>('textbox').at(-1)!.disabled).toBe(false)
  })
})
