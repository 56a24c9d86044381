// @vitest-environment jsdom
// A file of its own: the toast's code must not have been loaded by another test of this module.
import './test-setup'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { ToastProvider, useToast } from './Toast'
import { renderWithIntl } from './test-utils'

function ShowOnPress() {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.error('Payment failed')}>
      pay
    </button>
  )
}

describe('Toast code loaded apart from the page', () => {
  it('is fetched at the first press, before any toast, and shows the toast at once after', async () => {
    renderWithIntl(
      <ToastProvider>
        <ShowOnPress />
      </ToastProvider>,
    )
    const pay = screen.getByRole('button', { name: 'pay' })
    fireEvent.pointerDown(pay)
    // Once the code is in, a toast shows in the same render as the press that asks for it.
    await new Promise((resolve) => setTimeout(resolve, 50))
    fireEvent.click(pay)
    expect(screen.getByRole('alert').textContent).toContain('Payment failed')
  })
})
