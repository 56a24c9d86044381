// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Modal, type ModalProps } from './Modal'
import { renderWithIntl } from './test-utils'

function Harness(props: Partial<ModalProps> & { onCloseSpy?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compare kits
      </button>
      <Modal
        title="Compare accessory kits"
        description="Features of each kit"
        {...props}
        open={open}
        onClose={() => {
          props.onCloseSpy?.()
          setOpen(false)
        }}
        footer={<button type="button">Got it</button>}
      >
        <a href="#kit">Kit details</a>
      </Modal>
    </>
  )
}

async function openModal() {
  const user = userEvent.setup()
  const opener = screen.getByRole('button', { name: 'Compare kits' })
  await user.click(opener)
  return { user, opener, dialog: screen.getByRole('dialog') }
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title and described by its description', async () => {
    renderWithIntl(<Harness />)
    expect(screen.queryByRole('dialog')).toBeNull()
    const { dialog } = await openModal()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('dialog', { name: 'Compare accessory kits' })).toBe(dialog)
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Features of each kit',
    )
    // Focus moves inside (the first focusable element: the close button).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('Escape closes it and focus returns to the opener', async () => {
    renderWithIntl(<Harness />)
    const { user, opener } = await openModal()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('the localized close button closes it', async () => {
    renderWithIntl(<Harness />, { locale: 'fr' })
    const { user, opener } = await openModal()
    await user.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('backdrop click closes unless disabled; clicks inside do not', async () => {
    const spy = vi.fn()
    const { unmount } = renderWithIntl(<Harness onCloseSpy={spy} />)
    let { user, dialog } = await openModal()
    await user.click(screen.getByText('Features of each kit'))
    expect(spy).not.toHaveBeenCalled()
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(spy).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    unmount()

    renderWithIntl(<Harness closeOnBackdropClick={false} />)
    ;({ user, dialog } = await openModal())
    fireEvent.mouseDown(dialog)
    fireEvent.click(dialog)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    renderWithIntl(<Harness />)
    const { user } = await openModal()
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Got it' })
    expect(document.activeElement).toBe(close)
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kit details' }))
    await user.tab()
    expect(document.activeElement).toBe(last)
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(last)
  })

  it('locks body scroll while open', async () => {
    renderWithIntl(<Harness />)
    expect(document.body.style.overflow).toBe('')
    const { user } = await openModal()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('')
  })

  it('focuses initialFocusRef and honours closeOnEscape=false', async () => {
    function WithInitial() {
      const [open, setOpen] = useState(true)
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Processing" closeOnEscape={false} hideCloseButton>
          <input aria-label="Amount" autoFocus={false} id="amount" />
        </Modal>
      )
    }
    const user = userEvent.setup()
    renderWithIntl(<WithInitial />)
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'))
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Processing' })).toBeTruthy()
  })
})
