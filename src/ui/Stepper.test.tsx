// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { StepHeading, Stepper, useStepHeadingFocus } from './Stepper'
import { renderWithIntl } from './test-utils'

const steps = [
  { id: 'lookup', label: 'Find invoices' },
  { id: 'review', label: 'Review' },
  { id: 'pay', label: 'Pay' },
  { id: 'done', label: 'Confirmation' },
]

describe('Stepper', () => {
  it('renders an ordered list with aria-current="step" and "Step n of N"', () => {
    renderWithIntl(<Stepper steps={steps} current={1} />)
    const nav = screen.getByRole('navigation', { name: 'Progress' })
    const items = within(nav).getAllByRole('listitem')
    expect(items).toHaveLength(4)
    expect(items[1]!.getAttribute('aria-current')).toBe('step')
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1)
    expect(screen.getByText('Step 2 of 4')).toBeTruthy()
    expect(items[0]!.textContent).toContain('(Completed)')
  })

  it('is localized in French', () => {
    renderWithIntl(<Stepper steps={steps} current={2} />, { locale: 'fr' })
    expect(screen.getByRole('navigation', { name: 'Progression' })).toBeTruthy()
    expect(screen.getByText('Étape 3 sur 4')).toBeTruthy()
  })

  it('completed steps become buttons when onStepSelect is given', async () => {
    const onStepSelect = vi.fn()
    renderWithIntl(<Stepper steps={steps} current={2} onStepSelect={onStepSelect} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go back to step 1: Find invoices' }))
    expect(onStepSelect).toHaveBeenCalledWith(0)
    expect(screen.getAllByRole('button')).toHaveLength(2)
  })
})

describe('step heading focus', () => {
  function Wizard() {
    const [step, setStep] = useState(0)
    return (
      <>
        <Stepper steps={steps} current={step} />
        <StepHeading stepKey={step}>{steps[step]!.label}</StepHeading>
        <button type="button" onClick={() => setStep((s) => s + 1)}>
          Next
        </button>
      </>
    )
  }

  it('StepHeading: no focus on first render, focus on every step change', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Wizard />)
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    const heading = screen.getByRole('heading', { name: 'Review' })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  it('useStepHeadingFocus works when each step mounts its own heading', async () => {
    function StepOne({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
      return <h2 ref={headingRef} tabIndex={-1}>One</h2>
    }
    function StepTwo({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
      return <h2 ref={headingRef} tabIndex={-1}>Two</h2>
    }
    function Shell() {
      const [step, setStep] = useState(1)
      const headingRef = useStepHeadingFocus(step)
      return (
        <>
          {step === 1 ? <StepOne headingRef={headingRef} /> : <StepTwo headingRef={headingRef} />}
          <button type="button" onClick={() => setStep(step === 1 ? 2 : 1)}>
            Toggle
          </button>
        </>
      )
    }
    const user = userEvent.setup()
    renderWithIntl(<Shell />)
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getByRole('button', { name: 'Toggle' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Two' }))
    await user.click(screen.getByRole('button', { name: 'Toggle' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'One' }))
  })
})
