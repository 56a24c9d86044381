import { describe, expect, it } from 'vitest'
import { categories, containers, kits } from '@/features/products/testing'
import { catalogErrors, configurationRequestSchema, findConfigurationRecords } from './configurationRequest'

// Monday 2026-11-23: the earliest start is Friday 2026-11-27 (Thanksgiving is skipped).
const rules = { today: '2026-11-23', closures: ['2026-12-24', '2026-12-31'] }
const catalog = { categories, containers, kits }
const schema = configurationRequestSchema(rules, catalog)
const valid = { categoryId: '1', containerId: '21', containerQuantity: 2, kitId: '13', kitQuantity: 1, startDate: '11/27/2026', endDate: '12/28/2026' }

const errors = (input: object) => {
  const result = schema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('configurationRequestSchema', () => {
  it('resolves the catalog records and turns the dates into yyyy-mm-dd', () => {
    const result = schema.parse(valid)
    expect(result.category.code).toBe('standard')
    expect(result.container.productCode).toBe('20WS')
    expect(result.kit.description).toBe('Protect + Organize')
    expect(result).toMatchObject({ containerQuantity: 2, kitQuantity: 1, startDate: '2026-11-27', endDate: '2026-12-28' })
  })
  it('accepts codes in place of ids: category code, product code, kit description', () => {
    expect(schema.safeParse({ ...valid, categoryId: 'standard', containerId: '20WS', kitId: 'Protect' }).success).toBe(true)
  })
  it('rejects an unknown category', () => {
    expect(errors({ ...valid, categoryId: 'nope' })).toEqual({ categoryId: 'cart.errors.categoryUnknown' })
  })
  it('rejects a container of another category', () => {
    expect(errors({ ...valid, containerId: '25' })).toEqual({ containerId: 'cart.errors.containerUnknown' })
  })
  it('rejects a kit the container does not offer', () => {
    const only = containers.map((c) => (c.id === 21 ? { ...c, accessoryKits: [kits[0]!, kits[1]!] } : c))
    const narrow = configurationRequestSchema(rules, { ...catalog, containers: only })
    expect(narrow.safeParse(valid).error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['kitId', 'cart.errors.kitNotOffered']])
    expect(errors({ ...valid, kitId: '99' })).toEqual({ kitId: 'cart.errors.kitNotOffered' })
  })
  it('ties kit quantity 0 to the None kit', () => {
    expect(errors({ ...valid, kitId: '11', kitQuantity: 1 })).toEqual({ kitQuantity: 'cart.errors.kitQuantityNone' })
    expect(errors({ ...valid, kitId: '13', kitQuantity: 0 })).toEqual({ kitQuantity: 'cart.errors.kitQuantityRequired' })
    expect(schema.safeParse({ ...valid, kitId: '11', kitQuantity: 0 }).success).toBe(true)
  })
  it('keeps the shared rules: kit quantity above container quantity, dates', () => {
    expect(errors({ ...valid, kitQuantity: 3 })).toEqual({ kitQuantity: 'validation.kitQuantityExceedsContainer' })
    expect(errors({ ...valid, startDate: '11/26/2026' })).toMatchObject({ startDate: 'validation.startDateTooSoon' })
    expect(errors({ ...valid, endDate: '12/24/2026' })).toEqual({ endDate: 'validation.endDateHoliday' })
  })
  it('reports date and catalog errors together', () => {
    expect(errors({ ...valid, categoryId: 'nope', startDate: '13/01/2026' })).toEqual({
      categoryId: 'cart.errors.categoryUnknown',
      startDate: 'validation.dateMonthRange',
      endDate: 'validation.startDateFirst',
    })
  })
})

describe('catalogErrors', () => {
  it('checks the category first, then the container, the kit and its quantity', () => {
    const found = findConfigurationRecords(catalog, { categoryId: 'premium', containerId: '20WS', kitId: 'None' })
    expect(catalogErrors(found, 1)).toEqual([{ path: 'containerId', message: 'cart.errors.containerUnknown' }])
    expect(catalogErrors({}, 1)).toEqual([{ path: 'categoryId', message: 'cart.errors.categoryUnknown' }])
  })
})
