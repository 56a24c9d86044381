// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { useState, type ReactElement } from 'react'
import { DateField } from './DateField'
import { IntlWrapper } from './test-utils'

/** The server's HTML of `ui` in the page, changed by `before` as a visitor does before the script runs, then hydrated. */
function hydrateAfter(ui: ReactElement, before: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(ui)
  before(container)
  return render(ui, { container, hydrate: true })
}

function RentalStart({ spy }: { spy: (text: string) => void }) {
  const [value, setValue] = useState('')
  const [error, setError] = useState(false)
  return (
    <>
      <DateField
        label="Preferred start date"
        value={value}
        error={error ? 'Check this date' : undefined}
        onChange={(text) => {
          spy(text)
          setValue(text)
        }}
      />
      <button type="button" onClick={() => setError(true)}>
        Check
      </button>
    </>
  )
}

describe('a value given before the script took over (useEarlyInput)', () => {
  it('a date typed in the server’s field is handed to the state, and a later render keeps it', () => {
    const spy = vi.fn()
    const ui = (
      <IntlWrapper>
        <RentalStart spy={spy} />
      </IntlWrapper>
    )
    hydrateAfter(ui, (container) => {
      container.querySelector('input')!.value = '12/17/2026'
    })
    expect(spy).toHaveBeenCalledTimes(1)
    expect(spy).toHaveBeenCalledWith('12/17/2026')
    // A render that writes the control (its error shown) must not put the server's empty text back.
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(
      (
        screen.getByRole('textbox', {
          name: /Preferred start date/,
        }) as HTMLInputElement
      ).value,
    ).toBe('12/17/2026')
  })

  it('a field left as the server rendered it hands nothing on', () => {
    const spy = vi.fn()
    hydrateAfter(
      <IntlWrapper>
        <RentalStart spy={spy} />
      </IntlWrapper>,
      () => {},
    )
    expect(spy).not.toHaveBeenCalled()
  })
})
