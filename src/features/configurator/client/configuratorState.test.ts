import { describe, expect, it } from 'vitest'
import type { ConfiguratorData } from '../types'
import { createConfiguratorReducer, initialConfiguratorState, type ConfiguratorAction, type ConfiguratorState } from './configuratorState'
import { standard, triCam } from './testCatalog'

const data: ConfiguratorData = { tabs: [standard, triCam], currency: 'USD', billingCycleDays: 28, today: '2026-11-23', closures: [] }
const reducer = createConfiguratorReducer(data.tabs)
const run = (...actions: ConfiguratorAction[]) => actions.reduce(reducer, initialConfiguratorState(data, 'tri-cam'))
const tri = (state: ConfiguratorState) => state.tabs['tri-cam']!

describe('configurator reducer', () => {
  it('keeps one configuration per tab', () => {
    const state = run({ type: 'chooseContainerQuantity', quantity: 3 }, { type: 'selectTab', tabCode: 'standard' })
    expect(state.tabCode).toBe('standard')
    expect(tri(state).configuration.containerQuantity).toBe(3)
    expect(state.tabs.standard!.configuration.containerQuantity).toBe(1)
  })

  it('marks the end touched when the start clears it, so its format message shows', () => {
    const state = run(
      { type: 'changeDate', field: 'startDate', text: '12/01/2026' },
      { type: 'changeDate', field: 'endDate', text: '12/10/2026' },
      { type: 'changeDate', field: 'startDate', text: '12/15/2026' },
    )
    expect(tri(state).configuration).toMatchObject({ startDate: '12/15/2026', endDate: '' })
    expect(tri(state).touched).toEqual({ startDate: true, endDate: true })
  })

  it('only shows a date message once the text is complete or the field was left', () => {
    expect(tri(run({ type: 'changeDate', field: 'startDate', text: '12/0' })).touched).toEqual({})
    expect(tri(run({ type: 'changeDate', field: 'startDate', text: '12/0' }, { type: 'touchDate', field: 'startDate' })).touched).toEqual({ startDate: true })
  })

  it('forgets a server error when its field changes', () => {
    const state = run(
      { type: 'serverErrors', errors: { startDate: 'startDateHoliday', kitQuantity: 'kitQuantityExceedsContainer' } },
      { type: 'chooseKitQuantity', quantity: 1 },
    )
    expect(tri(state).serverErrors).toEqual({ startDate: 'startDateHoliday' })
  })

  it('restores saved configurations, except into tabs the visitor already changed', () => {
    const restored = { ...tri(run()).configuration, containerQuantity: 4 }
    const fresh = run({ type: 'restore', tabCode: 'standard', configurations: { 'tri-cam': restored } })
    expect(fresh.tabCode).toBe('standard')
    expect(tri(fresh).configuration.containerQuantity).toBe(4)
    const changed = run({ type: 'chooseContainerQuantity', quantity: 2 }, { type: 'restore', tabCode: null, configurations: { 'tri-cam': restored } })
    expect(tri(changed).configuration.containerQuantity).toBe(2)
  })
})
