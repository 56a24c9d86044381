import { describe, expect, it } from 'vitest'
import { isUnitNumberShape, normalizeUnitNumber, PRODUCT_TYPES } from '../../src/features/units'
import { units } from './data'
import { unitDrawingFileName, unitImageFiles } from './media'

describe('used units seed data', () => {
  it('has at least 30 units with unique, canonical unit numbers', () => {
    expect(units.length).toBeGreaterThanOrEqual(30)
    const numbers = units.map((unit) => unit.unitNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
    for (const n of numbers) expect(normalizeUnitNumber(n)).toBe(n)
    for (const n of numbers) expect(isUnitNumberShape(n)).toBe(true)
  })

  it('covers every product type, in both countries', () => {
    expect(new Set(units.map((unit) => unit.productType))).toEqual(new Set(PRODUCT_TYPES))
    const countries = units.map((unit) => unit.place.country)
    expect(countries.filter((c) => c === 'us').length).toBeGreaterThanOrEqual(10)
    expect(countries.filter((c) => c === 'ca').length).toBeGreaterThanOrEqual(10)
  })

  it('places units at plausible coordinates for their country', () => {
    for (const { place, unitNumber } of units) {
      expect(place.state, unitNumber).toMatch(/^[A-Z]{2}$/)
      if (place.country === 'ca') expect(place.lat, unitNumber).toBeGreaterThan(42)
      expect(place.lat, unitNumber).toBeGreaterThan(24)
      expect(place.lat, unitNumber).toBeLessThan(60)
      expect(place.lng, unitNumber).toBeGreaterThan(-125)
      expect(place.lng, unitNumber).toBeLessThan(-60)
    }
  })

  it('has bilingual descriptions and whole-dollar prices', () => {
    for (const unit of units) {
      expect(unit.description.en.length, unit.unitNumber).toBeGreaterThan(20)
      expect(unit.description.fr.length, unit.unitNumber).toBeGreaterThan(20)
      expect(unit.description.fr, unit.unitNumber).not.toBe(unit.description.en)
      expect(Number.isInteger(unit.price) && unit.price > 0, unit.unitNumber).toBe(true)
    }
  })

  it('keeps the units the tests rely on', () => {
    const byNumber = new Map(units.map((unit) => [unit.unitNumber, unit]))
    expect(byNumber.get('BX104233')).toMatchObject({ status: 'available', obo: true })
    expect(byNumber.get('BX104518')).toMatchObject({ status: 'available', obo: false })
    expect(byNumber.get('BX105013')).toMatchObject({ status: 'sold' })
    expect(units.some((unit) => unit.status === 'pending')).toBe(true)
  })

  it('reuses the catalog gallery for storage containers and a drawing for other types', () => {
    const container = units.find((unit) => unit.productType === 'storageContainer')!
    expect(unitImageFiles(container)).toEqual(['container-20ws-exterior.webp', 'container-20ws-doors-open.webp', 'container-20ws-interior.webp'])
    const trailer = units.find((unit) => unit.productType === 'officeTrailer')!
    expect(unitImageFiles(trailer)).toEqual(['used-unit-office-trailer.webp'])
    expect(unitDrawingFileName('inPlantOffice')).toBe('used-unit-in-plant-office.webp')
  })
})
