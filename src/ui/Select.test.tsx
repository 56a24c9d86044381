// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Select, type SelectOption, type SelectProps } from './Select'
import { renderWithIntl } from './test-utils'

const kits: SelectOption[] = [
  { value: 'none', label: 'None' },
  { value: 'protect', label: 'Protect' },
  { value: 'organize', label: 'Protect + Organize' },
  { value: 'load', label: 'Protect + Load', disabled: true },
  { value: 'pro', label: 'Protect Pro' },
]

function Harness(props: Partial<SelectProps> & { initial?: string; spy?: (v: string) => void }) {
  const [value, setValue] = useState(props.initial ?? '')
  return (
    <form>
      <Select
        label="Accessory kit"
        options={kits}
        name="kit"
        {...props}
        value={value}
        onChange={(v) => {
          props.spy?.(v)
          setValue(v)
        }}
      />
      <button type="button">After</button>
    </form>
  )
}

const setup = (props: Parameters<typeof Harness>[0] = {}) => {
  const user = userEvent.setup()
  renderWithIntl(<Harness {...props} />)
  const combo = screen.getByRole('combobox', { name: 'Accessory kit' })
  return { user, combo }
}

const activeOption = (combo: HTMLElement) => {
  const id = combo.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id) : null
}

describe('Select (select-only combobox)', () => {
  it('has combobox semantics and a 200px listbox, closed by default', () => {
    const { combo } = setup()
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(combo.getAttribute('aria-haspopup')).toBe('listbox')
    expect(combo.tabIndex).toBe(0)
    expect(combo.textContent).toBe('Select an option')
    const listbox = document.getElementById(combo.getAttribute('aria-controls')!)!
    expect(listbox.getAttribute('role')).toBe('listbox')
    expect(listbox.hidden).toBe(true)
    expect(listbox.style.maxHeight).toBe('200px')
    expect(listbox.classList.contains('overflow-y-auto')).toBe(true)
  })

  it('opens with ArrowDown, moves with arrows (skipping disabled), selects with Enter', async () => {
    const spy = vi.fn()
    const { user, combo } = setup({ spy })
    combo.focus()
    await user.keyboard('{ArrowDown}')
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('listbox', { name: 'Accessory kit' })).toBeTruthy()
    expect(activeOption(combo)!.textContent).toBe('None')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(activeOption(combo)!.textContent).toBe('Protect Pro') // "Protect + Load" is disabled
    await user.keyboard('{ArrowUp}')
    expect(activeOption(combo)!.textContent).toBe('Protect + Organize')
    await user.keyboard('{Enter}')
    expect(spy).toHaveBeenCalledWith('organize')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(combo.hasAttribute('aria-activedescendant')).toBe(false)
    expect(combo.textContent).toBe('Protect + Organize')
    expect(document.activeElement).toBe(combo)
    expect((document.querySelector('input[name="kit"]') as HTMLInputElement).value).toBe('organize')
  })

  it('Home/End, Escape closes without choosing, Space chooses', async () => {
    const spy = vi.fn()
    const { user, combo } = setup({ spy, initial: 'protect' })
    combo.focus()
    await user.keyboard('{Enter}')
    expect(activeOption(combo)!.textContent).toBe('Protect')
    expect(activeOption(combo)!.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{End}')
    expect(activeOption(combo)!.textContent).toBe('Protect Pro')
    await user.keyboard('{Home}')
    expect(activeOption(combo)!.textContent).toBe('None')
    await user.keyboard('{Escape}')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(spy).not.toHaveBeenCalled()
    await user.keyboard('{End}')
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard(' ')
    expect(spy).toHaveBeenLastCalledWith('pro')
  })

  it('type-ahead opens and jumps to matching options', async () => {
    const { user, combo } = setup()
    combo.focus()
    await user.keyboard('p')
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    expect(activeOption(combo)!.textContent).toBe('Protect')
    await user.keyboard('p') // repeated letter cycles
    expect(activeOption(combo)!.textContent).toBe('Protect + Organize')
    await new Promise((r) => setTimeout(r, 600))
    await user.keyboard('n')
    expect(activeOption(combo)!.textContent).toBe('None')
  })

  it('keys pressed before React renders act on the state the previous key left', () => {
    // A quick typist (or an early key): '2'/'P' and Enter reach the handler in one go, before a
    // render; Enter must choose what the letter found, not reopen the list at the old option.
    const spy = vi.fn()
    const { combo } = setup({ initial: 'none', spy })
    combo.focus()
    act(() => {
      fireEvent.keyDown(combo, { key: 'p' })
      fireEvent.keyDown(combo, { key: 'Enter' })
    })
    expect(spy).toHaveBeenCalledWith('protect')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(combo.textContent).toBe('Protect')
  })

  it('Tab chooses the active option and moves on', async () => {
    const spy = vi.fn()
    const { user, combo } = setup({ spy })
    combo.focus()
    await user.keyboard('{ArrowDown}{ArrowDown}')
    await user.tab()
    expect(spy).toHaveBeenCalledWith('protect')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
  })

  it('mouse: click opens, clicking an option chooses; disabled options do nothing', async () => {
    const spy = vi.fn()
    const { user, combo } = setup({ spy })
    await user.click(combo)
    expect(combo.getAttribute('aria-expanded')).toBe('true')
    const disabled = screen.getByRole('option', { name: 'Protect + Load' })
    expect(disabled.getAttribute('aria-disabled')).toBe('true')
    await user.click(disabled)
    expect(spy).not.toHaveBeenCalled()
    await user.click(screen.getByRole('option', { name: 'Protect Pro' }))
    expect(spy).toHaveBeenCalledWith('pro')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
  })

  it('error and description are wired; disabled is not focusable', () => {
    renderWithIntl(
      <>
        <Select
          label="Quantity"
          id="qty"
          options={[{ value: '1', label: '1' }]}
          value=""
          onChange={() => {}}
          error="Required"
          description="From 1 to 5"
        />
        <Select label="Kit quantity" options={[]} value="" onChange={() => {}} disabled />
      </>,
    )
    const qty = screen.getByRole('combobox', { name: 'Quantity' })
    expect(qty.id).toBe('qty')
    expect(qty.getAttribute('aria-invalid')).toBe('true')
    expect(qty.getAttribute('aria-describedby')).toBe('qty-description qty-error')
    const disabled = screen.getByRole('combobox', { name: 'Kit quantity' })
    expect(disabled.getAttribute('aria-disabled')).toBe('true')
    expect(disabled.tabIndex).toBe(-1)
  })

  it('Escape inside a Modal closes only the list', async () => {
    const { Modal } = await import('./Modal')
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithIntl(
      <Modal open onClose={onClose} title="Edit">
        <Select label="Accessory kit" options={kits} value="" onChange={() => {}} />
      </Modal>,
    )
    const combo = screen.getByRole('combobox', { name: 'Accessory kit' })
    combo.focus()
    await user.keyboard('{ArrowDown}{Escape}')
    expect(combo.getAttribute('aria-expanded')).toBe('false')
    expect(onClose).not.toHaveBeenCalled()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe('a press made before the control was hydrated (issue 46)', () => {
  it('opens the list once the control takes over, focused; a press on another control does not', () => {
    window.__boxlineEarlyPress = 'kit-select'
    renderWithIntl(<Harness id="kit-select" />)
    const combobox = screen.getByRole('combobox', { name: 'Accessory kit' })
    expect(combobox.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(combobox)
    expect(combobox.hasAttribute('data-ready')).toBe(true)
    expect(window.__boxlineEarlyPress).toBeUndefined()
  })

  it('stays closed when nothing was pressed before it', () => {
    window.__boxlineEarlyPress = 'another-select'
    renderWithIntl(<Harness id="kit-select" />)
    expect(screen.getByRole('combobox', { name: 'Accessory kit' }).getAttribute('aria-expanded')).toBe('false')
    expect(window.__boxlineEarlyPress).toBe('another-select')
    window.__boxlineEarlyPress = undefined
  })
})
