// @vitest-environment jsdom
import './test-setup'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Tabs, type TabItem } from './Tabs'

const items: TabItem[] = [
  { id: 'storage', label: 'Storage containers', content: <p>Storage panel</p> },
  { id: 'office', label: 'Site offices', content: <p>Office panel</p> },
  { id: 'modular', label: 'Modular units', content: <p>Modular panel</p>, disabled: true },
  { id: 'cold', label: 'Cold storage', content: <p>Cold panel</p> },
]

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')!

describe('Tabs', () => {
  it('wires tablist, tabs and panels; first tab selected; roving tabindex', () => {
    render(<Tabs items={items} label="Categories" />)
    const list = screen.getByRole('tablist', { name: 'Categories' })
    expect(list.getAttribute('aria-orientation')).toBe('horizontal')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1])
    const panel = screen.getByRole('tabpanel', { name: 'Storage containers' })
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Storage panel')
    // Other panels are rendered but hidden (not exposed).
    expect(screen.getByText('Office panel').closest<HTMLElement>('[role="tabpanel"]')!.hidden).toBe(true)
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })

  it('arrow keys move focus and select (automatic activation), skipping disabled tabs, wrapping', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(<Tabs items={items} label="Categories" onChange={onChange} />)
    await user.click(screen.getByRole('tab', { name: 'Storage containers' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Site offices' }))
    expect(selectedTab().textContent).toBe('Site offices')
    expect(screen.getByRole('tabpanel').textContent).toBe('Office panel')
    await user.keyboard('{ArrowRight}')
    expect(selectedTab().textContent).toBe('Cold storage')
    await user.keyboard('{ArrowRight}')
    expect(selectedTab().textContent).toBe('Storage containers')
    await user.keyboard('{ArrowLeft}')
    expect(selectedTab().textContent).toBe('Cold storage')
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Storage containers' }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cold storage' }))
    expect(onChange).toHaveBeenLastCalledWith('cold')
    // Tab leaves the tablist for the panel.
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'))
  })

  it('a hover list: resting the pointer on a tab selects it, never a disabled one; without the option hover does nothing', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Tabs items={items} label="Offerings" orientation="vertical" selectOnHover />)
    await user.hover(screen.getByRole('tab', { name: 'Site offices' }))
    expect(screen.getByRole('tabpanel').textContent).toBe('Office panel')
    await user.hover(screen.getByRole('tab', { name: 'Modular units' }))
    expect(selectedTab().textContent).toBe('Site offices')
    unmount()
    render(<Tabs items={items} label="Offerings" />)
    await user.hover(screen.getByRole('tab', { name: 'Site offices' }))
    expect(selectedTab().textContent).toBe('Storage containers')
  })

  it('vertical orientation uses Up/Down', async () => {
    const user = userEvent.setup()
    render(<Tabs items={items} label="Categories" orientation="vertical" defaultValue="office" />)
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical')
    expect(selectedTab().textContent).toBe('Site offices')
    screen.getByRole('tab', { name: 'Site offices' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(selectedTab().textContent).toBe('Site offices')
    await user.keyboard('{ArrowDown}')
    expect(selectedTab().textContent).toBe('Cold storage')
    await user.keyboard('{ArrowUp}')
    expect(selectedTab().textContent).toBe('Site offices')
  })

  it('controlled value follows the prop', () => {
    const { rerender } = render(<Tabs items={items} label="C" value="office" onChange={() => {}} />)
    expect(selectedTab().textContent).toBe('Site offices')
    rerender(<Tabs items={items} label="C" value="cold" onChange={() => {}} />)
    expect(selectedTab().textContent).toBe('Cold storage')
  })

  it('past 2 tabs, a labelled dropdown for phones selects the same tabs; with 2 tabs or without the option, none', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<Tabs items={items} label="Units" phoneSelect={{ label: 'Choose a unit' }} />)
    const dropdown = screen.getByRole('combobox', { name: 'Choose a unit' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Storage containers', 'Site offices', 'Modular units', 'Cold storage'])
    expect(screen.getByRole('option', { name: 'Modular units' })).toHaveProperty('disabled', true)
    // The tab list is hidden below 640 px by CSS only: both controls share one selection.
    expect(screen.getByRole('tablist').className).toContain('max-sm:hidden')
    await user.selectOptions(dropdown, 'cold')
    expect(selectedTab().textContent).toBe('Cold storage')
    expect(screen.getByRole('tabpanel').textContent).toBe('Cold panel')
    await user.click(screen.getByRole('tab', { name: 'Site offices' }))
    expect((dropdown as HTMLSelectElement).value).toBe('office')
    unmount()
    const rich: TabItem[] = items.map((item) => ({ ...item, label: <span>{item.label}</span>, text: `${item.label as string}!` }))
    const again = render(<Tabs items={rich} label="Units" phoneSelect={{ label: 'Choose a unit' }} />)
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Storage containers!')
    again.unmount()
    render(<Tabs items={items.slice(0, 2)} label="Units" phoneSelect={{ label: 'Choose a unit' }} />)
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.getByRole('tablist').className).not.toContain('max-sm:hidden')
  })

  it('selects, once, a tab pressed before it was hydrated (ui/earlyPress), and marks its tabs ready', () => {
    window.__boxlineEarlyPress = 'cats-tab-office'
    const onChange = vi.fn()
    render(<Tabs items={items} label="Categories" idPrefix="cats" onChange={onChange} />)
    expect(selectedTab().textContent).toBe('Site offices')
    expect(document.activeElement).toBe(selectedTab())
    expect(onChange).toHaveBeenCalledWith('office')
    expect(window.__boxlineEarlyPress).toBeUndefined()
    expect(screen.getAllByRole('tab').every((tab) => tab.hasAttribute('data-ready'))).toBe(true)
  })
})
