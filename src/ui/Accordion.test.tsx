// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Accordion, type AccordionItem } from './Accordion'

const items: AccordionItem[] = [
  { id: 'spec', title: 'Specifications', content: <p>Steel, 8 ft 6 in high</p> },
  { id: 'uses', title: 'Uses', content: <p>Storage, workshops</p> },
  { id: 'delivery', title: 'Delivery', content: <p>Flatbed truck</p> },
]

const button = (name: string) => screen.getByRole('button', { name })

describe('Accordion', () => {
  it('renders headings (configurable level) with buttons controlling hidden panels', () => {
    render(<Accordion items={items} headingLevel={4} />)
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3)
    const trigger = button('Specifications')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(true)
    expect(panel.getAttribute('aria-labelledby')).toBe(trigger.id)
  })

  it('single-open: opening one closes the other; activating the open one closes it', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} />)
    await user.click(button('Specifications'))
    expect(button('Specifications').getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('region', { name: 'Specifications' }).textContent).toContain('Steel')
    await user.click(button('Uses'))
    expect(button('Uses').getAttribute('aria-expanded')).toBe('true')
    expect(button('Specifications').getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByText('Steel, 8 ft 6 in high').parentElement!.hidden).toBe(true)
    expect(screen.queryByRole('region', { name: 'Specifications' })).toBeNull()
    // Keyboard: Enter / Space on the open one collapses it.
    button('Uses').focus()
    await user.keyboard('{Enter}')
    expect(button('Uses').getAttribute('aria-expanded')).toBe('false')
    await user.keyboard(' ')
    expect(button('Uses').getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toHaveLength(1)
  })

  it('multiple mode keeps several open', async () => {
    const user = userEvent.setup()
    render(<Accordion items={items} multiple defaultValue={['spec']} />)
    await user.click(button('Delivery'))
    expect(button('Specifications').getAttribute('aria-expanded')).toBe('true')
    expect(button('Delivery').getAttribute('aria-expanded')).toBe('true')
  })
})

describe('Accordion: a press before it was hydrated (ui/earlyPress)', () => {
  it('opens, once, the panel whose heading was pressed, focuses it and marks every heading ready', () => {
    window.__boxlineEarlyPress = 'faq-button-uses'
    render(<Accordion items={items} idPrefix="faq" />)
    expect(button('Uses').getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(button('Uses'))
    expect(window.__boxlineEarlyPress).toBeUndefined()
    expect(screen.getAllByRole('button').every((b) => b.hasAttribute('data-ready') && b.hasAttribute('data-early-press'))).toBe(true)
  })
})
