// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DismissibleDetails } from './DismissibleDetails'

function Menu() {
  return (
    <>
      <details id="menu">
        <summary>Menu</summary>
        <nav aria-label="Main">
          <a href="/en/products">Products</a>
          <a href="/en/request-quote">Request a quote</a>
        </nav>
      </details>
      <DismissibleDetails targetId="menu" />
      <a href="/en/cart">After the menu</a>
    </>
  )
}

const menu = () => document.getElementById('menu') as HTMLDetailsElement

describe('a <details> menu, dismissed as a menu is', () => {
  it('closes on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup()
    render(<Menu />)
    menu().open = true
    screen.getByRole('link', { name: 'Request a quote' }).focus()
    await user.keyboard('{Escape}')
    expect(menu().open).toBe(false)
    expect(document.activeElement).toBe(screen.getByText('Menu'))
  })

  it('closes when Tab takes focus out of it, and when a press lands outside it', async () => {
    const user = userEvent.setup()
    render(<Menu />)
    menu().open = true
    screen.getByRole('link', { name: 'Request a quote' }).focus()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'After the menu' }))
    expect(menu().open).toBe(false)

    menu().open = true
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Products' }))
    expect(menu().open).toBe(true)
    fireEvent.pointerDown(document.body)
    expect(menu().open).toBe(false)
  })

  it('leaves a closed menu and other keys alone', async () => {
    const user = userEvent.setup()
    render(<Menu />)
    menu().open = true
    screen.getByRole('link', { name: 'Products' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(menu().open).toBe(true)
  })
})
