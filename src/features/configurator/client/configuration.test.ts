import { describe, expect, it } from 'vitest'
import * as rules from './dateRules'
import {
  changeStartDate,
  chooseContainer,
  chooseKit,
  defaultConfiguration,
  findTabForCategory,
} from './configuration'
import { restoreConfiguration, restoreConfigurations } from './restoreConfiguration'
import { standard, triCam } from './testCatalog'

const [c20, c40] = triCam.containers as [(typeof triCam.containers)[0], (typeof triCam.containers)[0]]
const kit = (container: typeof c20, description: string) => container.kits.find((k) => k.description === description)!

describe('configuration rules (spec 1 §4)', () => {
  it('starts with the first container and its second kit', () => {
    expect(defaultConfiguration(triCam)).toEqual({
      containerId: 'c20',
      containerQuantity: 1,
      kitId: 'c20-protect',
      kitQuantity: 1,
      startDate: '',
      endDate: '',
    })
  })

  it('resets the kit to the second entry when the size changes', () => {
    const pro = chooseKit(defaultConfiguration(triCam), kit(c20, 'Protect Pro'))
    expect(chooseContainer({ ...pro, kitQuantity: 2 }, c40, undefined)).toMatchObject({ containerId: 'c40', kitId: 'c40-protect', kitQuantity: 2 })
  })

  it('restores the saved kit when the size chosen is the saved one', () => {
    const saved = { containerId: 'c40', containerQuantity: 3, kitId: 'c40-pro', kitQuantity: 3, startDate: '', endDate: '', billingCycle: null }
    expect(chooseContainer(defaultConfiguration(triCam), c40, saved)).toMatchObject({ kitId: 'c40-pro', kitQuantity: 3 })
    expect(chooseContainer(defaultConfiguration(triCam), c20, saved)).toMatchObject({ kitId: 'c20-protect' })
  })

  it('None forces kit quantity 0; leaving None restores 1', () => {
    const none = chooseKit({ ...defaultConfiguration(triCam), kitQuantity: 3 }, kit(c20, 'None'))
    expect(none.kitQuantity).toBe(0)
    expect(chooseKit(none, kit(c20, 'Protect Pro')).kitQuantity).toBe(1)
    expect(chooseContainer(none, c40, undefined)).toMatchObject({ kitId: 'c40-protect', kitQuantity: 1 })
  })

  it('clears the end when the start moves on or after it', () => {
    const base = { ...defaultConfiguration(triCam), startDate: '12/01/2026', endDate: '12/10/2026' }
    expect(changeStartDate(base, '12/10/2026')).toMatchObject({ endCleared: true, configuration: { endDate: '' } })
    expect(changeStartDate(base, '12/11/2026').endCleared).toBe(true)
    expect(changeStartDate(base, '12/09/2026')).toMatchObject({ endCleared: false, configuration: { endDate: '12/10/2026' } })
    expect(changeStartDate(base, '12/1').endCleared).toBe(false)
  })
})

describe('restoreConfiguration', () => {
  const context = { today: '2026-11-23', closures: ['2026-12-24', '2026-12-31'] }
  const saved = { containerId: 'c40', containerQuantity: 2, kitId: 'c40-load', kitQuantity: 2, startDate: '12/01/2026', endDate: '12/29/2026', billingCycle: 1 }

  it('gives back a saved configuration that is still valid', () => {
    expect(restoreConfiguration(triCam, saved, rules, context)).toEqual({
      containerId: 'c40',
      containerQuantity: 2,
      kitId: 'c40-load',
      kitQuantity: 2,
      startDate: '12/01/2026',
      endDate: '12/29/2026',
    })
  })

  it('drops dates that are no longer allowed, and unknown containers', () => {
    expect(restoreConfiguration(triCam, saved, rules, { ...context, today: '2026-11-30' })).toMatchObject({ startDate: '', endDate: '' })
    expect(restoreConfiguration(triCam, { ...saved, endDate: '12/24/2026' }, rules, context)).toMatchObject({ startDate: '12/01/2026', endDate: '' })
    expect(restoreConfiguration(triCam, { ...saved, containerId: 'gone' }, rules, context)).toBeNull()
  })

  it('falls back to the default kit and to quantity 1 when the saved ones are unknown', () => {
    expect(restoreConfiguration(triCam, { ...saved, kitId: 'gone', containerQuantity: 9 }, rules, context)).toMatchObject({
      kitId: 'c40-protect',
      containerQuantity: 1,
    })
  })
})

describe('restoreConfigurations (after hydration, with the date rules)', () => {
  it('restores each saved tab still in the catalog, dropping past dates', () => {
    const saved = { containerId: 'c40', containerQuantity: 2, kitId: 'c40-load', kitQuantity: 2, startDate: '12/01/2020', endDate: '12/29/2020', billingCycle: 1 }
    expect(restoreConfigurations([standard, triCam], { 'tri-cam': saved, gone: saved }, [])).toEqual({
      'tri-cam': { containerId: 'c40', containerQuantity: 2, kitId: 'c40-load', kitQuantity: 2, startDate: '', endDate: '' },
    })
  })
})

describe('findTabForCategory (?product_category=)', () => {
  const tabs = [standard, triCam]
  it.each(['Tri_cam', 'tri-cam', 'TRI CAM', 'Store_&_Secure_Tri_cam'])('%s → tri-cam', (param) => {
    expect(findTabForCategory(tabs, param)?.code).toBe('tri-cam')
  })
  it('matches the localized name too, and nothing for unknown values', () => {
    expect(findTabForCategory([{ ...triCam, name: 'Trois cames' }], 'Trois_cames')?.code).toBe('tri-cam')
    expect(findTabForCategory(tabs, 'Standard')?.code).toBe('standard')
    expect(findTabForCategory(tabs, 'unknown')).toBeUndefined()
    expect(findTabForCategory(tabs, '')).toBeUndefined()
  })
})

describe('estimatePrice (display only)', () => {
  it('prices a cycle before the dates are known, and the whole rental after', async () => {
    const { estimatePrice } = await import('./priceEstimate')
    const pro = kit(c40, 'Protect Pro')
    expect(estimatePrice(c40, 2, pro, 1, null)).toEqual({ perCycle: 2 * 20000 + 2500, deliveryAndReturn: 2 * 19000, billingCycles: null, total: null })
    expect(estimatePrice(c40, 2, pro, 1, 3)?.total).toBe(3 * (2 * 20000 + 2500) + 2 * 19000)
  })
})
