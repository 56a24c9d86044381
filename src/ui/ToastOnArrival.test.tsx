// @vitest-environment jsdom
// @own-module-graph: the toast’s code must not have been loaded by another test file before.
import './test-setup'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { ToastProvider, useToast } from './Toast'
import { renderWithIntl } from './test-utils'

describe('Toast shown before any press', () => {
  it('still appears, once its code has arrived', async () => {
    function ShowOnArrival() {
      const toast = useToast()
      return (
        <button type="button" onClick={() => toast.success('Saved')}>
          save
        </button>
      )
    }
    renderWithIntl(
      <ToastProvider>
        <ShowOnArrival />
      </ToastProvider>,
    )
    // A click without a pointerdown (a script's or an assistive technology's press).
    fireEvent.click(screen.getByRole('button', { name: 'save' }))
    // Its code is not there yet: the region is empty until it arrives.
    expect(screen.getByRole('status').textContent).toBe('')
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Saved'))
  })
})
