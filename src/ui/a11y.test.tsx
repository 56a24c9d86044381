// @vitest-environment jsdom
// axe-core structural checks of every primitive in its interesting states. Colour contrast
// needs a real layout engine and is covered by the Playwright + axe browser tests.
import './test-setup'
import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useState } from 'react'
import { Accordion } from './Accordion'
import { Button } from './Button'
import { ButtonLink } from './ButtonLink'
import { Carousel } from './Carousel'
import { DateField } from './DateField'
import { ErrorSummary } from './ErrorSummary'
import { controlClassName, Field } from './Field'
import { Modal } from './Modal'
import { Select } from './Select'
import { Spinner } from './Spinner'
import { StepHeading, Stepper } from './Stepper'
import { Tabs } from './Tabs'
import { ToastProvider, useToast } from './Toast'
import { renderWithIntl } from './test-utils'

async function expectNoViolations() {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  })
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
  expect(summary).toEqual([])
}

function Page() {
  const [kit, setKit] = useState('protect')
  const [date, setDate] = useState('03/10/2026')
  const [open, setOpen] = useState(false)
  const toast = useToast()
  return (
    <main>
      <h1>Primitives</h1>
      <Stepper steps={[{ id: 'a', label: 'Contact' }, { id: 'b', label: 'Cart' }]} current={1} onStepSelect={() => {}} />
      <StepHeading>Cart</StepHeading>
      <ErrorSummary errors={[{ fieldId: 'email', message: 'Enter a valid email' }]} autoFocus={false} />
      <Field label="Email" id="email" error="Enter a valid email" description="For the receipt" required>
        {(control) => <input type="email" className={controlClassName(true)} {...control} />}
      </Field>
      <Select
        label="Accessory kit"
        options={[
          { value: 'none', label: 'None' },
          { value: 'protect', label: 'Protect' },
          { value: 'pro', label: 'Protect Pro', disabled: true },
        ]}
        value={kit}
        onChange={setKit}
        name="kit"
        error="Required"
      />
      <DateField
        label="Preferred start date"
        value={date}
        onChange={setDate}
        today="2026-03-02"
        isDayDisabled={(iso) => iso.endsWith('-07')}
        error="Start on a weekday"
      />
      <Tabs
        label="Categories"
        orientation="vertical"
        items={[
          { id: 'a', label: 'Storage', content: <p>Storage</p> },
          { id: 'b', label: 'Offices', content: <p>Offices</p> },
        ]}
      />
      <Accordion
        items={[
          { id: 'a', title: 'Specifications', content: <p>Steel</p> },
          { id: 'b', title: 'Uses', content: <p>Storage</p> },
        ]}
        defaultValue={['a']}
      />
      <Carousel
        label="Gallery"
        dots
        maxDots={4}
        slides={['a', 'b', 'c'].map((s) => (
          <p key={s}>{s}</p>
        ))}
        thumbnails={['a', 'b', 'c'].map((s) => (
          <span key={s} aria-hidden="true">
            {s}
          </span>
        ))}
      />
      <Spinner />
      <Button submitting>Submit</Button>
      <Button variant="danger">Delete</Button>
      <ButtonLink href="/products" variant="secondary">
        Products
      </ButtonLink>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Button onClick={() => toast.error('Payment failed')}>Toast</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Compare kits" footer={<Button>OK</Button>}>
        <p>Table</p>
      </Modal>
    </main>
  )
}

describe('axe', () => {
  it('finds no violations in closed, open and error states', async () => {
    // The calendar's code arrives by a lazy import; loaded first, its dialog opens on the click
    // instead of after a module transform that took over findByRole's second beside a build.
    await import('./DateCalendarDialog')
    const user = userEvent.setup()
    renderWithIntl(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    )
    await expectNoViolations()

    // Select open.
    screen.getByRole('combobox', { name: 'Accessory kit' }).focus()
    await user.keyboard('{ArrowDown}')
    await expectNoViolations()
    await user.keyboard('{Escape}')

    // Toast shown.
    await user.click(screen.getByRole('button', { name: 'Toast' }))
    await expectNoViolations()

    // Calendar open.
    await user.click(screen.getByRole('button', { name: /Change date/ }))
    await within(await screen.findByRole('dialog')).findByRole('grid')
    await expectNoViolations()
    await user.keyboard('{Escape}')

    // Modal open.
    await user.click(screen.getByRole('button', { name: 'Open modal' }))
    await act(async () => {})
    await expectNoViolations()
  }, 30_000)
})
