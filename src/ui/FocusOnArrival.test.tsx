// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FocusOnArrival } from './FocusOnArrival'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('FocusOnArrival', () => {
  it('focuses the step heading when nothing has focus', () => {
    render(
      <>
        <h1 id="step" tabIndex={-1}>
          Step
        </h1>
        <FocusOnArrival targetId="step" />
      </>,
    )
    expect(document.activeElement?.id).toBe('step')
  })

  it('keeps focus where the visitor already put it', () => {
    const { getByRole, rerender } = render(
      <>
        <h1 id="step" tabIndex={-1}>
          Step
        </h1>
        <input aria-label="First name" />
      </>,
    )
    getByRole('textbox').focus()
    rerender(
      <>
        <h1 id="step" tabIndex={-1}>
          Step
        </h1>
        <input aria-label="First name" />
        <FocusOnArrival targetId="step" />
      </>,
    )
    expect(document.activeElement).toBe(getByRole('textbox'))
  })
})
