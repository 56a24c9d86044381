// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DateField, type DateFieldProps } from './DateField'
import { renderWithIntl } from './test-utils'

const isWeekend = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  const day = new Date(y!, m! - 1, d!).getDay()
  return day === 0 || day === 6
}

function Harness(props: Partial<DateFieldProps> & { initial?: string; spy?: (text: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '')
  return (
    <DateField
      label="Preferred start date"
      isDayDisabled={isWeekend}
      defaultMonth="2026-03"
      today="2026-03-02"
      {...props}
      value={value}
      onChange={(text) => {
        props.spy?.(text)
        setValue(text)
      }}
    />
  )
}

const setup = (props: Parameters<typeof Harness>[0] = {}, locale: 'en' | 'fr' = 'en') => {
  const user = userEvent.setup()
  renderWithIntl(<Harness {...props} />, { locale })
  const input = screen.getByRole('textbox', { name: /Preferred start date/ }) as HTMLInputElement
  return { user, input }
}

describe('DateField input', () => {
  it('is a labelled numeric text input capped at 10 characters with a format hint', () => {
    const { input } = setup()
    expect(input.inputMode).toBe('numeric')
    expect(input.maxLength).toBe(10)
    expect(input.placeholder).toBe('mm/dd/yyyy')
    const hint = document.getElementById(input.getAttribute('aria-describedby')!)!
    expect(hint.textContent).toBe('Use the format mm/dd/yyyy.')
  })

  it('rejects letters and other characters, adds slashes, caps at 10 characters', async () => {
    const { user, input } = setup()
    await user.type(input, 'ab12-x25 2026999')
    expect(input.value).toBe('12/25/2026')
    await user.clear(input)
    await user.type(input, '03/1')
    expect(input.value).toBe('03/1')
    await user.type(input, '0/2026')
    expect(input.value).toBe('03/10/2026')
  })

  it('keydown filter: letters are prevented, editing keys and shortcuts are not', () => {
    const { input } = setup()
    const keydown = (init: KeyboardEventInit) => fireEvent.keyDown(input, init)
    expect(keydown({ key: 'a' })).toBe(false)
    expect(keydown({ key: ' ' })).toBe(false)
    expect(keydown({ key: '-' })).toBe(false)
    for (const key of ['1', '/', 'Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End'])
      expect(keydown({ key })).toBe(true)
    expect(keydown({ key: 'v', ctrlKey: true })).toBe(true)
    expect(keydown({ key: 'a', metaKey: true })).toBe(true)
  })

  it('editing keys work (Backspace)', async () => {
    const { user, input } = setup({ initial: '12/25/2026' })
    await user.click(input)
    await user.keyboard('{End}{Backspace}{Backspace}')
    expect(input.value).toBe('12/25/20')
  })

  it('filters pasted text; a pasted ISO date is converted', async () => {
    const { user, input } = setup()
    await user.click(input)
    await user.paste('2026-03-10')
    expect(input.value).toBe('03/10/2026')
    await user.clear(input)
    await user.paste('dec 12/25/2026 !!')
    expect(input.value).toBe('12/25/2026')
  })

  it('wires the error', () => {
    renderWithIntl(<DateField label="End date" value="" onChange={() => {}} error="End date must be after start date" />)
    const input = screen.getByRole('textbox', { name: 'End date' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(`${input.id}-error`)
  })
})

describe('DateField calendar', () => {
  it('opens a dialog with the month grid; disabled days are disabled', async () => {
    const { user } = setup()
    const button = screen.getByRole('button', { name: 'Preferred start date Choose date' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Preferred start date' }, { timeout: 10_000 })
    const grid = await within(dialog).findByRole('grid', { name: 'March 2026' })
    const day = (iso: string) => grid.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)!
    expect(day('2026-03-07').disabled).toBe(true) // Saturday
    expect(day('2026-03-08').disabled).toBe(true) // Sunday
    expect(day('2026-03-09').disabled).toBe(false) // Monday
    // Focus goes into the grid (today, 2026-03-02, is selectable).
    expect(document.activeElement).toBe(day('2026-03-02'))
  })

  it('keyboard: arrows move between days, Enter picks and writes mm/dd/yyyy, focus returns', async () => {
    const spy = vi.fn()
    const { user, input } = setup({ spy })
    const button = screen.getByRole('button', { name: /Choose date/ })
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('grid')
    await user.keyboard('{ArrowRight}{ArrowDown}')
    expect((document.activeElement as HTMLElement).closest('[data-day]')!.getAttribute('data-day')).toBe('2026-03-10')
    await user.keyboard('{Enter}')
    expect(spy).toHaveBeenLastCalledWith('03/10/2026')
    expect(input.value).toBe('03/10/2026')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
    // The button now names the chosen date.
    expect(button.textContent).toContain('Change date, Tuesday, March 10, 2026')
  })

  it('Escape closes the calendar and returns focus to the button', async () => {
    const { user } = setup({ initial: '03/12/2026' })
    const button = screen.getByRole('button', { name: /Change date/ })
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    const grid = await within(dialog).findByRole('grid')
    // The typed date is selected and focused.
    const selected = grid.querySelector('[data-day="2026-03-12"]')!
    expect(selected.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(selected.querySelector('button'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('clicking a day picks it; clicking a disabled day does nothing', async () => {
    const spy = vi.fn()
    const { user } = setup({ spy })
    await user.click(screen.getByRole('button', { name: /Choose date/ }))
    const grid = await within(await screen.findByRole('dialog')).findByRole('grid')
    await user.click(grid.querySelector<HTMLElement>('[data-day="2026-03-14"] button')!)
    expect(spy).not.toHaveBeenCalled()
    await user.click(grid.querySelector<HTMLElement>('[data-day="2026-03-16"] button')!)
    expect(spy).toHaveBeenCalledWith('03/16/2026')
  })

  it('is localized in French (labels and month names)', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Harness label="Date de début" />, { locale: 'fr' })
    expect(screen.getByRole('textbox', { name: 'Date de début' }).getAttribute('placeholder')).toBe('aaaa-mm-jj')
    const button = screen.getByRole('button', { name: 'Date de début Choisir une date' })
    await user.click(button)
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('grid', { name: 'mars 2026' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Fermer le calendrier' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: /Aller au mois suivant/ })).toBeTruthy()
  })

  it('in French, shows and takes the Quebec aaaa-mm-jj, and hands a complete date on as mm/dd/yyyy', async () => {
    const spy = vi.fn()
    const { user, input } = setup({ spy, label: 'Preferred start date' }, 'fr')
    const hint = document.getElementById(input.getAttribute('aria-describedby')!)!
    expect(hint.textContent).toBe('Utilisez le format aaaa-mm-jj.')
    await user.type(input, 'x2026/0316')
    expect(input.value).toBe('2026-03-16')
    expect(spy).toHaveBeenLastCalledWith('03/16/2026')
    // Not complete yet: handed on as typed (the rules call it malformed), shown as typed.
    await user.type(input, '{Backspace}{Backspace}')
    expect(input.value).toBe('2026-03-')
    expect(spy).toHaveBeenLastCalledWith('2026-03-')
    // A day picked in the calendar shows in the same format.
    await user.click(screen.getByRole('button', { name: /Choisir une date/ }))
    const grid = await within(await screen.findByRole('dialog')).findByRole('grid')
    await user.click(grid.querySelector<HTMLElement>('[data-day="2026-03-17"] button')!)
    expect(input.value).toBe('2026-03-17')
    expect(spy).toHaveBeenLastCalledWith('03/17/2026')
  })

  it('in French, a value kept as mm/dd/yyyy (a configuration saved in English) shows as aaaa-mm-jj; a date pasted either way is taken', async () => {
    const { user, input } = setup({ initial: '12/07/2026', label: 'Preferred start date' }, 'fr')
    expect(input.value).toBe('2026-12-07')
    await user.clear(input)
    await user.paste('03/16/2026')
    expect(input.value).toBe('2026-03-16')
    await user.clear(input)
    await user.paste('20260318')
    expect(input.value).toBe('2026-03-18')
  })
})
