// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ErrorSummary } from './ErrorSummary'
import { Field } from './Field'
import { renderWithIntl } from './test-utils'

describe('Field', () => {
  it('labels the control and describes it with the description and the error', () => {
    renderWithIntl(
      <Field label="Email" id="email" description="We reply within a day." error="Enter an email" required>
        {(control) => <input type="email" {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText(/Email/)
    expect(input.id).toBe('email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-required')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby')!.split(' ')
    expect(describedBy).toEqual(['email-description', 'email-error'])
    expect(document.getElementById('email-error')!.textContent).toBe('Error: Enter an email')
    expect(document.getElementById('email-error')!.getAttribute('role')).toBeNull()
  })

  it('clones a single element child and omits aria-invalid without error', () => {
    renderWithIntl(
      <Field label="City">
        <input type="text" />
      </Field>,
    )
    const input = screen.getByLabelText('City')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})

describe('ErrorSummary', () => {
  const form = (
    <form>
      <ErrorSummary
        errors={[
          { fieldId: 'first-name', message: 'Enter your first name' },
          { fieldId: 'email', message: 'Enter a valid email' },
        ]}
      />
      <Field label="First name" id="first-name" error="Enter your first name">
        {(control) => <input {...control} />}
      </Field>
      <Field label="Email" id="email" error="Enter a valid email">
        {(control) => <input {...control} />}
      </Field>
    </form>
  )

  it('is a titled alert that takes focus when it appears', () => {
    renderWithIntl(form)
    const alert = screen.getByRole('alert')
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy()
    expect(alert.textContent).toContain('Enter a valid email')
    expect(document.activeElement).toBe(alert.parentElement)
  })

  it('links each error to its field and moves focus there on activation', async () => {
    const user = userEvent.setup()
    renderWithIntl(form)
    const link = screen.getByRole('link', { name: 'Enter a valid email' })
    expect(link.getAttribute('href')).toBe('#email')
    await user.click(link)
    expect(document.activeElement).toBe(screen.getByLabelText('Email'))
    // Keyboard activation too.
    screen.getByRole('link', { name: 'Enter your first name' }).focus()
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByLabelText('First name'))
  })

  it('renders nothing without errors and has a French title', () => {
    const { container, unmount } = renderWithIntl(<ErrorSummary errors={[]} />)
    expect(container.innerHTML).toBe('')
    unmount()
    renderWithIntl(<ErrorSummary errors={[{ fieldId: 'x', message: 'Requis' }]} />, { locale: 'fr' })
    expect(screen.getByRole('heading', { name: 'Il y a un problème' })).toBeTruthy()
  })
})
