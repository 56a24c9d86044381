// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Button } from './Button'
import { ButtonLink } from './ButtonLink'
import { Spinner } from './Spinner'
import { renderWithIntl } from './test-utils'

describe('Button', () => {
  it('renders an enabled button of type "button" by default', () => {
    renderWithIntl(<Button>Continue</Button>)
    const button = screen.getByRole('button', { name: 'Continue' })
    expect(button.getAttribute('type')).toBe('button')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(button.hasAttribute('aria-busy')).toBe(false)
  })

  it('submitting: disabled, aria-busy, spinner and the localized default label', () => {
    renderWithIntl(
      <Button type="submit" submitting>
        Submit
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Submitting...' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.querySelector('.animate-spin')).not.toBeNull()
    expect(screen.queryByText('Submit')).toBeNull()
  })

  it('submitting uses the provided submittingLabel, and French by default in fr', () => {
    const { unmount } = renderWithIntl(
      <Button submitting submittingLabel="Sending">
        Send
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Sending' })).toBeTruthy()
    unmount()
    renderWithIntl(<Button submitting>Envoyer</Button>, { locale: 'fr' })
    expect(screen.getByRole('button', { name: 'Envoi en cours…' })).toBeTruthy()
  })

  it('ButtonLink renders a link, with a passed Link component', () => {
    function FakeLink({ href, children, ...rest }: { href: string; children?: ReactNode }) {
      return (
        <a data-fake-link="" href={`/fr${href}`} {...rest}>
          {children}
        </a>
      )
    }
    renderWithIntl(
      <>
        <ButtonLink href="/products">Products</ButtonLink>
        <ButtonLink as={FakeLink} href="/cart" variant="secondary">
          Cart
        </ButtonLink>
      </>,
    )
    expect(screen.getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/products')
    const cart = screen.getByRole('link', { name: 'Cart' })
    expect(cart.getAttribute('href')).toBe('/fr/cart')
    expect(cart.hasAttribute('data-fake-link')).toBe(true)
  })
})

describe('Spinner', () => {
  it('has a localized screen-reader label', () => {
    const { unmount } = renderWithIntl(<Spinner />)
    expect(screen.getByRole('status').textContent).toBe('Loading')
    unmount()
    renderWithIntl(<Spinner />, { locale: 'fr' })
    expect(screen.getByRole('status').textContent).toBe('Chargement')
  })
})
