import { describe, expect, it } from 'vitest'
import { boundingBox, haversineMiles } from './geo'

const houston = { lat: 29.7604, lng: -95.3698 }
const dallas = { lat: 32.7767, lng: -96.797 }
const montreal = { lat: 45.5019, lng: -73.5674 }
const toronto = { lat: 43.6532, lng: -79.3832 }

describe('haversineMiles', () => {
  it('is zero for the same point', () => {
    expect(haversineMiles(houston, houston)).toBe(0)
  })
  it('gives known city distances within a mile', () => {
    expect(haversineMiles(houston, dallas)).toBeCloseTo(225, -1)
    expect(Math.abs(haversineMiles(montreal, toronto) - 315)).toBeLessThan(3)
  })
  it('is symmetric', () => {
    expect(haversineMiles(dallas, houston)).toBeCloseTo(haversineMiles(houston, dallas), 9)
  })
})

describe('boundingBox', () => {
  it('holds every point of the circle (sampled)', () => {
    for (const center of [houston, montreal, { lat: 64.8, lng: -147.7 }]) {
      for (const miles of [25, 50, 100, 250]) {
        const box = boundingBox(center, miles)
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // A point `miles` away along `bearing` (destination formula).
          const d = miles / 3958.7613
          const b = (bearing * Math.PI) / 180
          const lat1 = (center.lat * Math.PI) / 180
          const lng1 = (center.lng * Math.PI) / 180
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b))
          const lng2 = lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2))
          const p = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI }
          expect(p.lat).toBeGreaterThanOrEqual(box.minLat - 1e-9)
          expect(p.lat).toBeLessThanOrEqual(box.maxLat + 1e-9)
          expect(p.lng).toBeGreaterThanOrEqual((box.minLng as number) - 1e-9)
          expect(p.lng).toBeLessThanOrEqual((box.maxLng as number) + 1e-9)
        }
      }
    }
  })
  it('drops the longitude filter across the antimeridian or near a pole', () => {
    expect(boundingBox({ lat: 51, lng: 179.9 }, 50).minLng).toBeNull()
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50).minLng).toBeNull()
  })
})
