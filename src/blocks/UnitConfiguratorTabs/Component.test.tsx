import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { UnitConfiguratorTabsBlock as UnitConfiguratorTabsData } from '@/payload-types'

const warn = vi.fn()
vi.mock('@/lib/logger', () => ({ logger: { warn: (...args: unknown[]) => warn(...args) } }))
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

const { NO_TABS_MESSAGE, UnitConfiguratorTabsBlock } = await import('./Component')

const block = (tabs: UnitConfiguratorTabsData['tabs']): UnitConfiguratorTabsData => ({ blockType: 'unitTabs', id: 'b1', heading: 'Choose your grade', tabs })

describe('unit configurator tabs (spec 3 §8)', () => {
  beforeEach(() => warn.mockClear())

  it('without tabs (a draft, or rows all removed): renders nothing and logs it once', async () => {
    for (const tabs of [[], null as unknown as UnitConfiguratorTabsData['tabs']]) {
      expect(await UnitConfiguratorTabsBlock({ block: block(tabs), locale: 'en' })).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenLastCalledWith({ block: 'b1' }, NO_TABS_MESSAGE)
  })

  it('with tabs: renders the section, first tab open, and logs nothing', async () => {
    const rendered = await UnitConfiguratorTabsBlock({ block: block([{ id: 't1', tabLabel: 'Standard', kind: 'standard', heading: '20 ft standard' }]), locale: 'en' })
    expect(rendered).not.toBeNull()
    expect(warn).not.toHaveBeenCalled()
  })
})
